import { describe, expect, it } from 'vitest';
import { detectDistress } from './detect-distress.js';
import type { DistressCategory } from './distress-types.js';

/** What teenagers may write when something is really wrong, with the category it signals. */
const MUST_FIRE: readonly (readonly [string, DistressCategory])[] = [
  ['I want to die', 'self-harm'],
  ['I want to kill myself', 'self-harm'],
  ["I don't want to live anymore", 'self-harm'],
  ['Everyone would be better off without me', 'self-harm'],
  ['I cut myself', 'self-harm'],
  ["I hurt myself when I'm angry", 'self-harm'],
  ['There is no reason to live', 'self-harm'],
  ['sometimes i think about killing myself', 'self-harm'],
  ['I have suicidal thoughts at night', 'self-harm'],
  ['I wish I was never born', 'self-harm'],
  ['i wanna end it all', 'self-harm'],
  ['I have been self-harming since class 8', 'self-harm'],
  ['honestly kms', 'self-harm'],
  ['I feel like jumping off the terrace', 'self-harm'],
  ['mar jaana chahta hoon', 'self-harm'],
  ['mujhe marna hai', 'self-harm'],
  ['jeene ka mann nahi karta', 'self-harm'],
  ['kabhi kabhi marne ka dil karta hai', 'self-harm'],
  ['main khud ko khatam kar dunga', 'self-harm'],
  ['Nothing will ever get better', 'hopelessness'],
  ['I feel hopeless', 'hopelessness'],
  ['There is no point in anything', 'hopelessness'],
  ['I have lost all hope', 'hopelessness'],
  ['I am worthless', 'hopelessness'],
  ['no one would even miss me', 'hopelessness'],
  ["I can't take it anymore", 'hopelessness'],
  ['things will never get better for me', 'hopelessness'],
  ['sab khatam ho gaya', 'hopelessness'],
  ['koi fayda nahi', 'hopelessness'],
  ['kuch bhi theek nahi hoga', 'hopelessness'],
  ['My father beats me', 'abuse'],
  ['He hits me when he is drunk', 'abuse'],
  ["Someone touches me and I don't like it", 'abuse'],
  ['my uncle touched me inappropriately', 'abuse'],
  ['I was sexually abused', 'abuse'],
  ['my stepdad slaps my mom', 'abuse'],
  ['I get beaten at home', 'abuse'],
  ["I don't feel safe at home", 'abuse'],
  ['ghar pe maar padti hai', 'abuse'],
  ['papa marte hain', 'abuse'],
  ['mujhe roz peette hain', 'abuse'],
  ['I have panic attacks every day', 'severe-anxiety'],
  ["I can't breathe when I think about the future", 'severe-anxiety'],
  ['I am scared all the time', 'severe-anxiety'],
  ['I live in constant fear', 'severe-anxiety'],
  ['my anxiety is out of control', 'severe-anxiety'],
  ['saans nahi aati jab result ka sochta hoon', 'severe-anxiety'],
  ['har waqt dar lagta hai', 'severe-anxiety'],
];

/** Figures of speech, ordinary sadness and innocent contexts that must stay quiet. */
const MUST_NOT_FIRE: readonly string[] = [
  'This exam is killing me',
  "I'm dying to see that movie",
  'I could kill for a pizza',
  "I'm dead tired",
  'I want to kill the boss level',
  'She was killing it on stage',
  'I was sad when my team lost',
  'I feel stressed before exams',
  'My heart skipped a beat',
  "I'm so done with maths homework",
  'I nearly died laughing at that meme',
  'I want to die laughing at memes',
  'I would rather die than eat karela',
  'My phone battery died during the lecture',
  "I'm hopeless at maths",
  'My brother beat me at chess again',
  'I got hit by a cricket ball',
  'I cut myself while cooking',
  'I hurt myself playing football',
  'I need to cut myself some slack',
  "I'm killing myself studying for boards",
  'Suicide Squad is my favourite movie',
  'Things will get better if you keep going',
  "I don't want to live in a hostel",
  'Nothing matters more than my family',
  "I laughed so hard I couldn't breathe",
  "I can't breathe through my nose when I have a cold",
  'My dad hits the gym every morning',
  'papa market gaye hain',
  'exams khatam ho gaye, ab chutti',
  'koi baat nahi, next time',
  'mar gaye yaar itna homework',
  'We learned about good touch and bad touch in class',
  'I gave up on chess last year',
  'There is no point in studying chemistry',
  'I get nervous before presentations',
  'The heat in May is killing me',
  "I'm dying of boredom in physics class",
  'I feel lonely sometimes but my friends help',
];

describe('detectDistress phrase tables', () => {
  it('has enough cases to mean something', () => {
    expect(MUST_FIRE.length).toBeGreaterThanOrEqual(30);
    expect(MUST_NOT_FIRE.length).toBeGreaterThanOrEqual(30);
  });

  it.each(MUST_FIRE)('flags %j as %s', (text, category) => {
    expect(detectDistress([text])).toEqual({ flagged: true, categories: [category] });
  });

  it.each(MUST_NOT_FIRE)('does not flag %j', (text) => {
    expect(detectDistress([text])).toEqual({ flagged: false, categories: [] });
  });

  it('covers every category among the must-fire phrases', () => {
    const covered = new Set(MUST_FIRE.map(([, category]) => category));
    expect([...covered].sort()).toEqual(['abuse', 'hopelessness', 'self-harm', 'severe-anxiety']);
  });
});

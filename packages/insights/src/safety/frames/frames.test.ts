import { describe, expect, it } from 'vitest';
import { detectDistress } from '../detect-distress.js';
import { FRAMES } from './frame-table.js';
import { readFrames } from './frames.js';

/**
 * The frames read ideas, not phrases: each row is written afresh for this test (not taken from
 * the evaluation corpus), in the three ways students write. `flag`: the support card; `check`: the
 * check-in question.
 */
const HEARD: readonly (readonly [string, 'flag' | 'check'])[] = [
  // Not being there later.
  ['by next diwali i doubt ill still be around tbh', 'flag'],
  ['agle saal tak rahungi bhi ya nahi, kya pata', 'flag'],
  ['पता नहीं अगले साल तक जिंदा रहूंगा या नहीं', 'flag'],
  ['not sure ill be around', 'check'],
  // An idea of several words is as near as one: the window counts ideas, not letters typed.
  ['honestly i just cant keep going like this', 'check'],
  ['i dont really want to exist anymore', 'flag'],
  ['जीना ही नहीं चाहती अब', 'flag'],
  ['there is no future for me, whatever i do', 'flag'],
  ['mera koi kal nahi hai yaar', 'flag'],
  ['cant imagine myself at 25 at all', 'flag'],
  ['whats even the point of living like this', 'flag'],
  ['sab kuch bekaar lagta hai, kisi cheez ka matlab nahi', 'flag'],
  // Being a burden; others without them.
  ['honestly i am just a burden to my family', 'flag'],
  ['ghar pe bojh ban gayi hoon', 'flag'],
  // A problem only when they are it.
  ['honestly i am the problem in every fight at home', 'flag'],
  ['sabke liye bas musibat hoon main', 'flag'],
  ['सबकी जिंदगी मेरी वजह से खराब हो रही है', 'flag'],
  ['kaash main exist hi na karta', 'flag'],
  ['i do not want to exist', 'flag'],
  ['they would all be happier without me', 'flag'],
  ['mere bina koi nahi royega', 'flag'],
  ['nobody would miss me if i just vanished one day', 'flag'],
  ['मेरे बिना', 'check'],
  // Vanishing, sleeping and not waking.
  ['i want to disappear forever from everyone', 'flag'],
  ['kaash gayab ho jaun', 'check'],
  ['mann karta hai kahin door chali jaun', 'check'],
  ['मैं चुपचाप मिट जाऊं', 'check'],
  ['bas so jaun aur kabhi na uthun', 'flag'],
  ['hope i never wake up', 'flag'],
  ['i want to sleep forever and ever', 'flag'],
  ['मम्मी की नींद की गोलियां गिन के रखी हैं, लंबी नींद के लिए', 'flag'],
  ['walk into the sea and never come back', 'flag'],
  ['not the eyes, i want to be invisible from existing', 'flag'],
  ['kaash main paida hi na hota', 'flag'],
  // Tired of life, giving up, parting.
  ['thak gaya hoon is zindagi se', 'flag'],
  ['so tired of everything honestly', 'check'],
  ['zindagi se haar gayi hoon', 'flag'],
  ['gave away my books, wont need them. goodbye everyone forever', 'flag'],
  ['sorry for everything', 'check'],
  ['no way out of this, i am stuck', 'flag'],
  ['my life is a cage and i am trapped in it', 'flag'],
  ['it will never get better', 'flag'],
  ['life is never going to get better for me', 'flag'],
  ['i feel so empty, life is just grey', 'check'],
  ['not for long now, i am counting the days', 'flag'],
  // Direct: dying, means, hurting oneself, abuse, panic.
  ['i wish i could just die', 'flag'],
  ['searching ways to end it', 'flag'],
  ['pills le lun aur khatam', 'flag'],
  ['terrace pe khade hoke sochti hoon kood jaun', 'check'],
  ['i hide the scars on my arms', 'flag'],
  ['bas mar jaun', 'flag'],
  ['fail hua to mar jaunga', 'check'],
  ['no plans to stay around after boards', 'flag'],
  ['i dont plan to be around', 'flag'],
  ['there is only one way out and i know it', 'check'],
  ['the bridge near my house feels like the only option', 'flag'],
  ['when it gets bad the railway line feels like a way', 'flag'],
  ['my uncle says dont tell anyone', 'flag'],
  ['sautele papa belt se maarte hain', 'flag'],
  ['my heart races and i cant breathe, every night now, from fear', 'flag'],
  ['hands shaking all day for weeks', 'check'],
  ['my life will never get better', 'flag'],
  ['life feels so empty and grey', 'flag'],
  ['thinking of the rope, of dying', 'flag'],
  ['not planning to see next year', 'flag'],
  ['koi nahi samjhega, kya fayda', 'check'],
  // Help they have or seek is no story about others: the distress is still theirs.
  ['my therapist thinks im fine but i want to disappear forever', 'flag'],
  ['helpline pe call kiya tha, phir bhi jeena nahi chahti', 'flag'],
  // How teens say dying without the word: "unalive", going "up", leaving the world.
  ['honestly i might just unalive myself after results', 'flag'],
  ['bas upar chali jaun nani ke paas', 'flag'],
  ['मन करता है इस दुनिया से चला जाऊं', 'flag'],
  ['i am so tired', 'check'],
];

/** Harmless texts that share the words. */
const QUIET: readonly string[] = [
  'i wont be around in 5 years, ill be posted on a ship',
  'no point in learning trigonometry for me',
  'bcom has no future, switching to design',
  'the burden of homework is crazy this week',
  'i want to disappear from instagram for a week',
  'i could sleep forever on sundays',
  'my character died ten times in that boss fight',
  'dead tired after cricket practice',
  'i used to feel hopeless in class 9, now i am fine and happy',
  'psychology because i want to help people who feel hopeless',
  'bhagat singh ne desh ke liye jaan de di',
  'papa ne bola fail hua to maar daalenge lol',
  'i am tired of maths',
  'my heart beats fast before every exam',
  'भैया क्रिकेट में छक्का मारते हैं',
  'nobody noticed my new haircut',
  'i need to cut myself some slack',
  'chess endgame: my king was trapped with no way out',
  'goodbye school, hello college!',
  'I open my laptop and solve a coding problem',
  'main din bhar padhta hoon, mera sir dard karta hai bas',
  'अब कोई उम्मीद नहीं ऐसा पहले लगता था, अब मैं ठीक हूं',
  // Never thought or felt, and a bad time told as passed, in the sentence's own structure.
  'kabhi nahi socha ki zindagi bekaar hai, bas physics bekaar lagti hai',
  'i have never once felt like a burden to anyone at home',
  'pichle saal lagta tha sab khatam ho gaya, ab roz cycle chalata hu aur sach me khush hu',
];

/** Distress said after a time that passed, or with the present still dark, is still heard. */
const STILL_HEARD: readonly string[] = [
  'pehle sab theek tha, ab lagta hai zindagi ka koi matlab nahi',
  'used to love football. now everything feels pointless and life is empty',
];

describe('the frames of hopelessness (issue 34)', () => {
  it.each(HEARD)('hears %j (%s)', (text, tier) => {
    const signal = detectDistress([text]);
    if (tier === 'flag') expect(signal.flagged).toBe(true);
    else expect(signal).toMatchObject({ flagged: false, checkIn: true });
  });

  it.each(QUIET)('stays quiet on %j', (text) => {
    expect(detectDistress([text])).toEqual({ flagged: false, checkIn: false, categories: [] });
  });

  it.each(STILL_HEARD)('still hears %j', (text) => {
    const signal = detectDistress([text]);
    expect(signal.flagged || signal.checkIn).toBe(true);
  });

  it('has no frame that nothing here reads', () => {
    const read = new Set(HEARD.flatMap(([text]) => readFrames(text).map((r) => r.frame)));
    const unread = FRAMES.map((frame, index) => ({
      index,
      all: frame.all.join('+'),
      tier: frame.tier,
    })).filter(({ index }) => !read.has(index));
    expect(unread).toEqual([]);
  });

  it('reads an answer about a school subject as about the subject', () => {
    const text = 'sab bekaar hai kuch matlab nahi';
    expect(detectDistress([{ text, aboutSubjects: true }])).toMatchObject({
      flagged: false,
      checkIn: false,
    });
    expect(detectDistress([text]).flagged).toBe(true);
  });
});

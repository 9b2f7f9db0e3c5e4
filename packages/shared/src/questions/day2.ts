import type { QuestionDraft } from './types.js';

/** Step 2 — "Decode your emotional blueprint": the ten questions of product.md §5, in order. */
export const day2Drafts: readonly QuestionDraft[] = [
  {
    type: 'choice',
    text: 'Which thought plays most often in the background of your mind?',
    options: [
      '"What if I am not good enough?"',
      '"I have to prove myself to everyone."',
      '"Everyone else is ahead of me and I am running out of time."',
      '"I can figure this out if I keep going."',
      '"What will people think of me?"',
    ],
  },
  {
    type: 'choice',
    text: 'When things get really hard, what do you usually do first?',
    options: [
      'Make a plan and tackle it one piece at a time',
      'Talk to someone I trust',
      'Distract myself with my phone, games or shows for a while',
      'Push harder and work late until it is done',
      'Go quiet and take time alone to reset',
    ],
  },
  {
    type: 'choice',
    text: 'What truly gets you out of bed with energy?',
    options: [
      'Learning something new and getting better at it',
      'Making my family proud',
      'Helping people and making a real difference',
      'Earning well and having the freedom to live my way',
      'Creating something that is truly mine',
    ],
  },
  {
    type: 'text',
    text: 'When a negative thought starts spiralling, what is one thing you do that helps you stop it?',
    placeholder: 'For example: I go for a walk, or I write down what I am grateful for',
  },
  {
    type: 'choice',
    text: 'Which of these would hurt you the most to hear?',
    options: [
      '"You are not smart enough for this."',
      '"You will never amount to anything."',
      '"Nobody really cares about you."',
      '"Nothing you make is original."',
      '"You always give up halfway."',
    ],
  },
  {
    type: 'choice',
    text: 'If your life right now were a video-game level, which one would it be?',
    options: [
      'The tutorial — still learning the controls',
      'The maze — lots of paths and no idea which one is right',
      'The boss fight — facing something big and tough',
      'The side quest — busy, but it does not feel like the main story',
      'The level-up — I can feel myself getting stronger',
    ],
  },
  {
    type: 'text',
    text: 'What is one thing you wish someone had told you a few years ago?',
    placeholder: 'For example: that it is okay not to have everything figured out',
  },
  {
    type: 'text',
    text: 'Imagine it is five years from now. Which achievement are you proudest of?',
    placeholder:
      'For example: I launched my own app, or I cleared my exam and got into my dream college',
  },
  {
    type: 'choice',
    text: 'If you could defeat just one enemy that holds you back, which one would it be?',
    options: [
      'Laziness or distractions',
      'Self-doubt',
      'Fear of judgement',
      'Pressure to be perfect',
      'Confusion or indecision',
    ],
  },
  {
    type: 'choice',
    text: 'When people look at you, what do you think they see first?',
    options: ['Potential', 'Kindness', 'Creativity', 'Intelligence', 'Leadership'],
  },
];

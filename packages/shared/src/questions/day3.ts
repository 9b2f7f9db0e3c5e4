import type { QuestionDraft } from './types.js';

/** Step 3 — "Discover your aligned career path": the twelve questions of product.md §5, in order. */
export const day3Drafts: readonly QuestionDraft[] = [
  {
    type: 'choice',
    text: 'In your future work, what do you want to come first?',
    options: [
      'Solving hard problems that really matter',
      'Good pay and a stable, secure career',
      'Freedom to create and express my ideas',
      'Helping people directly and seeing the difference I make',
      'Leading a team and growing something big',
    ],
  },
  {
    type: 'choice',
    text: 'You get one month and a small budget to build anything you like. What do you pick?',
    options: [
      'A gadget, robot or machine that actually works',
      'An app or website that solves a real problem',
      'A short film, comic, clothing line or music album',
      'A campaign or workshop that helps people in my community',
      'A small business that earns its first paying customers',
    ],
  },
  {
    type: 'choice',
    text: 'Which of these statements is most true about you?',
    options: [
      'I notice small mistakes that others miss',
      'I can explain tricky things so that others finally get them',
      'I get bored quickly unless I am trying something new',
      'I can convince people to come on board with an idea',
      'I would rather understand how something works than just use it',
    ],
  },
  {
    type: 'choice',
    text: 'How would you like your workday to be split between people and screens?',
    options: [
      'Mostly with people, face to face',
      'Mostly on my own at a screen, deep in focus',
      'Mostly hands-on with tools, machines or nature, away from screens',
      'A healthy mix of people and screen work',
      'Mostly creating things, on screen or on paper',
    ],
  },
  {
    type: 'text',
    text: 'What kind of problem could you happily spend hours solving without noticing the time?',
    placeholder: 'For example: debugging a game, planning a trip for friends, fixing a bike',
  },
  {
    type: 'text',
    text: 'What do you think is your biggest gift — something that comes easily to you but not to others?',
    placeholder: 'For example: I can make anyone feel comfortable, or I remember numbers easily',
  },
  {
    type: 'choice',
    text: 'Looking back at 40, which life would make you proudest?',
    options: [
      'Being an expert whose work changed my field',
      'Running my own company or leading a big team',
      'Having made art, stories or designs that people remember',
      'Having helped hundreds of people live better lives',
      'A secure, balanced life where I take good care of my family',
    ],
  },
  {
    type: 'choice',
    text: 'When you face a tricky problem, how do you usually attack it?',
    options: [
      'Break it into steps and check the facts and numbers',
      'Sketch, brainstorm and try wild ideas',
      'Open it up and experiment hands-on',
      'Talk it through with others until we crack it',
      'Find the person or resource who can solve it fastest',
    ],
  },
  {
    type: 'text',
    text: 'Which school subject or topic do you enjoy the most, and what do you like about it?',
    placeholder: 'For example: Biology, because I love knowing how the human body works',
  },
  {
    type: 'text',
    text: 'If you had to teach a class on anything tomorrow, what would you teach?',
    placeholder: 'For example: how to edit videos on a phone, or easy tricks for mental maths',
  },
  {
    type: 'choice',
    text: 'How comfortable are you working with numbers and data?',
    options: [
      'I love it — spreadsheets, graphs and puzzles are fun for me',
      'I am fine with it when the work needs it',
      'I can manage, but I would not want to do it all day',
      'I avoid it whenever I can',
    ],
  },
  {
    type: 'choice',
    text: 'How do you feel about being in the spotlight — presenting, performing or speaking up?',
    options: [
      'I love it — hand me the mic',
      'I am okay with it when I have prepared well',
      'I prefer to shine behind the scenes',
      'I avoid it — it makes me really nervous',
    ],
  },
];

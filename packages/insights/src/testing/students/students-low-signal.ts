import { student } from './student-persona.js';
import type { StudentPersona } from './student-persona.js';

/**
 * Students who gave the questionnaires too little to go on: "idk", one word, keyboard mash,
 * most optional choices skipped. Step 1 choices are required, so they are clicked through
 * without a pattern.
 */
export const LOW_SIGNAL_STUDENTS: readonly StudentPersona[] = [
  student({
    key: 'idk-aryan',
    name: 'Aryan',
    gender: 'male',
    language: 'english',
    stage: 'class 9',
    accept: [],
    lowSignal: true,
    picks: {
      day1: [3, 0, 3, 1, 2, 4, 1, 2, 4, 0, 'idk', 'idk'],
      day2: [-1, 2, -1, 'idk', -1, -1, 'nothing', 'idk', -1, -1],
      day3: [-1, -1, -1, -1, 'idk', 'idk', -1, -1, 'none', 'idk', -1, -1],
    },
  }),
  student({
    key: 'pata-nahi-pinky',
    name: 'Pinky Kumari',
    gender: 'female',
    language: 'hinglish',
    stage: 'class 10',
    accept: [],
    lowSignal: true,
    picks: {
      day1: [1, 4, 0, 2, 3, 0, 2, 1, 0, 3, 'pata nahi', 'koi nahi'],
      day2: [-1, -1, 1, 'pata nahi', -1, -1, 'kuch nahi', 'pta nahi', -1, 1],
      day3: [-1, -1, -1, -1, 'pata nahi', 'koi nahi', -1, -1, 'koi nahi', 'nahi pata', -1, 3],
    },
  }),
  student({
    key: 'keyboard-mash-lakshay',
    name: 'Lakshay',
    gender: 'male',
    language: 'english',
    stage: 'class 11',
    accept: [],
    lowSignal: true,
    picks: {
      day1: [4, 2, 1, 0, 1, 1, 3, 4, 2, 1, 'asdf', 'jkjkjk'],
      day2: [-1, -1, -1, 'sdfghj', -1, -1, '.', 'qwerty', -1, -1],
      day3: [-1, -1, -1, -1, 'aaaaaa', 'lol', -1, -1, 'hjkl', '...', -1, -1],
    },
  }),
  student({
    key: 'kuch-nahi-sonu',
    name: 'Sonu Kumar',
    gender: 'male',
    language: 'hindi',
    stage: 'class 9',
    accept: [],
    lowSignal: true,
    picks: {
      day1: [2, 1, 4, 3, 0, 1, 0, 3, 1, 2, 'कोई नहीं', 'पता नहीं'],
      day2: [-1, 0, -1, 'कुछ नहीं', -1, -1, 'नहीं', 'पता नहीं', -1, -1],
      day3: [-1, -1, -1, -1, 'नहीं पता', 'कुछ नहीं', -1, -1, 'सब ठीक', 'नहीं', -1, -1],
    },
  }),
  student({
    key: 'nothing-khushi',
    name: 'Khushi Verma',
    gender: 'female',
    language: 'mixed',
    stage: 'class 12 commerce',
    accept: [],
    lowSignal: true,
    picks: {
      day1: [0, 3, 2, 4, 1, 2, 4, 0, 3, 4, 'no', 'कुछ नहीं'],
      day2: [-1, -1, -1, 'nothing', -1, 3, 'pta nhi', 'कुछ भी नहीं', -1, -1],
      day3: [-1, -1, -1, -1, '-', 'na', -1, -1, 'कोई नहीं', 'no', -1, -1],
    },
  }),
  student({
    key: 'two-words-faizan',
    name: 'Mohd. Faizan',
    gender: 'male',
    language: 'hinglish',
    stage: 'class 10',
    accept: [],
    lowSignal: true,
    picks: {
      day1: [3, 0, 3, 3, 3, 3, 1, 3, 0, 1, 'hindi', 'paisa kamana'],
      day2: [2, 2, 3, 'phone', -1, 1, 'kuch nahi', 'achi job', 0, -1],
      day3: [1, -1, -1, 3, 'pubg', 'kuch nahi', 4, -1, 'koi nahi', 'pubg', 2, 3],
    },
  }),
];

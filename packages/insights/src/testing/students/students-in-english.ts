import { questionsForDay } from '@acp/shared';
import { STUDENT_PERSONAS } from './index.js';
import type { StudentPersona } from './student-persona.js';

/**
 * Twenty students of the suite who write in Hindi (Devanagari) or Hinglish, with what each of them
 * would have written in English: the same person, the same choices, the same meaning, in the plain
 * English a student types. Nine answers each, in question order: Step 1 q11–q12, Step 2 q4, q7,
 * q8, Step 3 q5, q6, q9, q10. The engine must give each pair the same careers.
 */
const IN_ENGLISH: Readonly<Record<string, readonly string[]>> = {
  'nurse-jyoti': [
    'english, because I dont understand it and the teacher scolds',
    'giving injections',
    'I talk to my elder sister and my mind feels light',
    'that I should learn to speak english along with my studies',
    'got a government nurse job at AIIMS and got my mother treated properly',
    'keeping count of dadi’s medicines and taking care of her',
    'sitting with sick people and giving them courage',
    'biology, I like reading about the organs of the body',
    'how to do first aid at home',
  ],
  'iti-mechanic-suresh': [
    'english, I just cant focus when reading it',
    'opening a bullet engine and putting it back together',
    'I take my bike for a round of the village',
    'that getting low marks in 10th does not end your life',
    'I have my own garage in the city and two boys work for me',
    'finding the fault in a bike by hearing its sound',
    'I can tell what is wrong in an engine just by the sound',
    'the workshop class, we learn to open engines',
    'how to service a bike at home',
  ],
  'ssc-cgl-nisha': [
    'geography, my head spins looking at maps',
    'solving maths questions in half the time',
    'I listen to bhajans and help my mother in the kitchen',
    'start preparing for government jobs from the first year of college',
    'became an income tax inspector and bought papa a scooty from my salary',
    'reasoning puzzles and maths questions',
    'I can do calculations very fast',
    'maths, when a question comes out right it is a different happiness',
    'easy tricks for percentages and profit-loss',
  ],
  'teacher-sunita': [
    'science, because our school never did any experiments',
    'speaking english',
    'I sit down to teach my little brother and sister and forget everything',
    'that you should not be afraid of making mistakes',
    'did B.Ed and got a teacher job in a government school',
    'explaining maths questions to children in an easy way',
    'I like teaching children, they understand what I say quickly',
    'hindi literature, reading stories and poems',
    'an easy trick for children to remember tables',
  ],
  'singer-mehak': [
    'chemistry, my mind just doesnt go into it',
    'playing any song on the harmonium after hearing it once',
    'I sit down to do my riyaz, once the notes come right my mind is fine',
    'that riyaz has to be done every day, even if only ten minutes',
    'my first song got released and I sang on a big stage',
    'singing one raag again and again until it is right',
    'I remember any tune after hearing it once',
    'music, and hindi poems',
    'sargam and alankar',
  ],
  'writer-aarti': [
    'maths, I am scared of numbers',
    'reading my poems in front of everyone without fear',
    'I write in my diary, while writing everything becomes light',
    'that writing is also a job, not only a hobby',
    'my first collection of poems got published and people read it',
    'a whole night goes by thinking of the ending of a story',
    'words come to me easily, I can write down what I feel',
    'hindi literature, the stories of Premchand',
    'how to write a poem',
  ],
  'hopeless-kavita': [
    'english, I fail in it every time',
    'courage',
    'I dont do anything, I just cry at night',
    'that dont leave your studies, whatever happens',
    'everything is over, there is no hope left. my family will get me married',
    'making suits of new designs on the sewing machine',
    'the women of my mohalla say my stitching is the best',
    'home science, the embroidery and sewing part',
    'how to do the cutting of a blouse',
  ],
  'bpsc-aspirant-rajnish': [
    'english, because nobody in the village school taught it properly and now it is asked for everywhere',
    'speaking good english without getting stuck',
    'I call my mother, or go up to the roof and look at the fields far away. then I remember that papa mortgaged our land to educate me, I cannot stop',
    'that you should build the habit of reading the newspaper from the first year of graduation. nobody where I live even knew what BPSC is, by then the Patna kids were far ahead',
    'passed BPSC and became SDM, and got a pucca road and a girls hostel built in my own block for the first time. now the village calls papa the SDM sahab’s father',
    'understanding the land disputes and papers of the village, even the mukhiya ji comes to ask me',
    'I talk to people and find out their real problem',
    'history and geography, I feel proud reading the history of Bihar',
    'how to fill the forms of government schemes',
  ],
  'ibps-clerk-manisha': [
    'hindi grammar, sandhi and samas confuse me a lot',
    'fast calculation without a pen',
    'I remember papa saying that if a daughter studies she will go ahead',
    'that giving mock tests is as important as studying',
    'got selected as an IBPS clerk, paid my little sister’s coaching fees from my salary',
    'DI and seating arrangement puzzles',
    'I solve maths questions in minutes with shortcuts',
    'maths, especially percentage and interest questions',
    'an easy way for simple and compound interest',
  ],
  'loco-pilot-ramkesh': [
    'english, you have to mug up everything',
    'handling a whole engine alone',
    'I go to the station and watch the trains come and go, my mind becomes calm',
    'that after ITI you can become a driver in the railways through RRB ALP',
    'became loco pilot of the Rajdhani Express and made bapu sit in that same train',
    'finding faults in motors and wiring',
    'I can keep my focus for hours without getting tired',
    'science, the chapter on electricity and magnets',
    'what train signals mean',
  ],
  'organic-farmer-ravindra': [
    'english, who speaks english in the fields',
    'guessing the weather right',
    'I take a round of the edge of our field',
    'that farming is also done by studying and by calculation',
    'organic farming on ten acres, wheat and vegetables, I sell them in Bhopal under my own brand',
    'testing the soil and deciding which crop goes where',
    'I can spot a plant disease by looking at the leaves',
    'agricultural science, the chapter on seeds and manure',
    'how to make earthworm compost',
  ],
  'neet-aspirant-ananya': [
    'physics numericals, I dont understand anything',
    'read once and remember everything',
    'I have tea with mummy and talk to her',
    'that I should have read ncert line by line from 11th',
    'cleared neet and doing mbbs at aiims delhi',
    'making bio diagrams and solving mcqs',
    'everyone tells me their problems, I listen calmly',
    'biology - human physiology, how the body works from inside',
    'how the heart pumps',
  ],
  'electrician-manpreet': [
    'history yaar, who remembers the dates of kings',
    'doing the wiring of a whole house by myself',
    'I go to the gurudwara or roam around with my friends',
    'that ITI is also a good line, nothing to be ashamed of',
    'my own electrical contract work and a business of fitting solar panels',
    'fixing inverters and fans, finding short circuits',
    'I am not scared of working with current, my hands are steady',
    'the current electricity chapter of physics',
    'how a fuse and MCB work',
  ],
  'agri-officer-ramesh': [
    'english, because the village school never taught it well',
    'learning to spray with a drone',
    'I go to the field, working in the soil makes everything feel fine',
    'that agriculture is also a science, not just farming',
    'cleared MPSC, became an agriculture officer and raised the income of the farmers of my village',
    'reading soil testing reports and deciding which fertiliser to put',
    'I explain things to farmers in their own language',
    'agronomy and soil science, there is a whole world inside the soil',
    'how to make organic manure at home',
  ],
  'police-si-vikram': [
    'maths, I can never remember the formulas',
    '1600m race in 5 min',
    'I get up at 5 in the morning and go for a run',
    'to start preparing for the physical from 10th itself',
    'became a sub inspector in UP police, papa’s dream came true',
    'settling fights in the village and making everyone understand',
    'people listen to me, I have courage',
    'history and GK, I like reading current affairs',
    'how to stay safe from cyber fraud',
  ],
  'social-worker-tara': [
    'sanskrit. just mugging up and nothing else',
    'sign language so that I can talk to everyone',
    'writing my diary and a walk in the park near home',
    'that you are fine just the way you are',
    'running an NGO that teaches the children of the basti',
    'going to the basti and getting families to fill the forms of government schemes',
    'people share their things with me, they are not afraid of being judged',
    'sociology, how society is made and who faces injustice',
    'how to file an RTI for your rights',
  ],
  'tally-accountant-pallavi': [
    'hindi, writing essays is boring',
    'excel formulas',
    'I listen to songs',
    'learn tally right after 10th',
    'an accountant job in a CA firm and my own scooty',
    'tallying the ledger until the difference is zero',
    'I calculate fast and catch mistakes',
    'accounts, when debit credit makes sense it is fun',
    'how to make a gst bill',
  ],
  'air-hostess-sakshi': [
    'maths yaar, the whole syllabus goes over my head',
    'fluent english and french, needed for an air hostess',
    'I do makeup or call my best friend',
    'that I should have done swimming from childhood for height',
    'cabin crew at indigo, a new city every week, took mummy papa to dubai on free tickets',
    'planning trips, comparing flights and hotels',
    'I make friends with anyone in 2 min, I can calm even an angry customer with a smile',
    'english, the speaking part, speech and role play',
    'grooming and how to look confident',
  ],
  'dancer-sid': [
    'accounts, bro that is why I left bcom',
    'popping and locking perfectly',
    'I put on music and do freestyle',
    'that dance is also a career, it took 2 years to convince papa',
    'reached the finale of a dance reality show and opened my own academy',
    'making the choreography of a song, setting the 8 counts',
    'I can copy any step after seeing it once',
    'PT and music period, everything else is useless',
    'basic grooves of hip hop',
  ],
  'neet-dropper-mohit': [
    'physics, because of it I failed neet both times',
    'to forget that I wasted 2 years',
    'nothing, I just sleep. sometimes I feel there is no point in living',
    'that one exam does not decide your life. nobody told me',
    'dont know. maybe I wont even be there in 5 years',
    'bio mcqs, I used to spend hours on them',
    'there is no gift in me',
    'biology, I liked the genetics chapter the most',
    'the systems of the human body, I still remember them',
  ],
};

/** Where the nine texts sit: the indexes of the text questions of each step. */
const TEXT_SLOTS = (['day1', 'day2', 'day3'] as const).flatMap((day) =>
  questionsForDay(day).flatMap((question, index) =>
    question.type === 'text' ? [{ day, index }] : [],
  ),
);

export interface LanguagePair {
  /** As they wrote: Devanagari or Hinglish. */
  own: StudentPersona;
  /** The same student, the same choices, the free text in English. */
  english: StudentPersona;
}

/** Each student of `IN_ENGLISH` as they wrote, and the same student answering in English. */
export const LANGUAGE_PAIRS: readonly LanguagePair[] = Object.entries(IN_ENGLISH).map(
  ([key, texts]) => {
    const own = STUDENT_PERSONAS.find((persona) => persona.key === key);
    if (!own) throw new Error(`no persona ${key}`);
    if (texts.length !== TEXT_SLOTS.length)
      throw new Error(`${key}: ${texts.length} texts for ${TEXT_SLOTS.length} questions`);
    const answers = {
      day1: own.answers.day1.map((item) => ({ ...item })),
      day2: own.answers.day2.map((item) => ({ ...item })),
      day3: own.answers.day3.map((item) => ({ ...item })),
    };
    TEXT_SLOTS.forEach(({ day, index }, slot) => {
      const item = answers[day][index];
      if (item) item.answer = texts[slot] ?? '';
    });
    return { own, english: { ...own, language: 'english', answers } };
  },
);

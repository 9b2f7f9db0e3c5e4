import { lookupBySoc } from './soc-lookup.js';

/**
 * Starter project ideas by SOC major group ("27"), or by a finer SOC key ("27-2") where the
 * major group's ideas would not fit; `{topic}` is filled with the person's own interest.
 */
export const PROJECT_IDEAS: Readonly<Record<string, readonly string[]>> = {
  '11': [
    'Organise a college fest or community event end to end, with a budget and a team',
    'Run a small business experiment for one month and track every rupee',
    'Write a one-page plan to grow a local shop or club around {topic}',
  ],
  '13': [
    'Build a personal budget tracker in a spreadsheet and use it for three months',
    'Analyse the annual report of a listed Indian company and summarise it in one page',
    'Help a small shop set up simple accounts and GST-ready records',
  ],
  '15': [
    'Build a small web app that solves a real problem at your school or college',
    'Analyse a public data set about {topic} and publish your charts',
    'Automate a boring task with a short Python script and share the code on GitHub',
  ],
  '17': [
    'Design and build a working model (a bridge, a robot arm, a water filter) and document every test',
    'Recreate a simple machine in CAD software and explain how it works',
    'Take part in a robotics or engineering design competition',
  ],
  '19': [
    'Run a small experiment about {topic}, record the data and write it up like a research paper',
    'Do a survey of 50 people and analyse the results',
    'Volunteer in a lab or a field study during your holidays',
  ],
  '21': [
    'Volunteer with an NGO for three months and keep a reflection journal',
    'Run a peer-support or awareness session in your college',
    'Interview five people about a social problem and propose one practical fix',
  ],
  '23': [
    'Join a moot court or debate society and argue a real case',
    'Write a plain-language explainer of one law that affects students',
    'Volunteer with a legal aid clinic',
  ],
  '25': [
    'Teach a free weekend class on {topic} to younger students',
    'Make a short video lesson series and ask learners for feedback',
    'Design a worksheet or game that makes a hard topic easy',
  ],
  '25-4': [
    'Catalogue the books of a school, club or family library in a simple spreadsheet',
    'Volunteer at a museum, archive or library during your holidays and note how items are cared for',
    'Curate a small exhibition or online collection about {topic}, with a short label for every item',
  ],
  '27': [
    'Build a portfolio of ten pieces around {topic}',
    'Redesign a poster, logo or app screen for a local business or club',
    'Make a short film, comic or song and share it publicly for feedback',
  ],
  '27-2': [
    'Enter one competition, audition or performance every term and keep a record of your results',
    'Record a two-minute showreel of your best performances or match highlights',
    'Organise a small show, match or workshop around {topic} for your school or community',
  ],
  '27-3': [
    'Write and publish ten articles about {topic} on a blog or in your college magazine',
    'Interview someone in your area and turn it into a short profile or podcast episode',
    'Translate a short story or news report between two languages you know and ask a fluent reader to check it',
  ],
  '27-4': [
    'Shoot a series of twenty photographs about {topic} and publish it online',
    'Make a three-minute short film: plan, shoot, edit and mix the sound yourself',
    'Assist a local photographer, studio or event crew for a season',
  ],
  '29': [
    'Shadow a doctor, nurse or technician at a clinic for a week',
    'Complete a first aid and BLS course and volunteer at health camps',
    'Make a health-awareness poster series about {topic} for your community',
  ],
  '29-2': [
    'Shadow a lab technician, radiographer or pharmacist for a week and write down every step of one test',
    'Complete a first aid and BLS course and volunteer at a blood donation or health camp',
    'Write a one-page guide for patients on preparing for a common test, such as a blood test or an X-ray',
  ],
  '31': [
    'Volunteer at a hospital, old-age home or health camp',
    'Complete a first aid course and practise with a friend',
    'Keep a care journal of what helps patients feel comfortable',
  ],
  '33': [
    'Join the NCC or a civil defence volunteer group',
    'Complete a first aid and disaster-response course',
    'Build your fitness with a 12-week training plan',
  ],
  '35': [
    'Cook for a small event and cost every dish',
    'Work a season in a restaurant or hotel kitchen',
    'Create a recipe book about {topic}',
  ],
  '39-5': [
    'Build a photo portfolio of ten looks on friends or family, with their permission',
    'Assist at a salon or on a wedding or stage team for a season',
    'Learn the hygiene and skin-safety basics of every product you use',
  ],
  '39-9031': [
    'Coach a friend or family member through an eight-week fitness plan and track progress',
    'Run a free weekly group session in your neighbourhood or college',
    'Learn first aid and the basics of injury prevention',
  ],
  '41': [
    'Sell a product online or at a college stall for one month',
    'Run a social media campaign for a local business and measure the results',
    'Practise pitching an idea to ten people and improve it each time',
  ],
  '43': [
    'Organise the records or files of a club, shop or family business',
    'Master spreadsheets by building a stock or attendance tracker',
    'Volunteer as the coordinator of a college event',
  ],
  '47': [
    'Help on a real building or repair job over the holidays',
    'Build a piece of furniture or a small structure from a plan',
    'Learn to read building drawings and sketch your own room to scale',
  ],
  '49': [
    'Repair bikes, appliances or gadgets for friends and keep a log of every fault you fix',
    'Take apart and reassemble an old engine or machine',
    'Spend a month as a helper in a service workshop',
  ],
  '51': [
    'Visit a factory or workshop and map how one product is made',
    'Make a small product in a maker space and improve it through three versions',
    'Learn to use a lathe, 3D printer or sewing machine safely',
  ],
  '53': [
    'Plan the fastest, cheapest route for a delivery or a group trip',
    'Learn vehicle basics and safety checks',
    'Get your driving licence and practise defensive driving',
  ],
};

/** Project ideas for an O*NET-SOC code ("27-2022.00"), most specific key first. */
export function projectIdeasFor(code: string): readonly string[] {
  return (
    lookupBySoc(PROJECT_IDEAS, code) ?? [
      'Pick a small real problem around {topic} and solve it in four weeks',
      'Shadow someone who already does this work for a day',
      'Document what you learn each week in a public journal or portfolio',
    ]
  );
}

import { entry } from './lexicon-entry.js';
import type { LexiconEntry } from './lexicon-entry.js';

/**
 * Food, nature, health, care, teaching and service work, then a few everyday skills (puzzles,
 * communication, networks).
 */
export const CARE_AND_SERVICES: readonly LexiconEntry[] = [
  entry(
    'cooking',
    'cooking|cook|cooks|baking|bake|food|recipes|recipe|dishes|chef|chefs|kitchen|restaurant|restaurants|cafe',
    { R: 1, A: 0.5, E: 0.5 },
    ['Food Production', 'Customer and Personal Service'],
    { '35-': 0.4, '35-1011': 0.8, '35-2014': 0.3, '51-3011': 0.3, '11-9051': 0.3 },
  ),
  entry(
    'farming and nature',
    'farming|farmer|farmers|agriculture|organic farming|agricultural|agricultural science|crops|crop|soil|seeds|manure|compost|fertiliser|fertilizer|fertilisers|fertilizers|plant disease|plant diseases|gardening|garden|trees|forests|nature',
    { R: 1.5, I: 0.5 },
    ['Biology', 'Food Production'],
    { '11-9013': 0.5, '19-101': 0.4, '19-1032': 0.3, '45-': 0.2 },
  ),
  entry(
    'animals',
    'wildlife|animals|animal|pets|dogs|cats|street dogs|stray dogs|veterinary|vet|vets|animal clinic|pet clinic|vet clinic|dog clinic|animal hospital|pet hospital|animal doctor',
    { R: 1, I: 0.5, S: 0.5 },
    ['Biology', 'Medicine and Dentistry'],
    { '29-1131': 0.6, '29-2056': 0.4, '19-1023': 0.4, '39-20': 0.2 },
  ),
  entry(
    'medicine',
    'medicine|doctor|doctors|mbbs|physician|surgery|surgeon|dentist|dentistry|pharmacy|pharmacist|medicines',
    { I: 1.5, S: 1 },
    ['Medicine and Dentistry', 'Biology'],
    { '29-1': 0.4, '29-12': 0.6, '29-1021': 0.3, '29-1051': 0.3 },
  ),
  entry(
    'nursing',
    'nursing|nurse|nurses|staff nurse|injection|injections',
    { S: 2, I: 0.5, R: 0.5 },
    ['Medicine and Dentistry', 'Customer and Personal Service', 'Psychology'],
    { '29-1141': 1, '29-2061': 0.4, '31-1131': 0.2 },
  ),
  entry(
    'health and care',
    'health|healthcare|health care|first aid|hospital|hospitals|clinic|patients|sick|caring|heals|healing|injured',
    { S: 1.5, I: 0.5 },
    ['Medicine and Dentistry', 'Biology'],
    { '29-': 0.3, '29-1141': 0.3, '29-204': 0.2, '31-': 0.1 },
  ),
  entry(
    'teaching',
    'teaching|teach|teaches|teacher|teachers|tutoring|tuition|mentoring|explaining|explain|coaching|training people|classroom',
    { S: 2 },
    ['Education and Training'],
    { '25-2': 0.6, '25-3': 0.3, '25-1': 0.2, '13-1151': 0.3, '21-1012': 0.2 },
  ),
  entry(
    'helping and listening',
    'listening|helping people|helping others|helping|counselling|counseling|counsellor|counselor|advice|supporting friends|kindness|empathy|understanding people',
    { S: 2 },
    ['Therapy and Counseling', 'Psychology'],
    { '21-101': 0.4, '21-1': 0.2 },
  ),
  entry(
    'hospitality',
    'customer service|hospitality|hotel|hotels|hotel management|tourism|tourist|tourists|travel|travel planning|guests|serving guests|hosting guests',
    { S: 1, E: 1 },
    ['Customer and Personal Service'],
    { '11-9081': 0.6, '11-9051': 0.4, '35-': 0.3, '39-70': 0.3, '41-3041': 0.3, '43-4081': 0.2 },
  ),
  entry(
    'safety and defence',
    'police|army|navy|air force|defence|defense|security|firefighting|rescue|ncc|soldier',
    { R: 1, E: 0.5, S: 0.5 },
    ['Public Safety and Security'],
    { '33-': 0.6 },
  ),
  entry(
    'transport',
    'driving|driver|aviation|pilot|flying|aircraft|aeroplane|aeroplanes|airplane|airplanes|ships|trains|railway|railways|logistics',
    { R: 1.5 },
    ['Transportation'],
    { '53-20': 0.5, '53-': 0.2, '13-1081': 0.2 },
  ),
  entry(
    'puzzles and logic',
    'puzzles|puzzle|logic|reasoning|chess|rubik|riddles|solving problems|problem solving|quizzes|quiz',
    { I: 1.5 },
    ['Mathematics'],
  ),
  entry(
    'communication',
    'communication|communicating|talking|conversation|presenting|presentations|anchoring|hosting',
    { S: 1, E: 1 },
    ['Communications and Media', 'English Language'],
    { '27-30': 0.3 },
  ),
  entry(
    'telecom and networks',
    'networks|networking|telecom|internet|wifi|servers|cloud',
    { I: 0.5, R: 0.5, C: 0.5 },
    ['Telecommunications', 'Computers and Electronics'],
    { '15-124': 0.5, '15-1231': 0.3 },
  ),
];

import { describe, expect, it } from 'vitest';
import { findOccupation, OCCUPATIONS } from '../occupations/occupations.js';
import { INDIA_CAREERS } from '../catalogue/catalogue.js';
import { careerTitle, careerTitleWithArticle, hindiTitleInSentence } from './career-title.js';
import { indianAltTitles, isUsOnlyTerm, US_ONLY_PATTERNS } from './india-terms.js';
import { TITLE_OVERRIDES } from './title-overrides.js';

/** The occupation with this O*NET-SOC code; fails the test when it is missing. */
function occupation(code: string) {
  const found = findOccupation(code);
  if (!found) throw new Error(`no occupation ${code}`);
  return found;
}

const singular = (title: string, code = '00-0000.00') => careerTitle({ code, title }).singular;

describe('careerTitle: the singular', () => {
  it.each([
    ['Data Scientists', 'Data Scientist'],
    ['Nurse Practitioners', 'Nurse Practitioner'],
    ['Lawyers', 'Lawyer'],
    ['Chefs and Head Cooks', 'Chef or Head Cook'],
    ['Computer and Information Research Scientists', 'Computer and Information Research Scientist'],
    [
      'Secretaries and Administrative Assistants, Except Legal, Medical, and Executive',
      'Secretary or Administrative Assistant',
    ],
    ["Police and Sheriff's Patrol Officers", 'Police Patrol Officer'],
    ['Athletes and Sports Competitors', 'Athlete or Sports Competitor'],
    ['Ushers, Lobby Attendants, and Ticket Takers', 'Usher, Lobby Attendant or Ticket Taker'],
    [
      'Sales Representatives, Wholesale and Manufacturing, Except Technical and Scientific Products',
      'Wholesale and Manufacturing Sales Representative',
    ],
    [
      'Sales Representatives, Wholesale and Manufacturing, Technical and Scientific Products',
      'Sales Representative for Technical and Scientific Products',
    ],
    ['Nannies', 'Nanny'],
    ['Orderlies', 'Orderly'],
    ['Coaches and Scouts', 'Coach or Scout'],
    ['Waiters and Waitresses', 'Waiter or Waitress'],
    ['Hosts and Hostesses, Restaurant, Lounge, and Coffee Shop', 'Host or Hostess'],
    ['Nurse Midwives', 'Nurse Midwife'],
    ['Retail Salespersons', 'Retail Salesperson'],
    ['Gambling Change Persons and Booth Cashiers', 'Gambling Change Person or Booth Cashier'],
    ['Cooks, Fast Food', 'Fast Food Cook'],
    ['Bus Drivers, School', 'School Bus Driver'],
    ['Dentists, General', 'General Dentist'],
    ['Opticians, Dispensing', 'Dispensing Optician'],
    ['Fraud Examiners, Investigators and Analysts', 'Fraud Examiner, Investigator or Analyst'],
    [
      'Transportation, Storage, and Distribution Managers',
      'Transportation, Storage and Distribution Manager',
    ],
    [
      'Tax Examiners and Collectors, and Revenue Agents',
      'Tax Examiner, Collector or Revenue Agent',
    ],
    ['Umpires, Referees, and Other Sports Officials', 'Umpire, Referee or Sports Official'],
    [
      'Farmers, Ranchers, and Other Agricultural Managers',
      'Farmer, Rancher or Agricultural Manager',
    ],
    ['Artists and Related Workers, All Other', 'Artist'],
    ['Construction and Related Workers, All Other', 'Construction Worker'],
    ['Electric Motor, Power Tool, and Related Repairers', 'Electric Motor and Power Tool Repairer'],
    [
      'Food and Tobacco Roasting, Baking, and Drying Machine Operators and Tenders',
      'Food and Tobacco Roasting, Baking and Drying Machine Operator or Tender',
    ],
    [
      'Aircraft Structure, Surfaces, Rigging, and Systems Assemblers',
      'Aircraft Structure, Surfaces, Rigging and Systems Assembler',
    ],
    [
      'Insurance Claims and Policy Processing Clerks',
      'Insurance Claims and Policy Processing Clerk',
    ],
    ['Customs and Border Protection Officers', 'Customs and Border Protection Officer'],
    ['Computer Systems Engineers/Architects', 'Computer Systems Engineer/Architect'],
    [
      'First-Line Supervisors of Police and Detectives',
      'First-Line Supervisor of Police and Detectives',
    ],
    [
      'Agents and Business Managers of Artists, Performers, and Athletes',
      'Agent or Business Manager of Artists, Performers, and Athletes',
    ],
    ['Captains, Mates, and Pilots of Water Vessels', 'Captain, Mate or Pilot of Water Vessels'],
    ['Helpers--Carpenters', 'Helper to Carpenters'],
    ['Physicists', 'Physicist'],
    ['Business Intelligence Analysts', 'Business Intelligence Analyst'],
    ['Sales Managers', 'Sales Manager'],
    ['Printing Press Operators', 'Printing Press Operator'],
    ['Automotive Glass Installers and Repairers', 'Automotive Glass Installer or Repairer'],
    ['Firewomen', 'Firewoman'],
    ['Linemen', 'Lineman'],
    ['Chiefs', 'Chief'],
    ['Support Staff', 'Support Staff'],
  ])('%s → %s', (title, expected) => {
    expect(singular(title)).toBe(expected);
  });

  it('keeps collective nouns and uses the override table for the irregular ones', () => {
    expect(careerTitle(occupation('21-2011.00'))).toEqual({
      plural: 'Clergy',
      singular: 'Member of the Clergy',
    });
    expect(singular('Police')).toBe('Police');
    expect(singular('Infantry', '55-3016.00')).toBe('Infantry Soldier');
    expect(singular('Physicians, Pathologists')).toBe('Pathologist');
  });
});

describe('careerTitle: the plural as we say it in India', () => {
  it('replaces American-only titles and keeps the rest of O*NET’s wording', () => {
    expect(careerTitle(occupation('33-3051.00')).plural).toBe('Police Patrol Officers');
    expect(careerTitle(occupation('33-3031.00')).plural).toBe('Forest and Wildlife Guards');
    expect(careerTitle(occupation('53-4011.00')).plural).toBe('Loco Pilots');
    expect(careerTitle(occupation('53-4041.00')).plural).toBe('Metro and Tram Operators');
    expect(careerTitle(occupation('23-1011.00')).plural).toBe('Lawyers');
    expect(careerTitle(occupation('15-2051.00')).plural).toBe('Data Scientists');
    // Probation officers work in India too.
    expect(careerTitle(occupation('21-1092.00')).plural).toBe(
      'Probation Officers and Correctional Treatment Specialists',
    );
  });

  it('says railway, college and vocational education instead of the American terms', () => {
    expect(careerTitle(occupation('53-4022.00')).plural).toMatch(/^Railway Brake/);
    expect(careerTitle(occupation('25-1054.00'))).toEqual({
      plural: 'College Physics Teachers',
      singular: 'College Physics Teacher',
    });
    expect(careerTitle(occupation('25-2032.00')).singular).toBe(
      'Secondary School Vocational Education Teacher',
    );
  });

  it('matches overrides by code or by the O*NET title alone', () => {
    expect(careerTitle({ code: '', title: "Police and Sheriff's Patrol Officers" }).plural).toBe(
      'Police Patrol Officers',
    );
    for (const [code, entry] of Object.entries(TITLE_OVERRIDES)) {
      const known = OCCUPATIONS.find((item) => item.code === code);
      if (known) expect(known.title, code).toBe(entry.onet);
    }
  });

  it('gives every occupation a clean plural and a one-person singular', () => {
    expect(OCCUPATIONS.length).toBeGreaterThan(900);
    // Words that end in "s" without being plurals.
    const allowed = new Set(['Waitress', 'Hostess', 'Business', 'Analysis', 'Glass', 'Press']);
    for (const item of OCCUPATIONS) {
      const { plural, singular: one } = careerTitle(item);
      expect(plural, item.code).not.toBe('');
      expect(one, item.code).not.toBe('');
      expect(`${plural} ${one}`, item.code).not.toMatch(/Sheriff|--/);
      expect(isUsOnlyTerm(plural), `${item.code} ${plural}`).toBe(false);
      expect(one, item.code).not.toMatch(/\bExcept\b|\bAll Other\b|\bIncluding\b/);
      expect(one, item.code).not.toMatch(/,$|^,|\s{2}/);
      // An "of", "to" or "for" phrase names whom or what the person works with
      // ("First-Line Supervisor of Correctional Officers").
      const head = one.split(/\s(?:of|to|for)\s/)[0] ?? one;
      const last = head.split(/[\s/]/).pop() ?? '';
      if (/s$/.test(last)) expect(allowed, `${item.code} ${one}`).toContain(last);
    }
  });
});

describe('careerTitleWithArticle', () => {
  it.each([
    ['Data Scientist', 'a Data Scientist'],
    ['Airline Pilot, Copilot or Flight Engineer', 'an Airline Pilot, Copilot or Flight Engineer'],
    ['MRI Technologist', 'an MRI Technologist'],
    ['HR Specialist', 'an HR Specialist'],
    ['NGO Worker', 'an NGO Worker'],
    ['UX Designer', 'a UX Designer'],
    ['CNC Machinist', 'a CNC Machinist'],
    ['X-Ray Technician', 'an X-Ray Technician'],
    ['University Professor', 'a University Professor'],
    ['Urologist', 'a Urologist'],
    ['Usher, Lobby Attendant or Ticket Taker', 'an Usher, Lobby Attendant or Ticket Taker'],
    ['Umpire, Referee or Sports Official', 'an Umpire, Referee or Sports Official'],
    ['Upholsterer', 'an Upholsterer'],
    ['Urban and Regional Planner', 'an Urban and Regional Planner'],
    ['European Languages Teacher', 'a European Languages Teacher'],
    ['Honorary Wildlife Warden', 'an Honorary Wildlife Warden'],
    ['Hotel Manager', 'a Hotel Manager'],
    ['Orderly', 'an Orderly'],
    ['3D Artist', 'a 3D Artist'],
    ['8-Hour Shift Worker', 'an 8-Hour Shift Worker'],
  ])('%s → %s', (title, expected) => {
    expect(careerTitleWithArticle(title)).toBe(expected);
  });

  it('leaves an existing article alone and gives nothing for nothing', () => {
    expect(careerTitleWithArticle('an Actor')).toBe('an Actor');
    expect(careerTitleWithArticle('  ')).toBe('');
  });

  it('gives every occupation’s singular an article', () => {
    for (const item of OCCUPATIONS) {
      expect(careerTitleWithArticle(careerTitle(item).singular)).toMatch(/^an? [A-Z0-9]/);
    }
  });
});

describe('isUsOnlyTerm', () => {
  it('spots US licences, exams, agencies and offices', () => {
    for (const text of [
      'Certified Public Accountant (CPA)',
      'CPA exam',
      'Deputy Sheriff',
      'Deputy',
      'State license required',
      'state licensure',
      'Federal agent',
      'FAA medical certificate',
      'Pass the NCLEX-RN',
      'Pass the bar exam',
      'USMLE Step 1',
      'Social Security Administration',
      'Medicare billing',
      'Medicaid Service Coordinator (MSC)',
      'County Surveyor',
      'Attorney',
      'US Customs and Border Protection Officer (US CBPO)',
      'State Game Warden',
      'Licensed Vocational Nurse (LVN)',
      "Requires commercial drivers' license.",
      'May be employed by USPS contractors.',
      'Required to hold license issued by U.S. Coast Guard.',
    ]) {
      expect(isUsOnlyTerm(text), text).toBe(true);
    }
  });

  it('leaves Indian and international terms alone', () => {
    for (const text of [
      'Chartered Accountant (CA) through ICAI',
      'All India Bar Examination (AIBE) of the Bar Council of India',
      'Enrolment as an advocate with your State Bar Council',
      'Electrical wireman or supervisor licence from your state',
      'Registration with your State Nursing Council',
      'DGCA Commercial Pilot Licence (CPL)',
      'Police Officer',
      'Deputy Manager',
      'Basic Life Support (BLS) — American Heart Association',
      'Business Analyst',
      'Microsoft Excel',
    ]) {
      expect(isUsOnlyTerm(text), text).toBe(false);
    }
  });

  it('exports plain, stateless patterns', () => {
    expect(US_ONLY_PATTERNS.length).toBeGreaterThan(15);
    for (const pattern of US_ONLY_PATTERNS) expect(pattern.global, String(pattern)).toBe(false);
  });
});

describe('indianAltTitles', () => {
  it('drops US-only titles and repeats of the title', () => {
    expect(indianAltTitles(occupation('33-3051.00'))).toEqual(['Patrol Officer', 'Police Officer']);
    expect(indianAltTitles(occupation('13-2011.00'))).toEqual([
      'Accountant',
      'Auditor',
      'Financial Auditor',
    ]);
    expect(indianAltTitles(occupation('23-1011.00'))).toEqual(['Counsel']);
    expect(indianAltTitles(occupation('17-2051.02'))).not.toContain('County Engineer');
  });

  it('drops titles named after US doctoral degrees', () => {
    expect(indianAltTitles(occupation('29-1215.00')).join(' ')).not.toContain('(MD)');
    expect(indianAltTitles(occupation('29-1041.00')).join(' ')).not.toContain('(OD)');
  });

  it('drops titles named after US credentials', () => {
    const aides = indianAltTitles(occupation('31-1131.00'));
    expect(aides).toEqual(['Patient Care Assistant (PCA)']); // "Nursing Assistant" is the title
    expect(aides.join(' ')).not.toMatch(/Certified|CNA/);
    expect(indianAltTitles(occupation('29-2061.00')).join(' ')).not.toMatch(/LVN|LPN|Licensed/);
  });

  it('gives at most six distinct titles for every occupation', () => {
    for (const item of OCCUPATIONS) {
      const titles = indianAltTitles(item);
      expect(titles.length).toBeLessThanOrEqual(6);
      expect(new Set(titles.map((title) => title.toLowerCase())).size).toBe(titles.length);
      for (const title of titles) expect(isUsOnlyTerm(title), title).toBe(false);
    }
  });

  it('caps a long list at six', () => {
    const many = { code: '15-2051.00', title: 'Data Scientists' };
    const altTitles = ['A', 'B', 'C', 'D', 'E', 'F', 'G', 'Data Scientist', 'b'];
    expect(indianAltTitles({ ...many, altTitles })).toEqual(['A', 'B', 'C', 'D', 'E', 'F']);
  });
});

describe('hindiTitleInSentence', () => {
  it('drops the bracketed note at the end and keeps one inside the title', () => {
    expect(hindiTitleInSentence('किसान (आधुनिक खेती)')).toBe('किसान');
    expect(hindiTitleInSentence('चिप डिज़ाइन (वीएलएसआई) इंजीनियर')).toBe(
      'चिप डिज़ाइन (वीएलएसआई) इंजीनियर',
    );
    expect(hindiTitleInSentence('वकील')).toBe('वकील');
  });

  it('gives every catalogue career a Hindi name for sentences, in Devanagari only', () => {
    for (const career of INDIA_CAREERS) {
      const title = hindiTitleInSentence(career.titleHi);
      expect(title, career.id).toMatch(/^[\u0900-\u097F]/);
      expect(title, career.id).not.toMatch(/[A-Za-z]|\)$|\s{2}/);
    }
  });
});

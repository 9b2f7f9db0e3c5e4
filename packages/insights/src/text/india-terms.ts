/**
 * Filters that keep American-only wording (US licences, agencies, exams and software) out of
 * what we show, and the O*NET alternate titles and tools a student in India would recognise.
 */
import { careerTitle } from './career-title.js';

/**
 * Terms that only make sense in the United States: US licences and exams, agencies, programmes
 * and offices. Used to filter O*NET alternate titles and software before they are shown, and to
 * keep them out of our own resource texts.
 */
export const US_ONLY_PATTERNS: readonly RegExp[] = [
  /\bCPA\b/, // Certified Public Accountant; India has the Chartered Accountant (ICAI)
  /Certified Public Accountant/i,
  /\bSheriff/i,
  /\bstate licen[cs](?:e|ing|ure)/i, // US state licensure
  /\bFederal\b/,
  /\bFAA\b/, // US aviation regulator; India has the DGCA
  /\bNCLEX\b/, // US nursing licence exam
  /(?<!All India )\bBar exam\b/i, // the US bar exam; India has the AIBE
  /\bState Bar\b(?! Council)/, // US state bars; India has State Bar Councils
  /\bUSMLE\b/,
  /\bCOMLEX\b/,
  /\bNAPLEX\b/, // US pharmacist licence exam
  /\bMCAT\b/,
  /\bSocial Security\b/,
  /\bMedicare\b/,
  /\bMedicaid\b/,
  /\bCounty\b/,
  /\bAttorney\b/, // Indian lawyers are advocates
  /\bSuperior Court\b/,
  /^Deputy$/i, // short for deputy sheriff
  /\bGED\b/, // US high-school equivalency
  /\bRealtor/i, // a US trademark
  /\bIRS\b/,
  /\bOSHA\b/,
  /\bFBI\b/,
  /\bTSA\b/,
  /\bDEA\b/,
  /\bNREMT\b/,
  /\bASE[- ]certif/i, // US Automotive Service Excellence
  /\bCDL\b/,
  /\bcommercial drivers?'?s?'? licen[cs]e/i, // "driver's", "drivers'"
  /\bUSPS\b/, // the US Postal Service
  /\bLicensed (?:Practical|Vocational) Nurse/i,
  /\b(?:LPN|LVN)\b/,
  /\bBoard Certified\b/, // US specialty boards
  /\bLetter Carrier\b/, // US Postal Service
  /\bRural Carrier\b/,
  /\bUS\b|\bUSA\b|\bUnited States\b/, // "US Customs and Border Protection Officer"
  /\bCBP\b/,
  /\bGeneral Services Administration\b/, // a US federal agency
  /\bGame Warden/i, // hunting is banned in India
  /\bCowboy/i,
  /\b(?:DVM|DPM)\b/, // US doctoral degrees in veterinary and podiatric medicine
  /\bU\.S\.(?!\w)/,
];

/** Whether a text uses a term that only makes sense in the United States. */
export function isUsOnlyTerm(text: string): boolean {
  return US_ONLY_PATTERNS.some((pattern) => pattern.test(text));
}

/**
 * Alternate titles named after a US credential ("Certified Nursing Assistant (CNA)",
 * "Licensed Massage Therapist (LMT)", "Registered Dental Assistant (RDA)") or a US doctoral
 * degree ("Medical Doctor (MD)": in India an MD is a postgraduate degree after the MBBS;
 * "Optometry Doctor (OD)", "Doctor of Dental Surgery (DDS)").
 */
const US_CREDENTIAL_TITLE =
  /^(?:Board Certified|Certified|Licensed|Registered)\b|\b(?:Certified|Licensed)\b|\((?:MD|DO|DDS|DMD|OD|DC)\)/;

const comparable = (title: string) =>
  title
    .replace(/\s*\(.*?\)\s*/g, ' ')
    .replace(/\s+/g, ' ')
    .trim()
    .toLowerCase();

/**
 * Up to six O*NET alternate titles a student in India would recognise: without US-only terms
 * or US credential titles, and without repeats of the title itself.
 */
export function indianAltTitles(occupation: {
  code: string;
  title: string;
  altTitles: readonly string[];
}): string[] {
  const { plural, singular } = careerTitle(occupation);
  const seen = new Set([plural, singular, occupation.title].map(comparable));
  const titles: string[] = [];
  for (const raw of occupation.altTitles) {
    const title = raw.replace(/\s+/g, ' ').trim();
    if (!title || isUsOnlyTerm(title) || US_CREDENTIAL_TITLE.test(title)) continue;
    const key = comparable(title);
    if (seen.has(key)) continue;
    seen.add(key);
    titles.push(title);
    if (titles.length === 6) break;
  }
  return titles;
}

/**
 * The Indian career catalogue: careers as Indian students and parents name them ("Bank PO",
 * "IAS officer", "Vet"), each pointing to the O*NET occupation(s) whose profile stands for it.
 * The data is in `data/india-careers/` (one JSON file per family); `catalogue.ts` loads it.
 */
import { z } from 'zod';

/** The career families, in display order, with their English and Hindi names. */
export const CATALOGUE_FAMILIES = [
  { key: 'medicine-health', name: 'Medicine and health', nameHi: 'चिकित्सा और स्वास्थ्य' },
  { key: 'engineering', name: 'Engineering', nameHi: 'इंजीनियरिंग' },
  { key: 'computing', name: 'Computers and IT', nameHi: 'कंप्यूटर और आईटी' },
  { key: 'science-research', name: 'Science and research', nameHi: 'विज्ञान और शोध' },
  { key: 'law', name: 'Law', nameHi: 'क़ानून' },
  {
    key: 'civil-services',
    name: 'Civil services and government jobs',
    nameHi: 'सिविल सेवा और सरकारी नौकरियाँ',
  },
  {
    key: 'defence-police',
    name: 'Defence, police and security',
    nameHi: 'रक्षा, पुलिस और सुरक्षा',
  },
  {
    key: 'banking-finance',
    name: 'Banking, finance and insurance',
    nameHi: 'बैंकिंग, वित्त और बीमा',
  },
  { key: 'commerce-accounting', name: 'Commerce and accounting', nameHi: 'कॉमर्स और अकाउंटिंग' },
  {
    key: 'business-management',
    name: 'Business, sales and management',
    nameHi: 'बिज़नेस, सेल्स और मैनेजमेंट',
  },
  { key: 'design', name: 'Design and architecture', nameHi: 'डिज़ाइन और आर्किटेक्चर' },
  {
    key: 'media-communication',
    name: 'Media, film and communication',
    nameHi: 'मीडिया, फ़िल्म और संचार',
  },
  { key: 'performing-arts', name: 'Performing and fine arts', nameHi: 'कला और प्रदर्शन' },
  { key: 'education', name: 'Teaching and education', nameHi: 'शिक्षा और अध्यापन' },
  {
    key: 'psychology-social',
    name: 'Psychology and social work',
    nameHi: 'मनोविज्ञान और समाज सेवा',
  },
  {
    key: 'humanities',
    name: 'Humanities and social sciences',
    nameHi: 'मानविकी और सामाजिक विज्ञान',
  },
  { key: 'hospitality-food', name: 'Hotels, tourism and food', nameHi: 'होटल, पर्यटन और खान-पान' },
  {
    key: 'aviation-transport',
    name: 'Aviation, railways, shipping and transport',
    nameHi: 'विमानन, रेलवे, जहाज़रानी और परिवहन',
  },
  {
    key: 'agriculture-environment',
    name: 'Agriculture, animals and environment',
    nameHi: 'कृषि, पशुपालन और पर्यावरण',
  },
  { key: 'skilled-trades', name: 'Skilled trades (ITI)', nameHi: 'कुशल कारीगरी (आईटीआई)' },
  { key: 'sports-fitness', name: 'Sports and fitness', nameHi: 'खेल और फ़िटनेस' },
  { key: 'beauty-wellness', name: 'Beauty and wellness', nameHi: 'ब्यूटी और वेलनेस' },
] as const satisfies readonly { key: string; name: string; nameHi: string }[];

export type CatalogueFamilyKey = (typeof CATALOGUE_FAMILIES)[number]['key'];

const FAMILY_KEYS = CATALOGUE_FAMILIES.map((family) => family.key) as [
  CatalogueFamilyKey,
  ...CatalogueFamilyKey[],
];

/** Devanagari (Hindi) letters. */
export const DEVANAGARI = /[\u0900-\u097F]/;
/** Latin letters: English or Hinglish. */
export const LATIN = /[a-z]/i;

/** "23-1011.00": an O*NET-SOC 2019 code with its two-digit suffix. */
const onetCode = z.string().regex(/^\d{2}-\d{4}\.\d{2}$/, 'an O*NET-SOC code such as 23-1011.00');

const word = z
  .string()
  .min(2)
  .refine((text) => text === text.trim(), 'no leading or trailing spaces')
  .refine((text) => text === text.toLowerCase(), 'lower case');

const cleanText = z
  .string()
  .min(1)
  .refine((text) => text === text.trim() && !/\s{2}/.test(text), 'single-spaced, trimmed');

const unique = (list: readonly string[]) => new Set(list).size === list.length;

export const CatalogueCareerSchema = z
  .strictObject({
    /** Kebab-case, unique in the catalogue ("lawyer", "ias-officer"). */
    id: z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'kebab-case'),
    /** The English title as Indian students and parents say it. */
    title: cleanText,
    /** The Hindi title in Devanagari, everyday Hindi with common English loanwords. */
    titleHi: cleanText.refine((text) => DEVANAGARI.test(text), 'written in Devanagari'),
    /**
     * English titles it had before (a gendered "Firefighter (fireman)" made neutral): stored
     * blueprints and choices name careers by title, so an old title still finds the career. Not
     * shown; the old wording stays among its `words` for free text.
     */
    formerTitles: z.array(cleanText).min(1).refine(unique, 'no repeated titles').optional(),
    family: z.enum(FAMILY_KEYS),
    /**
     * Words and phrases that point to this career in free text: lower-case English, Hinglish
     * (with common misspellings) and Devanagari.
     */
    words: z
      .array(word)
      .min(4)
      .max(90)
      .refine(unique, 'no repeated words')
      .refine((words) => words.some((text) => DEVANAGARI.test(text)), 'a Devanagari word')
      .refine((words) => words.some((text) => LATIN.test(text)), 'a Latin-script word'),
    /**
     * How students speak of getting there without naming the job (issue 34), lower case, in
     * English, Hinglish and Devanagari: the institutions that train for it ("afmc", "nlu", "ihm"),
     * its posts and ranks ("third engineer", "sdm", "दरोगा"), its workplaces ("engine room",
     * "district court") and the objects of the trade ("subscribers", "ranji trophy"). Heard only
     * inside an aspiration, as the career's words are.
     */
    institutions: z.array(word).max(40).refine(unique, 'no repeated institutions').optional(),
    posts: z.array(word).max(40).refine(unique, 'no repeated posts').optional(),
    workplaces: z.array(word).max(40).refine(unique, 'no repeated workplaces').optional(),
    objects: z.array(word).max(40).refine(unique, 'no repeated objects').optional(),
    /** Entrance or recruitment exams that point to this career, as written; often empty. */
    exams: z.array(cleanText).refine(unique, 'no repeated exams'),
    /** One to four O*NET-SOC codes whose profile stands for this career, closest first. */
    soc: z.array(onetCode).min(1).max(4).refine(unique, 'no repeated codes'),
    /**
     * `onet`: the first code is this occupation. `proxy`: O*NET has no occupation of its own
     * for it, and the profile is built from the nearest ones (said in `proxyNote`).
     */
    profile: z.enum(['onet', 'proxy']),
    /** For proxies only: one sentence on which occupations stand in and why. */
    proxyNote: cleanText.optional(),
    /**
     * How long the usual route is: `short` (work within a year, no further qualification),
     * `diploma` (ITI, polytechnic, certificate), `degree` (a bachelor's, or a recruitment exam
     * that asks for one), `professional` (a long professional route: MBBS, CA, law, research,
     * or years of coached training for competitive sport).
     */
    preparation: z.enum(['short', 'diploma', 'degree', 'professional']),
  })
  .superRefine((career, context) => {
    if (career.profile === 'proxy' && !career.proxyNote)
      context.addIssue({
        code: 'custom',
        path: ['proxyNote'],
        message: 'a proxy says which occupations stand in',
      });
    if (career.profile === 'onet' && career.proxyNote !== undefined)
      context.addIssue({
        code: 'custom',
        path: ['proxyNote'],
        message: 'only proxies have a proxy note',
      });
  });

export type CatalogueCareer = z.infer<typeof CatalogueCareerSchema>;

/**
 * The whole catalogue: every career valid, ids and titles (case-insensitive) unique; a former
 * title still finds its career, so it is no other career's title either.
 */
export const CatalogueSchema = z.array(CatalogueCareerSchema).superRefine((careers, context) => {
  const seen = (keys: (career: CatalogueCareer) => readonly string[], what: string) => {
    const first = new Map<string, number>();
    careers.forEach((career, index) => {
      for (const value of new Set(keys(career))) {
        const earlier = first.get(value);
        if (earlier === undefined) first.set(value, index);
        else
          context.addIssue({
            code: 'custom',
            path: [index],
            message: `${what} "${value}" is also career ${earlier}`,
          });
      }
    });
  };
  seen((career) => [career.id], 'id');
  seen(
    (career) => [career.title, ...(career.formerTitles ?? [])].map((title) => title.toLowerCase()),
    'title',
  );
});

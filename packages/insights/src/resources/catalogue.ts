import type { CatalogueFamilyKey } from '../catalogue/catalogue-schema.js';

/**
 * The curated catalogue of real learning providers: site home pages of well-known providers,
 * never invented deep links. The route data (`data/india-routes/`) adds the official sites of
 * exam and admission bodies; every link of both is on the allow-list (`route/routes.ts`).
 */
export interface CatalogueResource {
  name: string;
  description: string;
  /** The description in Hindi (decision 016): the same facts, the name left as it is. */
  descriptionHi: string;
  link: string;
}

const r = (
  name: string,
  link: string,
  description: string,
  descriptionHi: string,
): CatalogueResource => ({
  name,
  description,
  descriptionHi,
  link,
});

export const RESOURCE_CATALOGUE: readonly CatalogueResource[] = [
  r(
    'O*NET OnLine',
    'https://www.onetonline.org',
    'Official details of every occupation: tasks, skills, tools and related jobs.',
    'हर पेशे की आधिकारिक जानकारी: उसमें क्या काम होता है, कौन-सी स्किल और टूल चाहिए, और उससे जुड़ी नौकरियाँ।',
  ),
  r(
    'National Career Service (NCS)',
    'https://www.ncs.gov.in',
    'Government of India portal for career counselling, job listings and job fairs.',
    'करियर काउंसलिंग, नौकरियों की लिस्ट और जॉब फ़ेयर के लिए भारत सरकार का पोर्टल।',
  ),
  r(
    'Skill India Digital',
    'https://www.skillindiadigital.gov.in',
    'Free and low-cost skilling courses and certificates from the Government of India.',
    'भारत सरकार के फ़्री और कम ख़र्च वाले स्किल कोर्स और सर्टिफ़िकेट।',
  ),
  r(
    'SWAYAM',
    'https://swayam.gov.in',
    'Free online courses from Indian universities, many with credit transfer.',
    'भारतीय यूनिवर्सिटी के फ़्री ऑनलाइन कोर्स, जिनमें से कई के क्रेडिट आपकी डिग्री में जुड़ सकते हैं।',
  ),
  r(
    'NPTEL',
    'https://nptel.ac.in',
    'Free courses by IIT and IISc professors, with optional proctored certification exams.',
    'IIT और IISc के प्रोफ़ेसरों के फ़्री कोर्स; चाहें तो सर्टिफ़िकेट के लिए निगरानी में होने वाला एग्ज़ाम भी दे सकते हैं।',
  ),
  r(
    'Khan Academy',
    'https://www.khanacademy.org',
    'Free lessons and practice in maths, science, economics and more, at your own pace.',
    'मैथ्स, साइंस, इकोनॉमिक्स और दूसरे विषयों के फ़्री पाठ और प्रैक्टिस, आप अपनी रफ़्तार से पढ़ सकते हैं।',
  ),
  r(
    'MIT OpenCourseWare',
    'https://ocw.mit.edu',
    'Free lecture notes, videos and assignments from real MIT courses.',
    'MIT के असली कोर्स के फ़्री लेक्चर नोट्स, वीडियो और असाइनमेंट।',
  ),
  r(
    'Coursera',
    'https://www.coursera.org',
    'Courses and professional certificates from universities and companies; many can be audited free.',
    'यूनिवर्सिटी और कंपनियों के कोर्स और प्रोफ़ेशनल सर्टिफ़िकेट; कई कोर्स बिना सर्टिफ़िकेट के फ़्री में पढ़े जा सकते हैं।',
  ),
  r(
    'edX',
    'https://www.edx.org',
    'University courses online, free to audit, with paid verified certificates.',
    'यूनिवर्सिटी के ऑनलाइन कोर्स, जिन्हें बिना सर्टिफ़िकेट के फ़्री में पढ़ सकते हैं; वेरिफ़ाइड सर्टिफ़िकेट के लिए पैसे लगते हैं।',
  ),
  r(
    'freeCodeCamp',
    'https://www.freecodecamp.org',
    'Free, project-based curriculum for web development, Python and data analysis.',
    'वेब डेवलपमेंट, Python और डेटा एनालिसिस का फ़्री सिलेबस, जिसमें प्रोजेक्ट बनाकर सीखते हैं।',
  ),
  r(
    'MDN Web Docs',
    'https://developer.mozilla.org',
    'The reference for HTML, CSS and JavaScript, with beginner guides.',
    'HTML, CSS और JavaScript का जाना-माना रेफ़रेंस, साथ में शुरुआत करने वालों के लिए गाइड।',
  ),
  r(
    'Kaggle',
    'https://www.kaggle.com',
    'Free data sets, short courses and competitions for data science.',
    'डेटा साइंस के लिए फ़्री डेटा सेट, छोटे कोर्स और कॉम्पिटिशन।',
  ),
  r(
    'GitHub',
    'https://github.com',
    'Host your code and projects publicly so employers can see your work.',
    'अपना कोड और प्रोजेक्ट यहाँ सबके सामने रखिए, ताकि नौकरी देने वाले आपका काम देख सकें।',
  ),
  r(
    'Behance',
    'https://www.behance.net',
    'Publish a design or art portfolio and study the work of professionals.',
    'अपना डिज़ाइन या आर्ट पोर्टफ़ोलियो पब्लिश कीजिए और प्रोफ़ेशनल लोगों के काम से सीखिए।',
  ),
  r(
    'Canva',
    'https://www.canva.com',
    'Simple design tools, templates and tutorials for posters, social media and presentations.',
    'पोस्टर, सोशल मीडिया और प्रेज़ेंटेशन के लिए आसान डिज़ाइन टूल, टेम्पलेट और ट्यूटोरियल।',
  ),
  r(
    'Institute of Chartered Accountants of India (ICAI)',
    'https://www.icai.org',
    'The official body for the CA course: registration, syllabus and study material.',
    'CA कोर्स की आधिकारिक संस्था: रजिस्ट्रेशन, सिलेबस और स्टडी मटीरियल।',
  ),
  r(
    'National Testing Agency (NTA)',
    'https://nta.ac.in',
    'Official information on JEE Main, NEET-UG, CUET-UG and other national entrance exams.',
    'JEE Main, NEET-UG, CUET-UG और दूसरे राष्ट्रीय एंट्रेंस एग्ज़ाम की आधिकारिक जानकारी।',
  ),
  r(
    'National Institute of Design (NID)',
    'https://www.nid.edu',
    'Design programmes and the NID DAT admission test.',
    'डिज़ाइन के कोर्स और उनमें एडमिशन के लिए NID DAT टेस्ट।',
  ),
  r(
    'NIFT',
    'https://www.nift.ac.in',
    'National Institute of Fashion Technology: fashion and design programmes and admissions.',
    'National Institute of Fashion Technology: फ़ैशन और डिज़ाइन के कोर्स और उनमें एडमिशन।',
  ),
  r(
    'Apprenticeship India',
    'https://www.apprenticeshipindia.gov.in',
    'Paid apprenticeships with employers across India, for ITI, diploma and degree holders.',
    'ITI, डिप्लोमा या डिग्री वालों के लिए पूरे भारत में कंपनियों के साथ अप्रेंटिसशिप, जिसमें पैसे भी मिलते हैं।',
  ),
  r(
    'TED-Ed',
    'https://ed.ted.com',
    'Short animated lessons on science, psychology, history and more.',
    'साइंस, साइकोलॉजी, इतिहास और दूसरे विषयों पर छोटे एनिमेटेड पाठ।',
  ),
  r(
    'OpenLearn',
    'https://www.open.edu/openlearn',
    'Free short courses from The Open University across many subjects.',
    'The Open University के कई विषयों के फ़्री छोटे कोर्स।',
  ),
  r(
    'Scratch',
    'https://scratch.mit.edu',
    'Make games and animations with blocks — a friendly first step into programming.',
    'ब्लॉक जोड़कर गेम और एनिमेशन बनाइए — प्रोग्रामिंग सीखने का आसान पहला क़दम।',
  ),
  r(
    'Python.org',
    'https://www.python.org',
    'The official home of Python, with the beginner tutorial and documentation.',
    'Python की आधिकारिक वेबसाइट, जिसमें शुरुआत करने वालों के लिए ट्यूटोरियल और डॉक्यूमेंटेशन है।',
  ),
  r(
    'Sports Authority of India (SAI)',
    'https://sportsauthorityofindia.nic.in',
    'Training centres, talent schemes and the NIS Patiala coaching courses for sport in India.',
    'भारत में खेलों के लिए ट्रेनिंग सेंटर, खिलाड़ियों की प्रतिभा खोजने वाली स्कीम और NIS Patiala के कोचिंग कोर्स।',
  ),
  r(
    'Sangeet Natak Akademi',
    'https://www.sangeetnatak.gov.in',
    'India’s national academy of music, dance and drama: festivals, archives and awards.',
    'संगीत, नृत्य और नाटक की भारत की राष्ट्रीय अकादमी: फ़ेस्टिवल, आर्काइव और पुरस्कार।',
  ),
  r(
    'Film and Television Institute of India (FTII)',
    'https://www.ftii.ac.in',
    'Film and television courses in direction, cinematography, editing, sound and acting.',
    'डायरेक्शन, सिनेमैटोग्राफ़ी, एडिटिंग, साउंड और एक्टिंग में फ़िल्म और टेलीविज़न के कोर्स।',
  ),
  r(
    'Indian Institute of Mass Communication (IIMC)',
    'https://iimc.gov.in',
    'Postgraduate diplomas in journalism, advertising and public relations.',
    'जर्नलिज़्म, एडवरटाइज़िंग और पब्लिक रिलेशंस में पोस्टग्रेजुएट डिप्लोमा।',
  ),
  r(
    'National Digital Library of India',
    'https://ndl.iitkgp.ac.in',
    'A free national library of books, papers and archives, run by IIT Kharagpur.',
    'किताबों, पेपर और आर्काइव की फ़्री राष्ट्रीय लाइब्रेरी, जिसे IIT Kharagpur चलाता है।',
  ),
  r(
    'NIOS',
    'https://nios.ac.in',
    'National Institute of Open Schooling: finish Class 10 or 12 at your own pace, with vocational courses too.',
    'National Institute of Open Schooling: अपनी रफ़्तार से 10वीं या 12वीं पूरी कीजिए; यहाँ वोकेशनल कोर्स भी हैं।',
  ),
  r(
    'IGNOU',
    'https://www.ignou.ac.in',
    'Indira Gandhi National Open University: degrees, diplomas and certificates by distance learning.',
    'Indira Gandhi National Open University: डिस्टेंस लर्निंग से डिग्री, डिप्लोमा और सर्टिफ़िकेट।',
  ),
  r(
    'Internshala',
    'https://internshala.com',
    'Internships and short trainings for Indian students across fields.',
    'अलग-अलग क्षेत्रों में भारतीय स्टूडेंट्स के लिए इंटर्नशिप और छोटी ट्रेनिंग।',
  ),
];

/**
 * The catalogue families each resource suits, by name: a resource not listed suits every family;
 * an empty list means it is never offered as a learning resource (O*NET is linked once, as
 * "more details (US data)"; exam bodies come with the route).
 */
const FOR_FAMILIES: Readonly<Record<string, readonly CatalogueFamilyKey[]>> = {
  'O*NET OnLine': [],
  'National Testing Agency (NTA)': [],
  NIOS: [],
  IGNOU: [],
  NPTEL: [
    'engineering',
    'computing',
    'science-research',
    'commerce-accounting',
    'business-management',
    'agriculture-environment',
  ],
  'Khan Academy': [
    'engineering',
    'computing',
    'science-research',
    'commerce-accounting',
    'banking-finance',
    'medicine-health',
    'education',
  ],
  'MIT OpenCourseWare': ['engineering', 'computing', 'science-research'],
  freeCodeCamp: ['computing'],
  'MDN Web Docs': ['computing'],
  Kaggle: ['computing', 'science-research'],
  GitHub: ['computing'],
  Behance: ['design', 'media-communication', 'performing-arts'],
  Canva: ['design', 'media-communication', 'business-management'],
  'Institute of Chartered Accountants of India (ICAI)': ['commerce-accounting', 'banking-finance'],
  'National Institute of Design (NID)': ['design'],
  NIFT: ['design'],
  'Apprenticeship India': [
    'skilled-trades',
    'engineering',
    'hospitality-food',
    'aviation-transport',
    'beauty-wellness',
    'agriculture-environment',
  ],
  'TED-Ed': ['education', 'psychology-social', 'science-research', 'humanities'],
  Scratch: ['computing'],
  'Python.org': ['computing', 'science-research'],
  'Sports Authority of India (SAI)': ['sports-fitness'],
  'Sangeet Natak Akademi': ['performing-arts'],
  'Film and Television Institute of India (FTII)': ['media-communication', 'performing-arts'],
  'Indian Institute of Mass Communication (IIMC)': ['media-communication'],
  'National Digital Library of India': ['humanities', 'education', 'science-research'],
};

/** Whether a resource suits careers of this catalogue family. */
export function resourceFits(resource: CatalogueResource, family: CatalogueFamilyKey): boolean {
  const families = FOR_FAMILIES[resource.name];
  return !families || families.includes(family);
}

/** The resources made for this family (not the general ones), in catalogue order. */
export function familyResources(family: CatalogueFamilyKey): CatalogueResource[] {
  return RESOURCE_CATALOGUE.filter(
    (resource) => FOR_FAMILIES[resource.name]?.includes(family) === true,
  );
}

/** The resource with this exact name (a programming error when it is missing). */
export function resourceNamed(name: string): CatalogueResource {
  const found = RESOURCE_CATALOGUE.find((resource) => resource.name === name);
  if (!found) throw new Error(`No resource named ${name}`);
  return found;
}

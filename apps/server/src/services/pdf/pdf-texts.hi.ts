import type { PdfTexts } from './pdf-texts.js';

/** The report's own words in Hindi (decision 016): everyday Hindi, as the screens say it. */
export const HINDI_PDF_TEXTS: PdfTexts = {
  dateLocale: 'hi-IN',
  documentTitle: (name) => `करियर रिपोर्ट — ${name}`,
  reportTitle: 'आपकी करियर रिपोर्ट',
  preparedOn: (date) => `${date} को बनाई गई`,
  chosenCareer: 'आपका चुना हुआ करियर',
  atAGlance: 'एक नज़र में',
  glanceFirstGuess: '100 में से मेल: आपके जवाबों से हमें कम जानकारी मिली, इसलिए यह पहला अंदाज़ा है।',
  glance: (interests) =>
    `आपके टॉप 3 करियर का 100 में से मेल। जो काम आपको सबसे ज़्यादा खींचता है: ${interests}।`,
  insideReport: 'इस रिपोर्ट में',
  closingNote:
    'पूरी रिपोर्ट, हमेशा के लिए (₹499)। इसे एक साइकोमेट्रिक इंजन ने आपके अपने जवाबों को असली पेशों से मिलाकर बनाया है; परीक्षा के नियम उसकी ऑफ़िशियल साइट पर ज़रूर देखें।',
  interestProfile: 'आपकी रुचियाँ',
  interestIntro: (interests, code) =>
    `हर तरह का काम आपको कितना खींचता है, 100 में से। सबसे ज़्यादा: ${interests} (आपका इंटरेस्ट कोड ${code} है)।`,
  topMark: 'टॉप 3',
  topCareers: 'आपके टॉप 3 करियर',
  topFirstGuess: 'ये करियर पहला अंदाज़ा हैं: आपके जवाबों से हमें कम जानकारी मिली।',
  topIntro: 'मेल यानी तीनों स्टेप में आपने जो बताया, उससे यह करियर कितना मिलता है, 100 में से।',
  careerHeading: (title, fit, word) => `${title} — मेल ${fit}/100, ${word}`,
  whoCanApply: (eligibility) => `कौन आवेदन कर सकता है: ${eligibility}`,
  fitWords: ['बहुत अच्छा मेल', 'अच्छा मेल', 'कुछ हद तक मेल', 'कम मेल'],
  innerStrengths: 'स्टेप 1 · आपकी अंदरूनी ताकतें',
  howYouWork: 'आपको कैसे काम करना पसंद है',
  emotionalMap: 'स्टेप 2 · आपका इमोशनल मैप',
  roadmapPart: (career) => `आपका रोडमैप: ${career}`,
  roadmapTitle: (career) => `आपका रोडमैप · ${career}`,
  sources: 'जानकारी के स्रोत',
  aboutData: 'डेटा के बारे में',
  // Digits only: a right-aligned line mixing scripts is laid out wrongly by pdfkit.
  page: (page, count) => `${page} / ${count}`,
  and: 'और',
  or: 'या',
  riasecNames: {
    R: 'हाथ से काम',
    I: 'खोज-बीन',
    A: 'रचनात्मक काम',
    S: 'लोगों की मदद',
    E: 'आगे बढ़कर चलाना',
    C: 'व्यवस्थित काम',
  },
  riasecLabels: {
    R: 'हाथ से काम (करना)',
    I: 'खोज-बीन (सोचना)',
    A: 'रचनात्मक (बनाना)',
    S: 'मदद (लोगों के लिए)',
    E: 'आगे बढ़कर (चलाना)',
    C: 'व्यवस्थित (सँभालना)',
  },
};

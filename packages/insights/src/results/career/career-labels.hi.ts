/**
 * The words the blueprint and its reasons use in Hindi (decision 016): interest areas, work
 * values, and O*NET's skills, knowledge areas and work styles, as a student says them. Kept here
 * for the blueprint until the shared Hindi labels of Step 1 are merged (then deduplicated).
 */
import type { RiasecLetter, WorkValueKey } from '../../model/dimensions.js';
import type { KnowledgeArea, WorkStyle } from '../../model/knowledge.js';

/**
 * `name` as an adjective ("सामाजिक और रचनात्मक"); `noun` a role for "आपमें सबसे पहले एक … है";
 * `doing` ends in an oblique infinitive, for "… में" and "… के लिए"; `activity` the same as a noun.
 */
export const RIASEC_HI: Readonly<
  Record<RiasecLetter, { name: string; noun: string; doing: string; activity: string }>
> = {
  R: {
    name: 'व्यावहारिक',
    noun: 'बिल्डर',
    doing: 'हाथों, औज़ारों और असली चीज़ों के साथ काम करने',
    activity: 'औज़ारों और असली चीज़ों के साथ हाथ से काम',
  },
  I: {
    name: 'खोजी',
    noun: 'थिंकर',
    doing: 'सवाल पूछने और चीज़ों के काम करने का तरीका समझने',
    activity: 'सवाल पूछना और चीज़ों के काम करने का तरीका समझना',
  },
  A: {
    name: 'रचनात्मक',
    noun: 'क्रिएटर',
    doing: 'कल्पना करने, डिज़ाइन बनाने और अपने विचार सामने रखने',
    activity: 'कल्पना, डिज़ाइन और अपने विचार सामने रखना',
  },
  S: {
    name: 'सामाजिक',
    noun: 'हेल्पर',
    doing: 'लोगों को सिखाने, उनका ध्यान रखने और उन्हें समझने',
    activity: 'लोगों को सिखाना, उनका ध्यान रखना और उन्हें समझना',
  },
  E: {
    name: 'उद्यमी',
    noun: 'लीडर',
    doing: 'आगे बढ़कर लीड करने, लोगों को मनाने और काम करके दिखाने',
    activity: 'लीड करना, लोगों को मनाना और काम करके दिखाना',
  },
  C: {
    name: 'व्यवस्थित',
    noun: 'ऑर्गनाइज़र',
    doing: 'चीज़ों में व्यवस्था, सटीकता और ढाँचा लाने',
    activity: 'चीज़ों में व्यवस्था, सटीकता और ढाँचा लाना',
  },
};

/** `name` for lists ("आज़ादी और पहचान"); `phrase` for "… के लिए जाना जाता है". */
export const VALUE_HI: Readonly<Record<WorkValueKey, { name: string; phrase: string }>> = {
  ach: { name: 'उपलब्धि', phrase: 'अपनी काबिलियत के इस्तेमाल और असली नतीजों' },
  wc: { name: 'पक्की नौकरी', phrase: 'नौकरी की सुरक्षा, सही तनख़्वाह और काम के अच्छे हालात' },
  rec: { name: 'पहचान', phrase: 'इज़्ज़त, तरक्की और अपने काम से मिलने वाली पहचान' },
  rel: { name: 'अच्छे रिश्ते', phrase: 'आसपास अच्छे लोगों और दूसरों की सेवा' },
  sup: { name: 'साथ देने वाले सीनियर', phrase: 'साथ देने वाले, सही फ़ैसले लेने वाले सीनियर' },
  ind: { name: 'आज़ादी', phrase: 'अपने तरीके से काम करने और ख़ुद फ़ैसले लेने की आज़ादी' },
};

/** What each work value offers, as it stands after a colon ("… उम्मीद रख सकते हैं: …"). */
export const VALUE_OFFERS_HI: Readonly<Record<WorkValueKey, string>> = {
  ach: 'अपनी काबिलियत लगाने और असली नतीजे देखने का मौका',
  wc: 'नौकरी की सुरक्षा, सही तनख़्वाह और काम के अच्छे हालात',
  rec: 'इज़्ज़त, आगे बढ़ने की जगह और अपने काम की पहचान',
  rel: 'आसपास अच्छे लोग और दूसरों की सेवा का मौका',
  sup: 'साथ देने वाले, सही फ़ैसले लेने वाले सीनियर',
  ind: 'अपने तरीके से काम करने और ख़ुद फ़ैसले लेने की आज़ादी',
};

/**
 * O*NET's skills (as occupations.json names them), as nouns that stay the same before "पर", "की"
 * or "में" ("… की समझ", not "… का हल", which would have to become "… के हल पर").
 */
export const SKILLS_HI: Readonly<Record<string, string>> = {
  'Active Learning': 'लगातार सीखने की लगन',
  'Active Listening': 'ध्यान से सुनने की कला',
  'Complex Problem Solving': 'उलझी समस्याएँ सुलझाने की काबिलियत',
  Coordination: 'सबके साथ तालमेल',
  'Critical Thinking': 'सोच-समझकर परखने की आदत',
  'Equipment Maintenance': 'मशीनों की देखभाल',
  'Equipment Selection': 'सही औज़ार चुनने की समझ',
  Installation: 'मशीनों और सिस्टम की फ़िटिंग',
  Instructing: 'दूसरों को सिखाने की कला',
  'Judgment and Decision Making': 'सही फ़ैसले लेने की समझ',
  'Learning Strategies': 'सही तरीके से सीखने की आदत',
  'Management of Financial Resources': 'पैसों के हिसाब-किताब की समझ',
  'Management of Personnel Resources': 'टीम की देखरेख',
  Mathematics: 'गणित',
  Monitoring: 'काम पर नज़र',
  Negotiation: 'बातचीत से बीच का रास्ता निकालने की कला',
  'Operation and Control': 'मशीनें चलाने की समझ',
  'Operations Analysis': 'काम की ज़रूरतों की समझ',
  'Operations Monitoring': 'मशीनों पर नज़र',
  Persuasion: 'लोगों को मनाने की कला',
  Programming: 'प्रोग्रामिंग',
  'Quality Control Analysis': 'क्वालिटी की जाँच',
  'Reading Comprehension': 'पढ़कर समझने की आदत',
  Repairing: 'मरम्मत',
  Science: 'विज्ञान',
  'Service Orientation': 'सेवा की भावना',
  'Social Perceptiveness': 'लोगों की भावनाओं की समझ',
  Speaking: 'साफ़ बोलने की कला',
  'Systems Analysis': 'सिस्टम की समझ',
  'Systems Evaluation': 'सिस्टम की परख',
  'Time Management': 'समय के सही इस्तेमाल की आदत',
  Troubleshooting: 'गड़बड़ी की पहचान',
  Writing: 'अच्छा लिखने की कला',
};

/** O*NET's knowledge areas, for "इसमें … की समझ काम आती है". */
export const KNOWLEDGE_HI: Readonly<Record<KnowledgeArea, string>> = {
  'Administration and Management': 'मैनेजमेंट',
  Administrative: 'दफ़्तर के काम',
  Biology: 'बायोलॉजी',
  'Building and Construction': 'बिल्डिंग और कंस्ट्रक्शन',
  Chemistry: 'केमिस्ट्री',
  'Communications and Media': 'कम्युनिकेशन और मीडिया',
  'Computers and Electronics': 'कंप्यूटर और इलेक्ट्रॉनिक्स',
  'Customer and Personal Service': 'ग्राहकों की सेवा',
  Design: 'डिज़ाइन',
  'Economics and Accounting': 'अर्थशास्त्र और अकाउंटिंग',
  'Education and Training': 'पढ़ाने और ट्रेनिंग',
  'Engineering and Technology': 'इंजीनियरिंग',
  'English Language': 'अंग्रेज़ी',
  'Fine Arts': 'कला',
  'Food Production': 'खेती और खाने की चीज़ों के उत्पादन',
  'Foreign Language': 'विदेशी भाषाओं',
  Geography: 'भूगोल',
  'History and Archeology': 'इतिहास और पुरातत्व',
  'Law and Government': 'क़ानून और सरकार',
  Mathematics: 'गणित',
  Mechanical: 'मशीनों और औज़ारों',
  'Medicine and Dentistry': 'मेडिसिन',
  'Personnel and Human Resources': 'ह्यूमन रिसोर्स',
  'Philosophy and Theology': 'दर्शन और धर्म',
  Physics: 'फ़िज़िक्स',
  'Production and Processing': 'उत्पादन और मैन्युफ़ैक्चरिंग',
  Psychology: 'मनोविज्ञान',
  'Public Safety and Security': 'लोगों की सुरक्षा',
  'Sales and Marketing': 'सेल्स और मार्केटिंग',
  'Sociology and Anthropology': 'समाजशास्त्र',
  Telecommunications: 'टेलीकम्युनिकेशन',
  'Therapy and Counseling': 'थेरेपी और काउंसलिंग',
  Transportation: 'परिवहन',
};

/** O*NET's work styles, as nouns that stay the same before "पर" and "की" (as the skills). */
export const STYLES_HI: Readonly<Record<WorkStyle, string>> = {
  'Achievement/Effort': 'लक्ष्य तक पहुँचने की लगन',
  'Adaptability/Flexibility': 'बदलाव में ढल जाने की आदत',
  'Analytical Thinking': 'बारीकी से सोचने की आदत',
  'Attention to Detail': 'छोटी-छोटी बातों पर ध्यान',
  'Concern for Others': 'दूसरों की फ़िक्र',
  Cooperation: 'मिल-जुलकर काम करने की आदत',
  Dependability: 'भरोसेमंद स्वभाव',
  Independence: 'अपने दम पर काम करने की हिम्मत',
  Initiative: 'पहल करने की आदत',
  Innovation: 'नए विचारों की सूझ',
  Integrity: 'ईमानदारी',
  Leadership: 'लीडरशिप',
  Persistence: 'लगे रहने की आदत',
  'Self-Control': 'ख़ुद पर काबू',
  'Social Orientation': 'लोगों के बीच रहने की चाह',
  'Stress Tolerance': 'दबाव झेलने की ताक़त',
};

/** "क और ख", "क, ख और ग". */
export function joinListHi(items: readonly string[]): string {
  if (items.length <= 1) return items[0] ?? '';
  return `${items.slice(0, -1).join(', ')} और ${items[items.length - 1] ?? ''}`;
}

/** Two names for a sentence: "क और ख", but "क, साथ ही ख" when either has an "और" of its own. */
export function pairOfHi(first: string, second: string): string {
  return / और /.test(`${first} ${second}`) ? `${first}, साथ ही ${second}` : `${first} और ${second}`;
}

/**
 * The O*NET words the roadmap names in Hindi (decision 016): skills and knowledge areas, the work
 * values a job offer is checked against. A copy of the blueprint's Hindi labels (its
 * `career-labels.hi.ts`) until the shared Hindi labels are merged; then deduplicated.
 */
import type { WorkValueKey } from '../model/dimensions.js';
import type { KnowledgeArea } from '../model/knowledge.js';

/** What each work value offers, as it stands after a colon ("… उम्मीद रख सकते हैं: …"). */
export const VALUE_OFFERS_HI: Readonly<Record<WorkValueKey, string>> = {
  ach: 'अपनी काबिलियत लगाने और असली नतीजे देखने का मौका',
  wc: 'नौकरी की सुरक्षा, सही तनख़्वाह और काम के अच्छे हालात',
  rec: 'इज़्ज़त, आगे बढ़ने की जगह और अपने काम की पहचान',
  rel: 'आसपास अच्छे लोग और दूसरों की सेवा का मौका',
  sup: 'साथ देने वाले, सही फ़ैसले लेने वाले सीनियर',
  ind: 'अपने तरीके से काम करने और ख़ुद फ़ैसले लेने की आज़ादी',
};

/** O*NET's skills, as nouns that stay the same before a postposition. */
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

/** "क और ख", "क, ख और ग". */
export function joinListHi(items: readonly string[]): string {
  if (items.length <= 1) return items[0] ?? '';
  return `${items.slice(0, -1).join(', ')} और ${items[items.length - 1] ?? ''}`;
}

/** Two names for a sentence: "क और ख", but "क, साथ ही ख" when either has an "और" of its own. */
export function pairOfHi(first: string, second: string): string {
  return / और /.test(`${first} ${second}`) ? `${first}, साथ ही ${second}` : `${first} और ${second}`;
}

import type { WorkStyle } from '../../model/knowledge.js';

/** `STYLE_NAMES` in Hindi: each work style in a word or two, for Step 1's picture. */
export const STYLE_NAMES_HI: Readonly<Record<WorkStyle, string>> = {
  'Achievement/Effort': 'मेहनत',
  Persistence: 'हार न मानना',
  Initiative: 'पहल करना',
  Leadership: 'आगे बढ़कर लीड करना',
  Cooperation: 'टीमवर्क',
  'Concern for Others': 'दूसरों की परवाह',
  'Social Orientation': 'लोगों का साथ',
  'Self-Control': 'ठंडा दिमाग़',
  'Stress Tolerance': 'दबाव में भी शांत',
  'Adaptability/Flexibility': 'बदलाव में ढल जाना',
  Dependability: 'भरोसेमंद होना',
  'Attention to Detail': 'बारीकियों पर ध्यान',
  Integrity: 'ईमानदारी',
  Independence: 'अपने दम पर काम',
  Innovation: 'नए आइडिया',
  'Analytical Thinking': 'सोच-समझकर चलना',
};

/** `STYLE_STRENGTHS` in Hindi: each work style as a strength, the same two ways in the same order. */
export const STYLE_STRENGTHS_HI: Readonly<Record<WorkStyle, readonly [string, string]>> = {
  'Achievement/Effort': [
    'ऊँचे पैमाने तय करना और उन तक पहुँचने के लिए मेहनत करना',
    'जो चीज़ मायने रखती हो, उसमें पूरी जान लगा देना',
  ],
  Persistence: [
    'हालात मुश्किल हों, तब भी लगे रहना',
    'मुश्किल काम पर बार-बार लौटना, जब तक वह पूरा न हो जाए',
  ],
  Initiative: ['बिना किसी के कहे काम शुरू कर देना', 'क्या करना है, यह देखना और बस कर देना'],
  Leadership: ['ग्रुप को दिशा और जोश देना', 'ग्रुप को फ़ैसला लेने और आगे बढ़ने में मदद करना'],
  Cooperation: ['हर तरह के लोगों के साथ आराम से काम करना', 'अपने आसपास सबके लिए टीमवर्क आसान बनाना'],
  'Concern for Others': [
    'यह देखना और परवाह करना कि दूसरे कैसा महसूस करते हैं',
    'मुश्किल में पड़े लोगों का ध्यान रखना',
  ],
  'Social Orientation': ['आसानी से दोस्ती और टीम बनाना', 'नए लोगों के बीच जल्दी घुल-मिल जाना'],
  'Self-Control': [
    'जब भावनाएँ उफान पर हों, तब भी ठंडे दिमाग़ से काम लेना',
    'परेशान होने पर भी, कुछ करने से पहले सोचना',
  ],
  'Stress Tolerance': ['दबाव में भी स्थिर रहना', 'समय कम हो, तब भी साफ़ सोच पाना'],
  'Adaptability/Flexibility': [
    'प्लान बदलने पर जल्दी ढल जाना',
    'पहला प्लान फ़ेल हो जाए, तो नया रास्ता निकाल लेना',
  ],
  Dependability: ['ऐसा इंसान होना जिस पर दूसरे भरोसा कर सकें', 'छोटी-बड़ी हर बात में अपना वादा निभाना'],
  'Attention to Detail': ['वे छोटी बातें पकड़ना जो मायने रखती हैं', 'वह ग़लती देख लेना जो बाक़ी सबसे छूट गई'],
  Integrity: ['कोई न देख रहा हो, तब भी सही काम करना', 'कुछ खोना पड़े, तब भी ईमानदार रहना'],
  Independence: ['बिना किसी के बताए अपना रास्ता ढूँढना', 'चीज़ें अपने दम पर सुलझाना'],
  Innovation: ['नए और अपने ख़ुद के आइडिया सोचना', 'रोज़ के आम कामों को करने का बेहतर तरीक़ा देख लेना'],
  'Analytical Thinking': [
    'मुश्किलों को तर्क से, सोच-समझकर सुलझाना',
    'बड़ी मुश्किल को ऐसे हिस्सों में बाँटना जिन्हें हल किया जा सके',
  ],
};

import {
  KNOWLEDGE_HI,
  RIASEC_HI,
  STYLES_HI,
  VALUE_HI,
  joinListHi,
} from '../results/career/career-labels.hi.js';
import { FIELD_NAMES } from './fields.js';
import type { ReasonTexts } from './reasons.js';

/**
 * The reasons of a match in Hindi, sentence for sentence as `REASONS_EN` (the same reasons, in
 * the same order, for the same answers). Their own words stay as written, in their quotes.
 */
export const REASONS_HI: ReasonTexts = {
  interest: {
    lowFits: (mine, work) =>
      `आपके जवाब ${mine} रुचियों की ओर झुकते हैं, और यह काम (ज़्यादातर ${work}) उनसे मेल खाता है।`,
    low: (mine, work) => `आपके जवाब ${mine} रुचियों की ओर झुकते हैं; यह काम ज़्यादातर ${work} है।`,
    close: (mine, work) =>
      `आपकी सबसे गहरी रुचियाँ (${mine}) ही इस काम की जान हैं: यह ज़्यादातर ${work} है।`,
    lineUp: (mine, work) =>
      `आपकी सबसे गहरी रुचियाँ (${mine}) इस काम से अच्छी तरह मेल खाती हैं, जो ज़्यादातर ${work} है।`,
    part: (mine, work) =>
      `आपकी सबसे गहरी रुचियाँ (${mine}) इस काम से बस कुछ हद तक मेल खाती हैं: यह ज़्यादातर ${work} है।`,
    apart: (mine, work) =>
      `आपकी सबसे गहरी रुचियाँ (${mine}) इस काम का हिस्सा नहीं हैं: यह ज़्यादातर ${work} है।`,
  },
  riasecName: (letter) => RIASEC_HI[letter].name,
  both: joinListHi,
  valueName: (key) => VALUE_HI[key].name,
  offers: (names, count) =>
    `यह काम ${names} देता है, और आपने बताया कि ${count > 1 ? 'ये आपके लिए मायने रखते हैं' : 'यह आपके लिए मायने रखता है'}।`,
  styles: [
    (style) => `इस काम में ${style} चाहिए, जो आपके काम करने के स्वाभाविक तरीकों में से एक है।`,
    (style) => `यह काम ${style} पर चलता है, और आपके जवाबों में यह ख़ूब दिखता है।`,
    (style) => `यहाँ अच्छा करने वाले लोग ${style} पर भरोसा करते हैं — और यह आपके जवाबों में एक ताक़त है।`,
    (style) => `इस काम में हर हफ़्ते ${style} की ज़रूरत पड़ेगी, और यह आपमें है।`,
  ],
  styleName: (style) => STYLES_HI[style] ?? style,
  hint: (word) => `यह वैसा ही काम है जैसा आपने अपने शब्दों में बताया — आपने “${word}” लिखा था।`,
  knowledge: (area, word) =>
    `इसमें ${KNOWLEDGE_HI[area]} की समझ काम आती है${word ? ` — आपने “${word}” लिखा था` : ''}।`,
  avoid: (label, asWritten) =>
    asWritten
      ? `यह काम “${label}” पर नहीं टिका — वह विषय जिसे आप ख़ुशी-ख़ुशी छोड़ना चाहें।`
      : 'यह काम उस विषय पर नहीं टिका जिसे आप ख़ुशी-ख़ुशी छोड़ना चाहें।',
  named: {
    support: 'इस रास्ते का नाम आपने ख़ुद लिया था।',
    exam: (said) => `आपने ${said} का ज़िक्र किया था, और यह उन करियर में से एक है जिन तक वह ले जाता है।`,
    own: (said) => `आपने इसका नाम ख़ुद लिया — आपने “${said}” लिखा था।`,
    described: (said) =>
      said
        ? `पाँच साल बाद के लिए आपने अपने लिए यही काम सोचा है — आपने “${said}” लिखा था।`
        : 'पाँच साल बाद के लिए आपने अपने लिए यही काम सोचा है।',
    picked: 'स्टेप 3 से पहले आपने इसे ख़ुद चुना था।',
  },
  field: {
    subjectAndGoal: (subject, goal, field) =>
      `आपने बताया कि आपको “${subject}” सबसे ज़्यादा पसंद है और “${goal}” के बारे में लिखा: दोनों ${FIELD_NAMES.get(field)?.nameHi ?? field} की ओर ले जाते हैं, और यह करियर उसी क्षेत्र का है।`,
    namedField: (field) =>
      `यह करियर ${FIELD_NAMES.get(field)?.nameHi ?? field} क्षेत्र का है, उसी क्षेत्र का जिसका करियर आपके मन में है।`,
  },
};

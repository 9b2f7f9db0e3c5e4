import type { DistressRule } from './distress-types.js';
import { NEGATED_AFTER, WORD_TAIL, any, hindi } from './devanagari-pattern.js';

/**
 * Self-harm and suicidal ideation in Devanagari Hindi (see `devanagari-pattern.ts` for the
 * spelling). Each phrase keeps its verb, so the नहीं Hindi puts between object and verb breaks
 * it apart ("मरना नहीं चाहता", "खुद को चोट नहीं पहुंचाऊंगा"); a bare noun ("आत्महत्या") is
 * cancelled by a negation after it. Figures of speech ("यह परीक्षा मेरी जान ले रही है", "पापा
 * मार डालेंगे") have no rule, like "this exam is killing me" in English.
 */

const WANT = any('चाहता', 'चाहती', 'चाहते');
const WISH = any('मन', 'दिल', 'इच्छा', 'ख्याल', 'खयाल', 'विचार', 'सोच');
// "खुद को", never "खुद" alone: "मैं प्रोजेक्ट खुद खत्म कर दूंगा" is finishing it oneself.
const SELF = `${any('खुद', 'अपने आप', 'अपने', 'स्वयं')} को|अपने आपको|अपनेआप को|अपनेआपको`;
const BODY = any('हाथ', 'हाथों', 'कलाई', 'बाजू', 'नस', 'नसें', 'हाथ की नस', 'हाथ की नसें');
const TOOL = any('ब्लेड', 'चाकू', 'कांच', 'कैंची', 'पत्ती');
const MY = any('अपना', 'अपने', 'अपनी');
/** Accidents, cooking and sport, where "खुद को काट लिया" is no signal. */
const ACCIDENT = hindi(
  any(
    'गलती से|गलती|खाना|सब्जी|फल|खेलते|खेल|क्रिकेट|फुटबॉल|गिर|गिरकर|फिसल',
    'फिसलकर|दुर्घटना|एक्सीडेंट|प्रैक्टिस|जिम|शेव|शेविंग|कागज',
  ),
);
/** News, essays and awareness drives about suicide, not the person's own thoughts. */
const ABOUT = hindi(any('रोकथाम|हेल्पलाइन|जागरूकता|निबंध|खबर|खबरें|न्यूज|अखबार|फिल्म|मूवी|सजा', 'स्क्वाड'));
/** Words that only fill the gap between "मैं" and "होऊंगा ही नहीं": when, maybe, alive. */
const WHEN = any(
  'शायद|तो|तब|भी|उस वक्त|उस समय|तक|कल|जिंदा',
  '\\d+ (?:साल|सालों|महीने|दिन) (?:बाद|में|तक)',
  'कुछ (?:साल|सालों|महीने|दिन) (?:बाद|में|तक)',
);

export const DEVANAGARI_SELF_HARM_RULES: readonly DistressRule[] = [
  // Wanting to die: "मैं मरना चाहता हूं", "मुझे मरना है", "मन करता है मर जाऊं".
  {
    category: 'self-harm',
    pattern: hindi(
      `मर${any('ना', ' जाना')} ${WANT}|${any('मुझे', 'मुझको', 'मैं')} (?:${any('बस', 'अब', 'सच में')} )?मरना है|मर जाऊं|मर जाना (?:ही )?${any('चाहिए', 'बेहतर', 'अच्छा')}|काश मैं मर ${any('जाऊं', 'जाता', 'जाती')}`,
    ),
    unless: hindi(any('शर्म', 'शरम', 'हंसते', 'हंसी', 'खुशी', 'बोरियत', 'बोर')),
    negatedAfter: NEGATED_AFTER,
  },
  {
    category: 'self-harm',
    pattern: hindi(
      `मरने ${any('का', 'की', 'के')} ${WISH}(?: ${any('बहुत', 'भी', 'अक्सर', 'कई बार', 'बार बार', 'फिर से')}){0,3} ${any('करता', 'करती', 'होता', 'होती', 'आता', 'आती', 'आते', 'है', 'हैं', 'रहता', 'रहती')}|मरने के बारे में ${any('सोचता', 'सोचती', 'सोचते', 'सोच रहा', 'सोच रही')}`,
    ),
    negatedAfter: NEGATED_AFTER,
  },
  // Not wanting to live: "जीने का मन नहीं करता", "जीना नहीं चाहता"; here नहीं is the phrase.
  {
    category: 'self-harm',
    pattern: hindi(
      `जीने ${any('का', 'की')} ${any('मन', 'दिल', 'इच्छा', 'चाह')}(?: ${any('भी', 'अब', 'बिल्कुल', 'ही')}){0,3} नहीं|जीना नहीं ${any(WANT, 'है')}|${any('जिंदा', 'जीवित')} (?:ही )?नहीं ${any('रहना', 'रहूंगा', 'रहूंगी', 'बचूंगा', 'बचूंगी')}|जीने ${any('की', 'का')} (?:कोई )?${any('वजह', 'कारण')} नहीं`,
    ),
    // "I don't want to live like this / in poverty / without X" is about how, not whether.
    unless: hindi(
      `${any('ऐसे', 'वैसे', 'तरह', 'में', 'करके', 'कर के', 'बनकर', 'बन कर', 'साथ', 'बिना', 'डरकर', 'डर के')} जीना नहीं`,
    ),
  },
  // Not being there in a few years: "शायद 5 साल बाद मैं रहूंगा ही नहीं".
  {
    category: 'self-harm',
    pattern: hindi(
      `मैं(?: ${WHEN}){0,6} ${any('होऊंगा', 'होऊंगी', 'हूंगा', 'हूंगी', 'होंगा', 'रहूंगा', 'रहूंगी')} ही नहीं`,
    ),
  },
  {
    category: 'self-harm',
    pattern: hindi('आत्म ?हत्या|खुदकुशी|सुसाइड|सुइसाइड'),
    unless: ABOUT,
    negatedAfter: NEGATED_AFTER,
  },
  {
    category: 'self-harm',
    pattern: hindi(
      `${any('अपनी', 'खुद की')} जान ${any('ले', 'लेना', 'लेने', 'लूं', 'दे', 'देना', 'देने', 'दूं')}`,
    ),
    // Giving one's life for the country is a soldier's wish.
    unless: hindi(`के लिए ${any('अपनी', 'खुद की')} जान`),
    negatedAfter: NEGATED_AFTER,
  },
  // Hurting oneself: "खुद को खत्म कर दूंगा", "खुद को चोट पहुंचाता हूं", "अपना हाथ काटती हूं".
  {
    category: 'self-harm',
    pattern: hindi(
      `(?:${SELF}) ${any(
        `खत्म ${any('कर', 'करना', 'करने', 'करूं', 'करूंगा', 'करूंगी')}`,
        `मार ${any('डालूं', 'डालूंगा', 'डालूंगी', 'डालना', 'डालने', 'दूं', 'दूंगा', 'दूंगी', 'लूं', 'लूंगा', 'लूंगी')}`,
        any('मारता', 'मारती', 'मारना', 'मारने', 'मारूं', 'मारूंगा', 'मारूंगी'),
        `${any('चोट', 'नुकसान', 'दर्द')} ${any(`पहुंचा${WORD_TAIL}`, 'देता', 'देती', 'देना', 'देने', 'दूं', 'करता', 'करती', 'करना', 'करने')}`,
        `${any('काट', 'जला')}${WORD_TAIL}`,
      )}`,
    ),
    unless: ACCIDENT,
    negatedAfter: NEGATED_AFTER,
  },
  {
    category: 'self-harm',
    pattern: hindi(
      `${TOOL} से (?:${MY} )?${any(BODY, 'खुद को')} ${any('काट', 'जला')}${WORD_TAIL}|${MY} ${BODY} (?:${TOOL} से )?${any('काट', 'जला')}${WORD_TAIL}|${any('नस', 'नसें')} काट${WORD_TAIL}`,
    ),
    unless: ACCIDENT,
    negatedAfter: NEGATED_AFTER,
  },
  {
    category: 'self-harm',
    pattern: hindi(
      `फांसी (?:${any('पर', 'से')} )?${any('लगा', 'लटक')}${WORD_TAIL}|जहर ${any('खा', 'पी')}${WORD_TAIL}|${any('छत', 'बिल्डिंग', 'पुल', 'बालकनी', 'टेरेस', 'खिडकी')} से कूद ${any('जाऊं', 'जाऊंगा', 'जाऊंगी', 'जाना', 'जाने', 'दूं', 'दूंगा', 'दूंगी')}|${any('ट्रेन', 'बस', 'ट्रक', 'गाडी')} के ${any('आगे', 'नीचे', 'सामने')} ${any('कूद', 'आ', 'लेट')} ${any('जाऊं', 'जाऊंगा', 'जाऊंगी', 'जाना', 'जाने')}`,
    ),
    unless: new RegExp(`${ABOUT.source}|${hindi(any('गेम', 'स्टंट', 'बंजी')).source}`, 'u'),
    negatedAfter: NEGATED_AFTER,
  },
  // Wishing never to have been born; the world better off without them.
  {
    category: 'self-harm',
    pattern: hindi(
      `काश (?:मैं )?(?:कभी )?पैदा (?:ही )?${any('न', 'ना', 'नहीं')} ${any('होता', 'होती', 'हुआ होता', 'हुई होती')}|काश मैं ${any('न', 'ना', 'नहीं')} ${any('होता', 'होती')}|मेरे ${any('बिना', 'जाने के बाद', 'न रहने से', 'ना रहने से', 'न होने से', 'ना होने से', 'मरने के बाद')} (?:${any('सब', 'सबकी', 'सबका', 'सब लोग', 'घरवाले', 'घरवालों की', 'मम्मी पापा', 'मम्मी पापा की', 'सबकी जिंदगी', 'उनकी जिंदगी', 'दुनिया')} )?(?:${any('ज्यादा', 'और')} )?${any('बेहतर', 'खुश')}`,
    ),
  },
];

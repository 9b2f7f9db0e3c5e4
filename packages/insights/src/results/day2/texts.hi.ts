import type { RiasecLetter } from '../../model/dimensions.js';
import type { SignalValue } from '../../model/signals.js';
import { MAP_HI } from './emotional-map.hi.js';
import {
  DRIVE_LINES_HI,
  ENEMY_LINES_HI,
  HURT_SENTENCES_HI,
  LEVEL_LINES_HI,
  SEEN_FIRST_HI,
  SELF_TALK_LINES_HI,
  SPIRAL_SENTENCES_HI,
  STRESS_LINES_HI,
  seenAsNextHi,
} from './signal-phrases.hi.js';
import type { Day2Texts } from './texts.js';

/**
 * Their strongest interest, for the cards they left without a choice: what they do at their best
 * (after "जब बात …की आती है") and the side of them people notice (before "पहलू").
 */
const RIASEC_HI: Readonly<Record<RiasecLetter, { doing: string; side: string }>> = {
  R: {
    doing: 'हाथों, औज़ारों और असली चीज़ों के साथ काम करने',
    side: 'हाथों से काम करने वाला',
  },
  I: { doing: '“क्यों” पूछने और चीज़ों को गहराई से समझने', side: 'सोचने-समझने वाला' },
  A: { doing: 'कल्पना करने, डिज़ाइन बनाने और अपने आइडिया सामने रखने', side: 'क्रिएटिव' },
  S: { doing: 'लोगों को सिखाने, उनका ख़याल रखने और उन्हें समझने', side: 'मदद करने वाला' },
  E: { doing: 'आगे बढ़कर राह दिखाने, लोगों को मनाने और काम करवाने', side: 'आगे बढ़कर राह दिखाने वाला' },
  C: { doing: 'हर काम को सलीके से, सही-सही और तरतीब से करने', side: 'सलीके से काम करने वाला' },
};

const WISH_SENTENCES_HI: Day2Texts['wish'] = [
  (words) =>
    `काश किसी ने आपसे पहले कहा होता: ${words}। मान लीजिए कि आज किसी ने आपको यह याद दिलाया — और एक दिन आप भी यह बात किसी और को बताइए।`,
  (words) => `${words} — यह बात आपको पहले सुनने की ज़रूरत थी। आज इसे ख़ुद से सुनिए।`,
  (words) =>
    `वह बात, जो काश आपको पहले सुनने को मिलती: ${words}। एक दिन किसी छोटे स्टूडेंट को आपसे यही शब्द सुनने की ज़रूरत होगी।`,
  (words) =>
    `आप चाहते हैं कि किसी ने आपसे यह पहले कहा होता: ${words}। इसे फिर से पढ़िए — आज भी यह आपके लिए उतना ही सच है।`,
  (words) =>
    `जब आपको ज़रूरत थी, तब किसी ने आपसे यह नहीं कहा: ${words}। अब आप यह जानते हैं, और किसी और से यह बात आप कह सकते हैं।`,
  (words) => `काश किसी ने आपसे कहा होता ${words} — तो आज यह पन्ना आपसे यही कह रहा है।`,
  (words) =>
    `जिन शब्दों की आपको पहले ज़रूरत थी — ${words} — उन्हें ऐसी जगह रखिए, जहाँ मुश्किल दिन पर आपकी नज़र पड़े।`,
];

const FUTURE_SENTENCES_HI: Day2Texts['future'] = [
  (first, proud) =>
    `प्रिय ${first}, पाँच साल बाद आप कहना चाहते हैं: ${proud}। यह चिट्ठी आपको बताने के लिए है कि इसकी शुरुआत इसी हफ़्ते के आपके फ़ैसलों से हुई थी।`,
  (first, proud) =>
    `पाँच साल आगे से एक छोटा-सा नोट, ${first}: ${proud}। यह रातों-रात नहीं हुआ — यह एक-एक आम दिन करके हुआ।`,
  (first, proud) =>
    `${first}, आगे चलकर आपको इस बात पर गर्व होगा: ${proud} — इसलिए इसकी तस्वीर साफ़-साफ़ देखिए, फिर आज एक छोटा काम कीजिए जो उस ओर ले जाए।`,
  (first, proud) =>
    `पाँच साल बाद, ${first}, आप पीछे मुड़कर कहना चाहते हैं: ${proud}। इसे एक पन्ने पर सबसे ऊपर लिखिए, और उसके नीचे एक काम, जो आप इस महीने कर सकते हैं।`,
  (first, proud) =>
    `${first}, इस तस्वीर को थामे रखिए: ${proud}। बड़े सपने छोटे कदमों से पूरे होते हैं — पहला कदम चुनिए और उसकी एक तारीख़ तय कीजिए।`,
  (first, proud) =>
    `प्रिय ${first}, जब आप आख़िरकार कह पाएँगे ${proud}, तब आपको याद आएगा कि इसकी शुरुआत इस साल के छोटे कदमों से हुई थी।`,
  (first, proud) =>
    `${first}, पाँच साल बाद आप कहना चाहते हैं ${proud}, और इस महीने उठाया हर छोटा कदम उस दिन को पास ला रहा है।`,
];

const FUTURE_PLAIN_HI: Day2Texts['futurePlain'] = [
  (first) =>
    `प्रिय ${first}, आगे चलकर आपको उन छोटे, हिम्मत भरे कदमों पर गर्व होगा, जो आप अभी उठा रहे हैं। ये कदम उठाते रहिए।`,
  (first) =>
    `प्रिय ${first}, आने वाले कल में ख़ुद पर गर्व करने के लिए आपको एकदम सही प्लान की ज़रूरत नहीं — बस अगला सच्चा कदम, और फिर उसके बाद वाला।`,
  (first) =>
    `${first}, पाँच साल बड़े बदलावों के लिए काफ़ी होते हैं। इस साल आप जो आज़माएँगे, वहीं से उनकी शुरुआत होगी।`,
];

const A_WORK_IN_PROGRESS = (first: string) =>
  `“आप अभी बन ही रहे हैं, और फिर भी अनमोल हैं।” ${first}, यह आप ही हैं।`;
const SMALL_STEPS = (first: string) =>
  `“छोटे कदम, बार-बार उठाए जाएँ, तो रास्ता बन जाते हैं।” ${first}, आपका रास्ता अगले कदम से शुरू होता है।`;

/** A closing quote for the voice in their head (Step 2's self-talk): three each. */
const SELF_TALK_QUOTES_HI: Readonly<
  Record<SignalValue<'selfTalk'>, readonly ((first: string) => string)[]>
> = {
  'self-doubt': [
    (first) => `“शक एक एहसास है, सच नहीं।” ${first}, अपने कामों से इसका जवाब दीजिए।`,
    (first) =>
      `“शुरू करने के लिए पूरी तरह तैयार महसूस करना ज़रूरी नहीं।” ${first}, बड़े काम करने वाले ज़्यादातर लोग भी पहले तैयार महसूस नहीं करते थे।`,
    (first) => `“आप ख़ुद से जैसे बात करते हैं, वैसे ही आगे बढ़ते हैं।” ${first}, ख़ुद से प्यार से बात कीजिए।`,
  ],
  'prove-yourself': [
    (first) => `“कुछ हासिल करने से पहले भी आप काफ़ी हैं।” ${first}, फिर भी चीज़ें हासिल कीजिए — पर अपने लिए।`,
    (first) => `“आपको सिर्फ़ अपने कल वाले रूप से आगे निकलना है।” ${first}, यह ऐसी दौड़ है जो आप जीत सकते हैं।`,
    A_WORK_IN_PROGRESS,
  ],
  comparison: [
    (first) => `“अपनी दौड़ अपने हिसाब से दौड़िए।” ${first}, आपके रास्ते पर कोई और नहीं दौड़ रहा।`,
    (first) =>
      `“तुलना ख़ुशी छीन लेती है।” ${first}, ख़ुद को बस पिछले महीने के अपने आप से नापिए, किसी और से नहीं।`,
    (first) => `“सारे फूल एक ही महीने में नहीं खिलते।” ${first}, आपका मौसम भी आएगा।`,
  ],
  growth: [
    (first) => `“मुझसे यह हो जाएगा।” ${first}, यह बात अपने पास रखिए — यह आपको टैलेंट से भी आगे ले जाएगी।`,
    (first) =>
      `“अभी नहीं” और “कभी नहीं” में फ़र्क है। ${first}, आप यह पहले से जानते हैं; इसी सोच के साथ चलते रहिए।`,
    SMALL_STEPS,
  ],
  judgement: [
    (first) =>
      `“लोग आपके बारे में क्या सोचते हैं, यह उनका काम है; आप आगे क्या करते हैं, यह आपका।” ${first}, अपना अगला कदम चुनिए।`,
    (first) =>
      `“ज़्यादातर लोग अपनी ही फ़िक्रों में इतने उलझे हैं कि उन्हें आपको परखने की फ़ुर्सत नहीं।” तो ${first}, आगे बढ़िए और कोशिश कीजिए।`,
    (first) => `“आपकी भावनाएँ आपको कुछ बताती हैं, पर हुक्म नहीं देतीं।” ${first}, उन्हें सुनिए, और फिर ख़ुद चुनिए।`,
  ],
};

/** The general closing quotes of the emotional map. */
const CLOSING_QUOTES_HI: readonly ((first: string) => string)[] = [
  (first) =>
    `“आपकी भावनाएँ आपको कुछ बताती हैं, पर हुक्म नहीं देतीं।” ${first}, उन्हें सुनते रहिए — और अपना अगला कदम चुनते रहिए।`,
  A_WORK_IN_PROGRESS,
  SMALL_STEPS,
  (first) => `“ख़ुद को जानना हर अच्छे फ़ैसले की शुरुआत है।” ${first}, आज आपने यह शुरुआत कर दी है।`,
  (first) =>
    `“ख़ुद के साथ नरमी से पेश आइए; आप अभी बढ़ ही रहे हैं।” ${first}, जब भी ज़रूरत हो, इस मैप पर लौट आइए।`,
];

/** Step 2 in Hindi, parallel to `DAY2_EN`. */
export const DAY2_HI: Day2Texts = {
  noName: 'दोस्त',
  title: (name) => `${name} का इमोशनल मैप`,
  cardTitles: {
    intro: 'आप अभी कहाँ हैं',
    'limiting-belief': 'वह सोच जो आपको रोकती है',
    drive: 'आपको क्या आगे बढ़ाता है',
    insight: 'दूसरे आपमें क्या देखते हैं',
    'future-message': 'आपके आने वाले कल का एक संदेश',
  },
  supportFutureTitle: 'एक-एक हफ़्ता करके',
  closingTitle: 'आख़िर में एक बात',
  supportIntro: (first) =>
    `${first}, यह आपका इमोशनल मैप है — सिर्फ़ आपके अपने जवाबों से बना। हर मैप में कुछ मुश्किल हिस्से होते हैं। इस पन्ने को आराम से पढ़िए, और बस वही अपने पास रखिए जो आपको सच लगे।`,
  noLevel: (first) =>
    `${first}, आपने कोई लेवल नहीं चुना, और यह बिल्कुल ठीक है: ज़िंदगी के हर दौर का अभी से कोई नाम होना ज़रूरी नहीं।`,
  level: LEVEL_LINES_HI,
  selfTalk: SELF_TALK_LINES_HI,
  noEnemy: 'आपने कोई एक दुश्मन नहीं चुना — शायद अभी इनमें से किसी की भी आप पर पकड़ नहीं है।',
  enemy: ENEMY_LINES_HI,
  supportBelief:
    'जब ख़याल भारी लगने लगें, तो किसी एक भरोसेमंद इंसान से बात करना एक मज़बूत पहला कदम है — यह बोझ आपको अकेले नहीं उठाना है।',
  hurt: HURT_SENTENCES_HI,
  spiral: SPIRAL_SENTENCES_HI,
  noDrive: (top) => `आपका जोश तब दिखता है, जब बात ${RIASEC_HI[top].doing} की आती है।`,
  drive: DRIVE_LINES_HI,
  stress: STRESS_LINES_HI,
  seenFirst: SEEN_FIRST_HI,
  seenAsNext: seenAsNextHi,
  noSeenAs: (top) => `लोग किसी और चीज़ से पहले आपका ${RIASEC_HI[top].side} पहलू देखते हैं।`,
  wish: WISH_SENTENCES_HI,
  supportFuture: (first) =>
    `प्रिय ${first}, आज पाँच साल आगे तक देखना ज़रूरी नहीं। इस हफ़्ते अपना ख़याल रखना ही काफ़ी बड़ा प्लान है — और मदद माँगना भी इसी प्लान का हिस्सा है।`,
  futurePlain: FUTURE_PLAIN_HI,
  future: FUTURE_SENTENCES_HI,
  closingQuotes: (selfTalk, support) =>
    selfTalk && !support ? SELF_TALK_QUOTES_HI[selfTalk] : CLOSING_QUOTES_HI,
  map: MAP_HI,
};

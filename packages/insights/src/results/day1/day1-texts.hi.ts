import { LABELS_HI } from '../../text/labels.hi.js';
import type { Day1Texts } from './day1-texts.js';
import { INTEREST_PHRASES_HI } from './interest-phrases.hi.js';
import { STYLE_NAMES_HI, STYLE_STRENGTHS_HI } from './style-phrases.hi.js';
import {
  CLOSING_HI,
  ENERGY_INSIGHT_HI,
  MIND_INSIGHT_HI,
  SKILL_LINES_HI,
  SKIP_INSIGHT_HI,
  VALUE_INSIGHT_HI,
} from './trait-phrases.hi.js';

const riasec = LABELS_HI.riasec;

/** Step 1 in Hindi (decision 016): everyday Hindi, the student addressed as "आप". */
export const DAY1_TEXTS_HI: Day1Texts = {
  labels: LABELS_HI,
  interest: INTEREST_PHRASES_HI,
  styleNames: STYLE_NAMES_HI,
  styleStrengths: STYLE_STRENGTHS_HI,
  mind: MIND_INSIGHT_HI,
  energy: ENERGY_INSIGHT_HI,
  value: VALUE_INSIGHT_HI,
  skip: SKIP_INSIGHT_HI,
  skill: SKILL_LINES_HI,
  closing: CLOSING_HI,
  heading: (c) => `स्टेप 1 का नतीजा – ${c.name} की अंदरूनी ताक़त की खोज`,
  subheading: (c) =>
    `${c.first}, आपके जवाब बताते हैं कि आपके अंदर सबसे बढ़कर एक ${riasec[c.top].noun} है, और साथ में ${riasec[c.second].noun} का भी गहरा रंग: आपको ${riasec[c.top].activity} बहुत पसंद है।`,
  lowSubheading: (c) =>
    `${c.first}, आपके जवाबों से एक पहली झलक मिलती है: आपका झुकाव ${riasec[c.top].noun} की तरफ़ है — आपको ${riasec[c.top].activity} अच्छा लगता है। इन जवाबों में जितना दिख पाया, आप उससे कहीं ज़्यादा हैं।`,
  interestTitle: (c) => `आपके अंदर का ${riasec[c.top].noun}`,
  titles: {
    mind: 'आपका दिमाग़ कैसे सीखता है',
    energy: 'आपकी सहज ऊर्जा',
    value: 'आपको काम से क्या चाहिए',
    skip: 'जो सब्जेक्ट आप छोड़ देना चाहें',
  },
  coreStrengthsHeading: 'आपकी सबसे बड़ी ताक़तें',
  learningHeading: (styleName) => `सीखने का आपका तरीक़ा: ${styleName}`,
  hiddenTalentsHeading: 'छिपे हुए हुनर, जिन पर शायद आपका ध्यान नहीं गया',
  headStart: (c, skill) =>
    `${skill} में आपको पहले से बढ़त है: आपका ${riasec[c.top].name} पहलू आपको इस तक आसानी से पहुँचा देता है`,
  othersHeading: (c) => `${c.first} के साथ रहकर दूसरों को कैसा लगता है`,
  closingHeading: 'आख़िर में, सोचने के लिए एक बात',
};

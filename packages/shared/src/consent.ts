/**
 * What a parent or guardian reads before consenting for a child under 18 (DPDP Act 2023 s. 9),
 * in English and Hindi. A consent record stores the version it was given to: change the text,
 * change the version.
 */
export const CONSENT_VERSION = '2026-11-27';

/** A consent link works for a week and once; the student can send another. */
export const CONSENT_LINK_TTL_MS = 7 * 24 * 60 * 60 * 1000;
/** The student may send the request again after this long, and at most this often a day. */
export const CONSENT_RESEND_GAP_MS = 2 * 60 * 1000;
export const CONSENT_SENDS_PER_DAY = 5;

export interface ConsentSection {
  heading: string;
  points: readonly string[];
}

export interface ConsentText {
  lang: 'en' | 'hi';
  title: string;
  sections: readonly ConsentSection[];
  /** The two things the parent confirms, and the button. */
  confirmAdult: string;
  confirmGuardian: string;
  give: string;
}

export const consentTexts: readonly ConsentText[] = [
  {
    lang: 'en',
    title: 'What you are agreeing to',
    sections: [
      {
        heading: 'What we collect',
        points: [
          'Your child’s name, email, phone number and date of birth, and your email.',
          'Their answers to three short sets of questions: what they enjoy, how they like to work, what gives them energy and what drains it, and the work they picture themselves doing.',
          'The results we make from those answers: strengths, three careers that fit, the route to the career they choose, and a PDF of it.',
          'If the full report is bought, a record of the payment (never card or bank details).',
        ],
      },
      {
        heading: 'Why',
        points: [
          'Only to give your child career guidance: their results, their roadmap and reminders about their next step.',
          'We do not show advertising, we do not sell data, and we do not track your child across other websites.',
        ],
      },
      {
        heading: 'Who sees it',
        points: [
          'Your child, when signed in; you, if your child shares the parent view with you.',
          'Our small team, only to help when someone writes to us.',
          'Razorpay, only what it needs to take a payment; our email service, only the email address it sends to.',
          'If an AI writing service is switched on, only the answers needed to word a result; answers that suggest your child is having a hard time are never sent.',
        ],
      },
      {
        heading: 'How long we keep it',
        points: [
          'Until the account is deleted or you withdraw your consent; then the answers and results are erased at once.',
          'A payment record is kept for our accounts, without your child’s answers.',
        ],
      },
      {
        heading: 'How to withdraw',
        points: [
          'Every email we send you has a link to withdraw your consent. Using it erases your child’s answers and results straight away; their account stays, waiting for a new consent.',
          'You can also write to us from the Contact page at any time.',
        ],
      },
    ],
    confirmAdult: 'I am 18 or older.',
    confirmGuardian: 'I am this child’s parent or legal guardian.',
    give: 'I give my consent',
  },
  {
    lang: 'hi',
    title: 'आप किस बात की अनुमति दे रहे हैं',
    sections: [
      {
        heading: 'हम क्या लेते हैं',
        points: [
          'आपके बच्चे का नाम, ईमेल, फ़ोन नंबर और जन्म तिथि, और आपका ईमेल।',
          'तीन छोटे सवालों के सेट के जवाब: उन्हें क्या पसंद है, वे कैसे काम करना पसंद करते हैं, किस चीज़ से एनर्जी मिलती है और किससे थकान होती है, और वे खुद को कौन-सा काम करते हुए देखते हैं।',
          'इन जवाबों से बने नतीजे: उनकी खूबियाँ, उनके लिए सही तीन करियर, चुने हुए करियर तक का रास्ता, और उसकी PDF।',
          'अगर पूरी रिपोर्ट खरीदी जाए, तो पेमेंट का रिकॉर्ड (कार्ड या बैंक की जानकारी कभी नहीं)।',
        ],
      },
      {
        heading: 'क्यों',
        points: [
          'सिर्फ़ आपके बच्चे को करियर गाइडेंस देने के लिए: उनके नतीजे, उनका रोडमैप और अगले स्टेप की याद दिलाने वाले ईमेल।',
          'हम कोई विज्ञापन नहीं दिखाते, डेटा नहीं बेचते, और दूसरी वेबसाइटों पर आपके बच्चे को ट्रैक नहीं करते।',
        ],
      },
      {
        heading: 'इसे कौन देखता है',
        points: [
          'आपका बच्चा, लॉग इन करके; और आप, अगर आपका बच्चा आपके साथ माता-पिता वाला पेज शेयर करे।',
          'हमारी छोटी टीम, सिर्फ़ तब जब कोई हमें मदद के लिए लिखे।',
          'Razorpay, सिर्फ़ पेमेंट के लिए ज़रूरी जानकारी; हमारी ईमेल सर्विस, सिर्फ़ वह ईमेल पता जिस पर ईमेल जाता है।',
          'अगर AI लिखने वाली सर्विस चालू हो, तो सिर्फ़ नतीजे लिखने के लिए ज़रूरी जवाब; जिन जवाबों से लगे कि बच्चा मुश्किल समय से गुज़र रहा है, वे कभी नहीं भेजे जाते।',
        ],
      },
      {
        heading: 'हम इसे कब तक रखते हैं',
        points: [
          'जब तक अकाउंट डिलीट न हो या आप अपनी अनुमति वापस न लें; तब जवाब और नतीजे तुरंत मिटा दिए जाते हैं।',
          'पेमेंट का रिकॉर्ड हमारे हिसाब-किताब के लिए रखा जाता है, बच्चे के जवाबों के बिना।',
        ],
      },
      {
        heading: 'अनुमति कैसे वापस लें',
        points: [
          'हमारे हर ईमेल में अनुमति वापस लेने का लिंक होता है। उससे बच्चे के जवाब और नतीजे तुरंत मिट जाते हैं; अकाउंट रहता है और नई अनुमति का इंतज़ार करता है।',
          'आप कभी भी संपर्क पेज से हमें लिख सकते हैं।',
        ],
      },
    ],
    confirmAdult: 'मेरी उम्र 18 साल या उससे ज़्यादा है।',
    confirmGuardian: 'मैं इस बच्चे का माता-पिता या कानूनी अभिभावक हूँ।',
    give: 'मैं अनुमति देता/देती हूँ',
  },
];

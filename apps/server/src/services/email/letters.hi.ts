import { findCatalogueCareerByTitle, hindiTitleInSentence } from '@acp/insights';
import { APP_NAME, RESET_TOKEN_TTL_MS, SIGNUP_TOKEN_TTL_MS } from '@acp/shared';
import { formatAmount } from './letters.js';
import type { Letters } from './letters.js';
import { escapeHtml } from './render.js';

const IST_DATE = new Intl.DateTimeFormat('hi-IN', {
  dateStyle: 'long',
  timeStyle: 'short',
  timeZone: 'Asia/Kolkata',
});

// The units the English wording uses (`describeDuration`): a day is "24 घंटे", as on the page.
const UNITS = [
  ['hour', 3_600_000],
  ['minute', 60_000],
  ['second', 1000],
] as const;

/** A duration as Hindi says it ("24 घंटे", "30 मिनट"): the largest whole unit. */
function duration(ms: number): string {
  const [unit, size] = UNITS.find(([, step]) => ms >= step && ms % step === 0) ?? UNITS[2];
  return new Intl.NumberFormat('hi-IN', { style: 'unit', unit, unitDisplay: 'long' }).format(
    Math.ceil(ms / size),
  );
}

const STEP_READY = {
  day2: {
    step: 'स्टेप 2',
    about: 'इसमें पूछा जाता है कि आपको किन बातों से ऊर्जा मिलती है और क्या थका देता है।',
    after: 'जवाब देते ही आपका इमोशनल मैप तैयार हो जाता है।',
  },
  day3: {
    step: 'स्टेप 3',
    about: 'यह आख़िरी स्टेप है: उस काम के बारे में कुछ सवाल, जो आप ख़ुद को करते हुए देखते हैं।',
    after: 'इसके तुरंत बाद आपका करियर ब्लूप्रिंट खुलता है, आपके लिए सबसे सही तीन करियर के साथ।',
  },
} as const;

/**
 * The product's emails in Hindi, as the app speaks it (decision 016): everyday words, "आप", the
 * English words people use written in Devanagari; the brand, names and links as they are.
 */
export const HINDI_LETTERS: Letters = {
  lang: 'hi',
  welcome: ({ name, step1Link, unlockDelayMs }) => ({
    subject: `${APP_NAME} में आपका स्वागत है, ${name}`,
    title: `${APP_NAME} में आपका स्वागत है`,
    greeting: `नमस्ते ${name},`,
    blocks: [
      {
        kind: 'p',
        text: `आपके सफ़र में तीन छोटे स्टेप हैं, और हर स्टेप पिछले स्टेप के ${duration(unlockDelayMs)} बाद खुलता है:`,
      },
      {
        kind: 'list',
        items: [
          'स्टेप 1: आप किस चीज़ में स्वाभाविक रूप से अच्छे हैं और आपको कैसे काम करना पसंद है।',
          'स्टेप 2: आपको किन बातों से ऊर्जा मिलती है और क्या थका देता है।',
          'स्टेप 3: वह काम जो आप ख़ुद को करते हुए देखते हैं; फिर आपका करियर ब्लूप्रिंट, आपके लिए सबसे सही तीन करियर के साथ।',
        ],
      },
      { kind: 'p', text: 'हर स्टेप छोटे सवालों का एक सेट है। कोई जवाब सही या ग़लत नहीं होता।' },
      { kind: 'p', only: 'text', text: `स्टेप 1 यहाँ से शुरू करें:\n${step1Link}` },
      { kind: 'button', link: step1Link, label: 'स्टेप 1 शुरू करें' },
      { kind: 'p', text: 'अगला स्टेप खुलते ही हम आपको ईमेल करेंगे।' },
    ],
  }),
  stepReady: ({ name, day, stepLink }) => {
    const { step, about, after } = STEP_READY[day];
    return {
      subject: `आपका ${step} खुल गया है`,
      title: `आपका ${step} खुल गया है`,
      greeting: `नमस्ते ${name},`,
      blocks: [
        { kind: 'p', text: `${APP_NAME} पर आपके सफ़र का ${step} अब खुल गया है। ${about}` },
        { kind: 'p', text: after },
        { kind: 'p', only: 'text', text: `${step} खोलें:\n${stepLink}` },
        { kind: 'button', link: stepLink, label: `${step} खोलें` },
      ],
    };
  },
  finishSignup: ({ name, link }) => ({
    subject: `${APP_NAME} पर साइन अप पूरा करें`,
    title: 'बस एक क़दम बाकी',
    greeting: `नमस्ते ${name},`,
    blocks: [
      {
        kind: 'p',
        text: `${APP_NAME} पर साइन अप पूरा करने के लिए यह लिंक खोलें। यह एक ही बार, ${duration(SIGNUP_TOKEN_TTL_MS)} के अंदर काम करता है:`,
      },
      { kind: 'p', only: 'text', text: link },
      { kind: 'button', link, label: 'साइन अप पूरा करें' },
      { kind: 'p', only: 'html', text: `या यह लिंक कॉपी करें: ${link}` },
      {
        kind: 'p',
        text: 'अगर आपने साइन अप नहीं किया, तो इस ईमेल को छोड़ दें: इस लिंक के बिना कोई अकाउंट नहीं बनता।',
      },
    ],
  }),
  signupAttempt: ({ name, login, forgot, hasPassword }) => ({
    subject: `किसी ने आपके ईमेल से ${APP_NAME} पर साइन अप करने की कोशिश की`,
    title: 'आपका अकाउंट पहले से है',
    greeting: `नमस्ते ${name},`,
    blocks: [
      {
        kind: 'p',
        text: `किसी ने, शायद आपने ही, अभी इस ईमेल से ${APP_NAME} पर साइन अप करने की कोशिश की। ${
          hasPassword
            ? 'आपका अकाउंट पहले से है: अपने पासवर्ड से लॉग इन करें, या भूल गए हों तो नया पासवर्ड चुनें।'
            : 'आपका अकाउंट पहले से है, जो Google से बना था: "Google से आगे बढ़ें" से लॉग इन करें, या "पासवर्ड भूल गए?" से पासवर्ड बना लें।'
        }`,
      },
      { kind: 'p', only: 'text', text: `लॉग इन: ${login}\nपासवर्ड भूल गए: ${forgot}` },
      { kind: 'button', link: login, label: 'लॉग इन करें' },
      {
        kind: 'p',
        only: 'html',
        text: 'पासवर्ड भूल गए?',
        html: `<a href="${escapeHtml(forgot)}">पासवर्ड भूल गए?</a>`,
      },
      {
        kind: 'p',
        text: 'अगर यह आप नहीं थे, तो इस ईमेल को छोड़ दें: आपके अकाउंट में कुछ नहीं बदला है।',
      },
    ],
  }),
  resetPassword: ({ name, link }) => ({
    subject: `अपना ${APP_NAME} पासवर्ड बदलें`,
    title: 'नया पासवर्ड चुनें',
    greeting: `नमस्ते ${name},`,
    blocks: [
      {
        kind: 'p',
        text: 'हमें आपका पासवर्ड बदलने की रिक्वेस्ट मिली है। नया पासवर्ड चुनने के लिए यह लिंक खोलें:',
      },
      { kind: 'p', only: 'text', text: link },
      { kind: 'button', link, label: 'पासवर्ड बदलें' },
      { kind: 'p', only: 'html', text: `या यह लिंक कॉपी करें: ${link}` },
      {
        kind: 'p',
        text: `यह लिंक एक ही बार काम करता है और ${duration(RESET_TOKEN_TTL_MS)} में बंद हो जाता है। अगर आपने यह नहीं माँगा, तो इस ईमेल को छोड़ दें: आपका पासवर्ड वही रहेगा।`,
      },
    ],
  }),
  passwordChanged: ({ name, appUrl }) => ({
    subject: `आपका ${APP_NAME} पासवर्ड बदल दिया गया`,
    title: 'आपका पासवर्ड बदल दिया गया',
    greeting: `नमस्ते ${name},`,
    blocks: [
      { kind: 'p', text: 'आपका पासवर्ड अभी बदला गया है, और हर डिवाइस से लॉग आउट कर दिया गया है।' },
      {
        kind: 'p',
        text: `अगर यह आपने किया, तो ${appUrl} पर फिर से लॉग इन करें। अगर आपने नहीं किया, तो लॉग इन वाले पेज से तुरंत पासवर्ड बदलें और हमसे संपर्क करें।`,
        html: `अगर यह आपने किया, तो <a href="${escapeHtml(appUrl)}">फिर से लॉग इन करें</a>। अगर आपने नहीं किया, तो लॉग इन वाले पेज से तुरंत पासवर्ड बदलें और हमसे संपर्क करें।`,
      },
    ],
  }),
  receipt: ({ name, facts, roadmap, refunds }) => {
    // The catalogue's Hindi name of the career chosen, where it has one.
    const titleHi = facts.career ? findCatalogueCareerByTitle(facts.career)?.titleHi : undefined;
    const career = titleHi ? hindiTitleInSentence(titleHi) : facts.career;
    const roadmapLine = career
      ? `${career} के लिए आपका रोडमैप अब खुल गया है:`
      : 'अपने ब्लूप्रिंट पर एक करियर चुनें, आपका रोडमैप तुरंत खुल जाएगा:';
    return {
      subject: `आपके ${APP_NAME} पेमेंट की रसीद`,
      title: 'पेमेंट की रसीद',
      greeting: `नमस्ते ${name},`,
      blocks: [
        {
          kind: 'p',
          text: 'धन्यवाद: आपका पेमेंट हो गया है और आपकी पूरी रिपोर्ट खुल गई है। इस ईमेल को अपनी रसीद के तौर पर रखें।',
        },
        {
          kind: 'rows',
          rows: [
            ['चुकाई गई रकम', formatAmount(facts.amount, facts.currency)],
            ['तारीख़', `${IST_DATE.format(facts.paidAt)} (भारतीय समय)`],
            ['किसके लिए', 'पूरी रिपोर्ट: विस्तार से रोडमैप और करियर PDF (एक ही बार का पेमेंट)'],
            ['ऑर्डर आईडी', facts.orderId],
            ['पेमेंट आईडी', facts.paymentId],
          ],
        },
        { kind: 'p', only: 'html', text: roadmapLine },
        { kind: 'p', only: 'text', text: `${roadmapLine}\n${roadmap}` },
        {
          kind: 'button',
          link: roadmap,
          label: facts.career ? 'मेरा रोडमैप खोलें' : 'मेरा ब्लूप्रिंट खोलें',
        },
        {
          kind: 'p',
          text: `इस पेमेंट के बारे में कोई सवाल है, या रिफ़ंड चाहिए? हमारी रिफ़ंड पॉलिसी देखें: ${refunds}`,
          html: `इस पेमेंट के बारे में कोई सवाल है, या रिफ़ंड चाहिए? हमारी <a href="${escapeHtml(refunds)}" style="color:#4f46e5">रिफ़ंड पॉलिसी</a> देखें।`,
        },
      ],
    };
  },
  consentRequest: ({ childName, link }) => ({
    subject: `${childName} को ${APP_NAME} इस्तेमाल करने के लिए आपकी अनुमति चाहिए`,
    title: 'आपकी अनुमति चाहिए',
    greeting: 'नमस्ते,',
    blocks: [
      {
        kind: 'p',
        text: `${childName} ने ${APP_NAME} पर साइन अप किया है, जो विद्यार्थियों के लिए करियर गाइडेंस का ऐप है, और यह ईमेल अपने माता-पिता या अभिभावक के ईमेल के रूप में दिया है। उनकी उम्र 18 साल से कम है, इसलिए उनका कोई भी जवाब रखने से पहले हमें आपकी अनुमति चाहिए।`,
      },
      {
        kind: 'p',
        text: 'हम क्या जानकारी रखते हैं, क्यों, उसे कौन देखता है और कितने समय तक रखते हैं, यह पढ़ें और यहाँ अनुमति दें। यह लिंक एक ही बार, 7 दिन तक काम करता है:',
      },
      { kind: 'p', only: 'text', text: link },
      { kind: 'button', link, label: 'पढ़ें और अनुमति दें' },
      {
        kind: 'p',
        text: `अगर आप ${childName} को नहीं जानते, या अनुमति नहीं देना चाहते, तो इस ईमेल को छोड़ दें: आपकी अनुमति के बिना उनका कोई जवाब नहीं रखा जाता।`,
      },
      {
        kind: 'aside',
        lang: 'en',
        text: `${childName} has signed up to ${APP_NAME} and gave this email as a parent's or guardian's. As they are under 18, we need your consent; the link above explains everything, in English too.`,
      },
    ],
  }),
  consentGiven: ({ childName, givenAt, version, parentView }) => ({
    subject: `${childName} के लिए आपकी अनुमति दर्ज हो गई है`,
    title: 'धन्यवाद: आपकी अनुमति दर्ज हो गई है',
    greeting: 'नमस्ते,',
    blocks: [
      {
        kind: 'p',
        text: `धन्यवाद। ${childName} के ${APP_NAME} इस्तेमाल करने के लिए आपकी अनुमति ${IST_DATE.format(givenAt)} (भारतीय समय) को इसी ईमेल पते से दर्ज हुई (अनुमति का टेक्स्ट: ${version})। ${childName} अब अपने स्टेप शुरू कर सकते हैं।`,
      },
      {
        kind: 'p',
        text: `${childName} के नतीजों का आपका अपना पेज, जो उनके जवाब देने के साथ भरता जाता है: उनके लिए सही तीन करियर, भारत में उनका रास्ता, ख़र्च, एक प्लान बी और साथ बैठकर बात करने के लिए सवाल। उनकी भावनाओं से जुड़े जवाब इसमें तभी दिखते हैं, जब वे ख़ुद दिखाना चुनें।`,
      },
      { kind: 'p', only: 'text', text: parentView },
      { kind: 'button', link: parentView, label: `${childName} का पेज खोलें` },
    ],
  }),
  consentWithdrawn: ({ childName }) => ({
    subject: `${childName} के लिए आपकी अनुमति वापस ले ली गई है`,
    title: 'अनुमति वापस ले ली गई',
    greeting: 'नमस्ते,',
    blocks: [
      {
        kind: 'p',
        text: `आपके कहे अनुसार ${childName} के लिए आपकी अनुमति वापस ले ली गई है, और ${APP_NAME} पर उनके जवाब और नतीजे मिटा दिए गए हैं। उनका अकाउंट बना रहेगा, पर जब तक कोई माता-पिता या अभिभावक फिर से अनुमति न दें, कुछ भी नया नहीं रखा जाएगा।`,
      },
    ],
  }),
  reminderFooter: (unsubscribe) => ({
    text: ['', '--', `ये याद दिलाने वाले ईमेल नहीं चाहिए? यहाँ बंद करें: ${unsubscribe}`],
    html: `<br>ये याद दिलाने वाले ईमेल नहीं चाहिए? <a href="${escapeHtml(unsubscribe)}" style="color:#6b7280">इन्हें बंद करें</a>।`,
  }),
  withdrawFooter: (withdraw) => ({
    text: ['', '--', `अपनी अनुमति कभी भी वापस लेने के लिए (इससे जवाब और नतीजे मिट जाते हैं): ${withdraw}`],
    html: `<br>अपनी अनुमति कभी भी वापस लेने के लिए (इससे जवाब और नतीजे मिट जाते हैं), <a href="${escapeHtml(withdraw)}" style="color:#6b7280">यह लिंक खोलें</a>।`,
  }),
};

import { z } from 'zod';
import type { Locale } from '../i18n/locales.js';

/**
 * Free helplines in India, shown with every result of a person whose answers suggested they may
 * be struggling. Each entry names where its number was confirmed, and when.
 */
export const HELPLINES = [
  {
    name: 'Tele-MANAS',
    detail: 'Free, 24×7, in many Indian languages',
    numbers: [
      { label: '14416', tel: '14416' },
      { label: '1-800-891-4416', tel: '18008914416' },
    ],
    source: 'Ministry of Health and Family Welfare, Lok Sabha written replies, 2025',
  },
  {
    name: 'KIRAN',
    detail: 'Free mental health helpline',
    numbers: [{ label: '1800-599-0019', tel: '18005990019' }],
    source: 'Ministry of Social Justice and Empowerment, PIB release of 4 September 2020',
  },
] as const;

/** India's single emergency number (ERSS), for immediate danger. */
export const EMERGENCY_NUMBER = {
  label: '112',
  tel: '112',
  source: 'Emergency Response Support System, Ministry of Home Affairs',
} as const;

const text = z.string().min(1);

/** The calm support note that travels inside a result when an answer suggested distress. */
export const supportNoticeSchema = z.object({
  heading: text,
  message: text,
  helplines: z
    .array(
      z.object({
        name: text,
        detail: text,
        numbers: z.array(z.object({ label: text, tel: z.string().regex(/^\d+$/) })).min(1),
      }),
    )
    .min(1),
  emergency: z.object({ text, label: text, tel: z.string().regex(/^\d+$/) }),
});
export type SupportNotice = z.infer<typeof supportNoticeSchema>;

/** The one support notice: the same words wherever a result is shown (web, PDF). */
export const SUPPORT_NOTICE: SupportNotice = {
  heading: 'You don’t have to figure everything out alone',
  message:
    'Thinking about the future can feel heavy at times. Talking with someone you trust, such as a friend, a family member or a teacher, often helps. If you would like to talk to a trained counsellor, these helplines are free and confidential:',
  helplines: HELPLINES.map(({ name, detail, numbers }) => ({
    name,
    detail,
    numbers: numbers.map(({ label, tel }) => ({ label, tel })),
  })),
  emergency: {
    text: 'If you or someone near you is in immediate danger, call the emergency number',
    label: EMERGENCY_NUMBER.label,
    tel: EMERGENCY_NUMBER.tel,
  },
};

/** What each helpline offers, in Hindi, by its name (the names and numbers stay as they are). */
const HELPLINE_DETAILS_HI: Readonly<Record<(typeof HELPLINES)[number]['name'], string>> = {
  'Tele-MANAS': 'मुफ़्त, 24×7, कई भारतीय भाषाओं में',
  KIRAN: 'मुफ़्त मेंटल हेल्थ हेल्पलाइन',
};

/** `SUPPORT_NOTICE` in Hindi: the same helplines and numbers, the words around them in Hindi. */
const SUPPORT_NOTICE_HI: SupportNotice = {
  heading: 'सब कुछ अकेले सुलझाना ज़रूरी नहीं है',
  message:
    'आगे के बारे में सोचना कभी-कभी भारी लग सकता है। किसी भरोसेमंद इंसान से — जैसे किसी दोस्त, घर के किसी सदस्य या टीचर से — बात करने से अक्सर मदद मिलती है। अगर आप किसी प्रशिक्षित काउंसलर से बात करना चाहें, तो ये हेल्पलाइन मुफ़्त हैं और यहाँ आपकी बात गुप्त रखी जाती है:',
  helplines: SUPPORT_NOTICE.helplines.map((line) => ({
    ...line,
    detail: HELPLINE_DETAILS_HI[line.name as keyof typeof HELPLINE_DETAILS_HI] ?? line.detail,
  })),
  emergency: {
    ...SUPPORT_NOTICE.emergency,
    text: 'अगर आप या आपके आसपास कोई तुरंत ख़तरे में हो, तो इमरजेंसी नंबर पर कॉल करें',
  },
};

/** The support notice in the person's language (decision 016); English unless asked. */
export function supportNotice(locale: Locale = 'en'): SupportNotice {
  return locale === 'hi' ? SUPPORT_NOTICE_HI : SUPPORT_NOTICE;
}

/**
 * Said in a result when the answers carry too little to go on (most choices skipped, free text
 * like "idk"): what we could and could not tell, and what would help.
 */
export const lowSignalNoteSchema = z.object({
  heading: text,
  message: text,
  tips: z.array(text).min(1),
});
export type LowSignalNote = z.infer<typeof lowSignalNoteSchema>;

/** How sure the engine is of a result: `low` when the answers carried too little signal. */
export const resultConfidenceSchema = z.enum(['normal', 'low']);
export type ResultConfidence = z.infer<typeof resultConfidenceSchema>;

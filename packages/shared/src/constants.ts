/** Limits and business constants shared by the server and the web app. */

export const APP_NAME = 'AI Career Path';

export const NAME_MIN = 3;
export const NAME_MAX = 80;
export const EMAIL_MAX = 254;
/** The spec's login rule; real passwords are at least PASSWORD_MIN (product.md §10). */
export const LOGIN_PASSWORD_MIN = 6;
export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 128;
export const CONTACT_MIN = 10;
export const CONTACT_MAX = 20;

/** Password-reset links expire after 30 minutes. */
export const RESET_TOKEN_TTL_MS = 30 * 60 * 1000;
/** The link that finishes a signup works for a day (it proves the address, decision 015). */
export const SIGNUP_TOKEN_TTL_MS = 24 * 60 * 60 * 1000;

/** Paid plan: ₹499, decided by the server only. */
export const PRICE_PAISE = 49_900;
export const CURRENCY = 'INR';
export const PRICE_LABEL = '₹499';

/** Programme length and derived progress (product.md §9). */
export const JOURNEY_DAYS = ['day1', 'day2', 'day3'] as const;
export type JourneyDay = (typeof JOURNEY_DAYS)[number];

/** Toasts close after 5 s (product.md §9). */
export const TOAST_AUTO_CLOSE_MS = 5000;
/** Mobile layout below this width (product.md §9). */
export const MOBILE_BREAKPOINT_PX = 768;

/** The youngest age the service accepts, and the age from which no parent's consent is needed. */
export const MIN_AGE = 13;
export const ADULT_AGE = 18;

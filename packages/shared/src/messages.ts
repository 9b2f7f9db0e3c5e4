import { RESET_TOKEN_TTL_MS, SIGNUP_TOKEN_TTL_MS } from './constants.js';
import { describeDuration } from './duration.js';

/** The product's texts for validation and errors (product.md §5, §8; product.md §10 where it deviates). */
export const messages = {
  nameMin: 'Username must be at least 3 characters',
  nameMax: 'Username must be at most 80 characters',
  emailInvalid: 'Please enter a valid email',
  emailInvalidForgot: 'Please enter a valid email address',
  loginPasswordMin: 'Password must be at least 6 characters',
  passwordMin: 'Password must be at least 8 characters',
  passwordMax: 'Password must be at most 128 characters',
  passwordCommon:
    'This password is too common or has appeared in a data breach. Please choose a less guessable one: a few unrelated words work well.',
  passwordsDontMatch: "Passwords don't match",
  contactMin: 'Contact number must be at least 10 characters',
  contactMax: 'Contact number must be at most 20 characters',
  contactInvalid: 'Contact number may contain only digits, spaces, +, -, ( and )',
  answerRequired: 'Answer is required',

  loginToTakeTest: 'Please login to take the test.',
  loginToAccess: 'Please login to access this page',
  loginSuccessful: 'Login successful',
  logoutSuccessful: 'Logout successful',
  signupSuccessful: 'Welcome to AI Career Path! Your account is ready.',
  invalidCredentials: 'Invalid email or password',
  emailTaken: 'An account with this email already exists. Please log in instead.',
  localeSaved: 'Language saved',
  signupCheckEmail:
    'Check your email to continue: we have sent the next step to that address. Open the link in it on this device.',
  signupLinkInvalid: `This signup link is invalid, already used or older than ${describeDuration(SIGNUP_TOKEN_TTL_MS)}. Please sign up again.`,
  notLoggedIn: 'Please login to continue',
  forgotSent: `If an account exists for this email, we have sent a link to reset your password. It is valid for ${describeDuration(RESET_TOKEN_TTL_MS)}.`,
  resetDone: 'Your password has been reset. Please log in with your new password.',
  resetInvalid: 'This reset link is invalid or has expired. Please request a new one.',
  tooManyRequests: 'Too many attempts. Please wait a moment and try again.',
  accountBackOff:
    'Too many wrong passwords for this account. Please try again in {minutes}, or reset your password with "Forgot password?".',
  csrfRejected: 'This request was refused because it did not come from the AI Career Path app.',
  notFound: 'Not found',
  badUrl: 'The request address is not valid.',
  nulInBody: 'Text in the request may not contain NUL characters.',
  internal: 'Something went wrong on our side. Please try again.',
  unavailable: 'The service is temporarily unavailable. Please try again shortly.',
  googleFailed: 'Google sign-in failed. Please try again.',
  googleNotConfigured: 'Google sign-in is not available.',
  googleEmailUnverified:
    'Google has not verified this email address, so we cannot use it to sign you in. Please verify it with Google, or sign up with your email and a password.',
  somethingWentWrong: 'Something went wrong. Please try again.',

  completeStep1Form: 'Please complete Step 1 form first.',
  completeStep2Form: 'Please complete Step 2 form first.',
  completeStep3Form: 'Please complete Step 3 form first.',
  completeStep1: 'Please complete Step 1 first.',
  completeStep2: 'Please complete Step 2 first.',
  checkAccessFailed: 'Something went wrong while checking access.',
  selectCareerFirst: 'Please select a career from your blueprint first.',
  stageSaved: 'Saved. Your roadmap now starts from where you are.',
  remindersOn: 'Reminder emails are on: we will tell you when each next step is ready.',
  remindersOff: 'Reminder emails are off. You can turn them on again in your profile.',
  unsubscribeInvalid: 'This link is not valid. You can turn reminders off in your profile.',
  generateBlueprintFirst: 'Please generate your career blueprint first.',
  careerNotInBlueprint: 'Please choose one of the careers in your latest blueprint.',
  careerUnknown: 'We do not know this career. Please choose one from the list.',
  careerSelected: 'Career selected successfully!',
  step1Submitted: 'Congratulations! Step 1 form has been submitted successfully.',
  step2Submitted: 'Congratulations! Step 2 form has been submitted successfully.',
  step3Submitted: 'Congratulations! Step 3 form has been submitted successfully.',
  // The same, without the cheer, for someone whose words read heavy (decision 019).
  step1SubmittedQuietly: 'Step 1 form has been submitted.',
  step2SubmittedQuietly: 'Step 2 form has been submitted.',
  step3SubmittedQuietly: 'Step 3 form has been submitted.',
  checkInThanks: 'Thank you for telling us.',
  careerAimsSaved: 'Saved. Your blueprint will look at the careers you picked.',
  careerAimsNotSure: 'Saved. You can pick careers any time from your hub.',
  careerAimsBlueprintUpdated:
    'Saved. Your blueprint has been made again with the careers you picked.',
  careerAimsMax: 'Pick at most 3 careers.',
  careerAimsTwice: 'Pick each career once.',
  careerAimsUnknown: 'We do not know one of these careers. Please choose careers from the list.',

  dateOfBirthRequired: 'Please enter your date of birth',
  dateOfBirthInvalid: 'Please enter a real date of birth',
  tooYoung:
    'AI Career Path is for students aged 13 and over. We would love to help you once you turn 13; until then, a teacher or your school counsellor is a great person to talk to about what you enjoy.',
  parentEmailRequired: "As you are under 18, please give your parent's or guardian's email",
  parentEmailSame: "Please give your parent's or guardian's own email, not yours",
  ageRequired: 'Please tell us your date of birth before you start this step.',
  ageSaved: 'Thank you. You can start now.',
  ageAlreadyGiven: 'Your date of birth is already saved. Write to us if it needs correcting.',
  consentRequired:
    "Your parent's or guardian's OK is needed before you start. We have emailed them a link.",
  consentSent: 'We have emailed your parent or guardian a new link.',
  consentResendWait:
    'We sent it a moment ago. Please give it a couple of minutes before sending it again.',
  consentResendLimit:
    'That is enough emails for today. Ask your parent to look in their spam folder, or try again tomorrow.',
  consentNotWaiting: "Your parent's OK is not needed now.",
  consentLinkInvalid:
    'This link has expired or has already been used. Your child can send a new one from AI Career Path.',
  consentVersionOld:
    'This page has changed since you opened it. Please reload it and read it again.',
  consentGiven: 'Thank you. Your consent is recorded, and your child can start now.',
  withdrawLinkInvalid:
    'This link is not valid. Please write to us from the Contact page and we will help.',
  consentWithdrawn:
    "Your consent is withdrawn, and your child's answers and results have been erased.",
  consentAlreadyWithdrawn: 'Your consent was already withdrawn.',
  parentViewInvalid:
    'This link is not active any more. Ask your child to share a new one from AI Career Path.',
  parentViewNone: 'You are not sharing a page with a parent right now.',
  parentViewMade: 'Your parent link is ready. A new link ends the one before.',
  parentViewStopped: 'Your parent link is switched off. It no longer opens.',
  parentViewSaved: 'Saved.',
  paymentRequired:
    'The deep roadmap and career PDF are part of the full report. Unlock it for ₹499 to continue.',
  paymentDone: 'Your full report is unlocked. Enjoy your roadmap!',
  paymentPending: 'Unlock the full report for ₹499 to get your deep roadmap and career PDF.',
  paymentVerifyFailed:
    'We could not verify this payment. If money was debited, contact us and we will sort it out.',
  paymentOrderUnknown: 'This payment order was not found. Please start the payment again.',
  paymentFailed: 'The payment did not go through. No money was taken; you can try again.',
  paymentProviderFailed:
    'The payment service is not answering right now. Please try again in a minute.',
  parentPaymentDone: 'Thank you! The full report is unlocked, and a receipt has been emailed.',
  paymentAlreadyDone: 'This full report is already unlocked. Nothing more to pay.',
  payLinkInvalid:
    'This payment link has expired or has been replaced by a newer one. Please ask for a new link.',
  pdfGenerated: 'PDF generated successfully!',
  pdfFailed: 'Failed to generate PDF.',
  pdfMissing: 'No Career PDF available for download.',
  openRoadmapFirst: 'Please open your deep roadmap first, then generate the PDF.',

  contactNameRequired: 'Please enter your full name',
  contactNameMax: 'Name must be at most 100 characters',
  contactPhoneInvalid: 'Please enter a valid phone number (at least 10 digits)',
  contactInquiryInvalid: 'Please choose an inquiry type',
  contactMessageMin: 'Please write a message of at least 10 characters',
  contactMessageMax: 'Message must be at most 2000 characters',
  contactSent: "Thanks for reaching out! We'll reply within 24-48 hours.",

  deleteEmailMismatch: 'Please type the email address of your account to confirm.',
  deletePasswordWrong: 'The password is not correct.',
  accountDeleted: 'Your account and all your data have been deleted.',

  // Filled in by the functions below; the web app finds them by their pattern to word them.
  stepTooEarly: 'Step {step} will be available after {delay} of Step {previous} submission.',
  alreadySubmitted:
    'You have already submitted Step {step}. Your answers are saved and cannot be changed.',
} as const;

const stepNumbers = { day1: 1, day2: 2, day3: 3 } as const;

/** "Step 2 will be available after 1 minute of Step 1 submission." (product.md §10 for Step 3). */
export function stepTooEarlyMessage(day: 'day2' | 'day3', delayWords: string): string {
  const step = stepNumbers[day];
  return messages.stepTooEarly
    .replace('{step}', String(step))
    .replace('{delay}', delayWords)
    .replace('{previous}', String(step - 1));
}

/** Refusal of a second submission of the same step; the first one stays. */
export function alreadySubmittedMessage(day: 'day1' | 'day2' | 'day3'): string {
  return messages.alreadySubmitted.replace('{step}', String(stepNumbers[day]));
}

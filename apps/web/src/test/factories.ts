import type { PublicUser } from '@acp/shared';

/** A user as the API presents it; override what a test cares about. */
export function buildUser(overrides: Partial<PublicUser> = {}): PublicUser {
  return {
    name: 'Asha Verma',
    email: 'asha@example.com',
    contact: '+91 98765 43210',
    avatar: { url: null },
    quesAns: { day1: [], day2: [], day3: [] },
    day1response: [],
    day2response: [],
    careerResponse: [],
    selectedCareer: [],
    chosenCareer: null,
    carrerPdfUrl: null,
    isPaymentDone: false,
    hasPassword: true,
    showSupportCard: false,
    ...overrides,
  };
}

/** A fetch Response carrying a JSON body. */
export function jsonResponse(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });
}

import type { PublicUser } from '@acp/shared';
import type { UserRow } from '../db/schema.js';

/** The spec's user object; never a hash, token or another table's internal id. */
export function presentUser(user: UserRow): PublicUser {
  return {
    name: user.name,
    email: user.email,
    contact: user.contact,
    avatar: { url: user.avatarUrl },
    quesAns: { day1: [], day2: [], day3: [] },
    day1response: [],
    day2response: [],
    careerResponse: [],
    selectedCareer: [],
    carrerPdfUrl: null,
    isPaymentDone: user.isPaymentDone,
    hasPassword: user.passwordHash !== null,
  };
}

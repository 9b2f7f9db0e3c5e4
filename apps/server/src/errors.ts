import type { ErrorCode } from '@acp/shared';
import { messages } from '@acp/shared';

/** An error meant for the client: status, stable code and a human message. */
export class AppError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: ErrorCode,
    message: string,
    readonly fields?: Record<string, string>,
  ) {
    super(message);
    this.name = 'AppError';
  }
}

export const errors = {
  validation: (message: string, fields?: Record<string, string>) =>
    new AppError(400, 'validation_error', message, fields),
  unauthorized: (message: string = messages.notLoggedIn) =>
    new AppError(401, 'unauthorized', message),
  invalidCredentials: () => new AppError(401, 'invalid_credentials', messages.invalidCredentials),
  forbidden: (message: string) => new AppError(403, 'forbidden', message),
  csrf: () => new AppError(403, 'csrf_rejected', messages.csrfRejected),
  notFound: (message: string = messages.notFound) => new AppError(404, 'not_found', message),
  conflict: (message: string) => new AppError(409, 'conflict', message),
  invalidToken: (message: string) => new AppError(400, 'invalid_token', message),
  paymentRequired: (message: string) => new AppError(402, 'payment_required', message),
  tooEarly: (message: string) => new AppError(403, 'too_early', message),
  stepIncomplete: (message: string) => new AppError(403, 'step_incomplete', message),
  ageRequired: () => new AppError(403, 'age_required', messages.ageRequired),
  consentRequired: () => new AppError(403, 'parental_consent_required', messages.consentRequired),
  gone: (message: string) => new AppError(410, 'invalid_token', message),
  rateLimited: () => new AppError(429, 'rate_limited', messages.tooManyRequests),
  rateLimitedWith: (message: string) => new AppError(429, 'rate_limited', message),
  badGateway: (message: string) => new AppError(502, 'bad_gateway', message),
  unavailable: () => new AppError(503, 'service_unavailable', messages.unavailable),
};

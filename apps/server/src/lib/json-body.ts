import { messages } from '@acp/shared';
import { AppError, errors } from '../errors.js';

/**
 * Parses a JSON request body. PostgreSQL text and jsonb cannot hold U+0000, so a body that
 * carries it (escaped as `\u0000`, in a value or a key) is refused here as a client error
 * rather than failing later as a database error.
 */
export function parseJsonBody(text: string): unknown {
  let parsed: unknown;
  try {
    parsed = JSON.parse(text, (key, value: unknown) => {
      if (key.includes('\u0000') || (typeof value === 'string' && value.includes('\u0000'))) {
        throw errors.validation(messages.nulInBody);
      }
      return value;
    });
  } catch (error) {
    if (error instanceof AppError) throw error;
    throw errors.validation('The request body is not valid JSON.');
  }
  return parsed;
}

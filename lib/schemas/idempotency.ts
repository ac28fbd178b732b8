import { z } from 'zod';
import { IDEMPOTENCY_HEADER } from '../idempotency';
import { secretText } from './text';

export { IDEMPOTENCY_HEADER };

export const IDEMPOTENCY_KEY_MESSAGE = 'The Idempotency-Key header must be 8 to 100 letters, digits, - or _.';

/**
 * One key per checkout or top-up a person means: the page makes it (a random id) and sends it again
 * when the same tap is retried. Only characters that cannot smuggle anything into another key's scope.
 */
export const idempotencyKeySchema = secretText({ min: 8, max: 100, tooShort: IDEMPOTENCY_KEY_MESSAGE, tooLong: IDEMPOTENCY_KEY_MESSAGE }).regex(
  /^[A-Za-z0-9_-]+$/,
  IDEMPOTENCY_KEY_MESSAGE,
);

export const idempotencyHeaderSchema = z.object({ [IDEMPOTENCY_HEADER]: idempotencyKeySchema });

import 'server-only';
import { toAttemptView } from '../services/orders';
import type { StkStarted } from '@/lib/server/services/payments/push';
import { ok, refusal } from './api';
import { toWire } from '@/lib/api/wire';

/**
 * The answer to a request for an M-Pesa prompt: 200 when the prompt is on its way, 202 when M-Pesa
 * did not answer but a prompt may still appear (the page keeps watching), 502 when it was refused.
 */
export function stkResponse(started: StkStarted): Response {
  const data = toWire({ attempt: toAttemptView(started.attempt) });
  if (started.sent) return ok(data, started.message);
  if (started.attempt.status === 'pending') return ok(data, started.message, { status: 202 });
  if (started.refused) return refusal(started.refused, { data });
  return ok(data, started.message);
}

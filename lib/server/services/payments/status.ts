import 'server-only';
import { eq, or } from 'drizzle-orm';
import type { PaymentStatusView } from '@/lib/order-view';
import { orders, paymentAttempts } from '@/lib/server/db/schema';
import { toAttemptView } from '@/lib/server/services/orders';
import type { PaymentDeps } from './push';
import { DEFAULT_RECONCILE, refreshAttempt, type ReconcileSettings } from './reconciler';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * Where a payment stands, for its owner (or staff), by CheckoutRequestID or attempt id. A push that is
 * due for a check is queried first, so a dropped callback shows up while the farmer watches.
 */
export async function paymentStatus(
  deps: PaymentDeps,
  id: string,
  viewer: { uid: string; staff: boolean },
  settings: ReconcileSettings = DEFAULT_RECONCILE,
): Promise<PaymentStatusView | null> {
  const find = async () => {
    const [row] = await deps.db
      .select()
      .from(paymentAttempts)
      .where(UUID.test(id) ? or(eq(paymentAttempts.id, id), eq(paymentAttempts.checkoutRequestId, id)) : eq(paymentAttempts.checkoutRequestId, id));
    return row && (row.userUid === viewer.uid || viewer.staff) ? row : null;
  };
  let attempt = await find();
  if (!attempt) return null;
  if ((await refreshAttempt(deps, attempt, settings)) !== 'skipped') attempt = (await find()) ?? attempt;
  let order: PaymentStatusView['order'] = null;
  if (attempt.orderId) {
    const [row] = await deps.db
      .select({ id: orders.id, status: orders.status, paymentStatus: orders.paymentStatus })
      .from(orders)
      .where(eq(orders.id, attempt.orderId));
    order = row ?? null;
  }
  return { attempt: toAttemptView(attempt), order };
}

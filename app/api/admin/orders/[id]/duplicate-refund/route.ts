import { formatKes } from '@/lib/format';
import { orderIdSchema } from '@/lib/schemas/order';
import { requireStaff } from '@/lib/server/auth/current-user';
import { getDb } from '@/lib/server/db/client';
import { apiHandler, ok, parseWith } from '@/lib/server/http/api';
import { refundDuplicateOrder, type DuplicateRefund } from '@/lib/server/services/admin/duplicate-orders';

export const dynamic = 'force-dynamic';

/** What staff read after the click. */
function said(result: DuplicateRefund): string {
  switch (result.outcome) {
    case 'refunded':
      return `Cancelled and ${formatKes(result.refundedCents)} refunded to the customer’s wallet. They keep order ${result.first}.`;
    case 'already_done':
      return 'This order was already cancelled or refunded. Nothing more was done.';
    case 'not_a_double':
      return 'No earlier paid order of the same purchase is left, so this one is not a double any more. Nothing was refunded.';
    case 'too_late':
      return 'This order is already being prepared or on its way: it cannot be cancelled here. Open it to refund by hand.';
  }
}

/**
 * POST /api/admin/orders/{id}/duplicate-refund: staff's one click on a double USSD order paid twice
 * (placed and paid twice before intent keys held it to one): cancelled, its stock back, all it was paid back in the wallet, once.
 */
export const POST = apiHandler('admin.orders.duplicateRefund', async (request, { params }: { params: Promise<{ id: string }> }) => {
  const db = getDb();
  const { identity } = await requireStaff(request, db);
  const orderId = parseWith(orderIdSchema, (await params).id);
  const result = await refundDuplicateOrder(db, { orderId, actor: identity.uid });
  return ok(result, said(result));
});

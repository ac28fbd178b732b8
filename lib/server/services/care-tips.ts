import 'server-only';
import { and, eq, gte, max } from 'drizzle-orm';
import { CARE_TIPS_LAST_DAY, careTipDue, careTipHour } from '@/lib/care-tips';
import { daysBetween, nairobiToday } from '@/lib/growing';
import type { Clock } from '../clock';
import type { Db } from '../db/client';
import { orderEvents, orders } from '../db/schema';
import { queueOrderSms } from '../sms/outbox';

/**
 * Queues the care tip due today for each delivered order whose farmer said yes at checkout. Each tip
 * is queued once per order (the outbox's key), in the farmer's language, and not at all once they
 * texted STOP (queueOrderSms). Cheap when nothing is due, so it runs with every reconcile round.
 */
export async function careTipsRound(db: Db, clock: Clock): Promise<number> {
  const now = clock.now();
  if (!careTipHour(now)) return 0;
  const today = nairobiToday(now);
  const since = new Date(now.getTime() - (CARE_TIPS_LAST_DAY + 1) * 86_400_000);
  const delivered = await db
    .select({ id: orders.id, deliveredAt: max(orderEvents.createdAt) })
    .from(orders)
    .innerJoin(orderEvents, and(eq(orderEvents.orderId, orders.id), eq(orderEvents.toStatus, 'delivered')))
    .where(and(eq(orders.careTips, true), eq(orders.status, 'delivered'), gte(orderEvents.createdAt, since)))
    .groupBy(orders.id)
    .limit(1000);
  let queued = 0;
  for (const o of delivered) {
    const tip = o.deliveredAt && careTipDue(daysBetween(nairobiToday(o.deliveredAt), today));
    if (tip && (await queueOrderSms(db, o.id, tip))) queued += 1;
  }
  return queued;
}

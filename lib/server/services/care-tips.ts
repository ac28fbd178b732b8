import 'server-only';
import { and, eq, gte, inArray, max } from 'drizzle-orm';
import { CARE_TIPS_LAST_DAY, careTipDue, careTipHour } from '@/lib/care-tips';
import { daysBetween, nairobiToday } from '@/lib/growing';
import type { Clock } from '../clock';
import type { Db } from '../db/client';
import { orderEvents, orders, smsOutbox } from '../db/schema';
import { orderSmsKey, queueOrderSms } from '../sms/outbox';

/**
 * Queues the care tip due today for each delivered order whose farmer said yes at checkout. Each tip
 * is queued once per order (the outbox's key), in the farmer's language, and only with the number's
 * own consent (queueOrderSms): never once the number texted STOP, and only to the owner's
 * own number (the phone's profile, or the account that confirmed it), not to a number another account
 * typed in. Cheap when nothing is due, so it runs with every reconcile round.
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
    // No limit: the window (the last tip's day, late days included) bounds it, and a cut would skip farmers' tips.
    .groupBy(orders.id);
  const due = delivered.flatMap((o) => {
    const tip = o.deliveredAt && careTipDue(daysBetween(nairobiToday(o.deliveredAt), today));
    return tip ? [{ id: o.id, tip, key: orderSmsKey(o.id, tip) }] : [];
  });
  if (due.length === 0) return 0;
  // The round runs every minute by day: tips already queued are skipped in one query, not one order at a time.
  const done = await db
    .select({ key: smsOutbox.idempotencyKey })
    .from(smsOutbox)
    .where(
      inArray(
        smsOutbox.idempotencyKey,
        due.map((d) => d.key),
      ),
    );
  const sent = new Set(done.map((d) => d.key));
  let queued = 0;
  for (const d of due) if (!sent.has(d.key) && (await queueOrderSms(db, d.id, d.tip))) queued += 1;
  return queued;
}

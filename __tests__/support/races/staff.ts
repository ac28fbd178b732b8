/**
 * The money paths of staff, jobs and gateways in the race registry: refunds, cancels,
 * adjustments, prompts sent again, payments resolved, failed batches, Paybill, the reconcile job, a
 * booking cancelled and a confirmed phone's wallet. Each sent AT_ONCE times together.
 */
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { POST as adjustRoute } from '@/app/api/admin/customers/[uid]/adjust/route';
import { POST as duplicateRefund } from '@/app/api/admin/orders/[id]/duplicate-refund/route';
import { POST as refundRoute } from '@/app/api/admin/orders/[id]/refund/route';
import { POST as resendRoute } from '@/app/api/admin/orders/[id]/resend/route';
import { POST as requeryRoute } from '@/app/api/admin/payments/[id]/requery/route';
import { POST as resolveRoute } from '@/app/api/admin/payments/[id]/resolve/route';
import { POST as failedRoute } from '@/app/api/admin/sowing/batches/[id]/failed/route';
import { POST as sowRoute } from '@/app/api/admin/sowing/batches/route';
import { POST as cancelRoute } from '@/app/api/bookings/[orderId]/cancel/route';
import { POST as reconcileRoute } from '@/app/api/jobs/reconcile/route';
import { POST as c2bRoute } from '@/app/api/payments/c2b/[secret]/[kind]/route';
import { POST as askCode } from '@/app/api/profile/phone/route';
import { POST as confirmRoute } from '@/app/api/profile/phone/confirm/route';
import { PATCH as updateOrderStatus } from '@/app/api/updateOrderStatus/route';
import { POST as walletPay } from '@/app/api/wallet/pay/route';
import { LOCAL_CRON_SECRET } from '@/lib/deployment.mjs';
import { orders, paymentAttempts } from '@/lib/server/db/schema';
import { phoneCustomerUid } from '@/lib/server/services/phone-confirmation';
import { reconcile } from '@/lib/server/services/payments/reconciler';
import { ensureCaller } from '@/lib/server/services/ussd';
import { createOrderSchema } from '@/lib/schemas/order';
import { orderSettings } from '@/lib/server/services/deps';
import { createOrder } from '@/lib/server/services/orders';
// Not a React hook, whatever its name: it sets the app's clock.
import { useClock as installClock } from '@/lib/server/services/deps';
import { systemClock } from '@/lib/server/clock';
import { startStkPayment } from '@/lib/server/services/payments/push';
import { eventually } from '../../mpesa-sandbox/support/receiver';
import type { MoneyPathName } from '../money-registry';
import { c2bBody, TEST_CALLBACK_SECRET } from '../payments-harness';
import { bodyOf, jsonRequest } from '../requests';
import { fund } from '../shop-fixtures';
import { APPROVES, atOnce, chargesOf, entriesOf, newKey, ordersOf, promptsOf, walletCents, type Race, type RaceContext } from './context';
import { booking, checkout, fromPage, none, paidOrder, params, TOMATO } from './steps';
import { orderBody } from '../shop-fixtures';

const asStaff = (ctx: RaceContext, path: string, body: unknown, method?: string) => jsonRequest(path, { cookie: ctx.staff.cookie, body, method });

/** A push M-Pesa never answers, sent to review by the reconciler's ten-minute limit. */
async function attemptUnderReview(ctx: RaceContext) {
  const person = await ctx.farmer();
  const placed = await checkout(person, orderBody(person, [[ctx.products[1]!, 1]]));
  const phone = ctx.freshPhone();
  ctx.harness.sandbox.engine.knobs.noAnswerTimeoutMs = 60_000;
  const deps = { db: ctx.db, gateway: ctx.harness.gateway, clock: { now: () => new Date() } };
  const started = await startStkPayment(deps, { uid: person.uid, purpose: 'order', orderId: placed.body.data.id, phone });
  ctx.harness.sandbox.engine.knobs.noAnswerTimeoutMs = 200;
  await reconcile({ ...deps, clock: { now: () => new Date(Date.now() + 11 * 60_000) } });
  const [attempt] = await ctx.db.select().from(paymentAttempts).where(eq(paymentAttempts.id, started.attempt.id));
  expect(attempt?.status).toBe('needs_review');
  return { person, orderId: placed.body.data.id, attempt: attempt! };
}

export const STAFF_RACES = {
  'a booking cancelled by its farmer': async (ctx) => {
    const person = await ctx.farmer();
    const orderId = await booking(ctx, person);
    await fund(ctx.db, person.uid, 10_000_000);
    expect((await walletPay(fromPage(person, '/api/wallet/pay', { orderId, part: 'deposit' }), none)).status).toBe(200);
    const answers = await atOnce(() => cancelRoute(fromPage(person, `/api/bookings/${orderId}/cancel`, {}), params({ orderId })));
    expect(answers.filter((a) => a.status === 200)).toHaveLength(1);
    expect(await entriesOf(ctx.db, ['refund'], orderId)).toBe(1);
    expect(await walletCents(ctx.db, person.uid)).toBe(10_000_000);
  },

  'the reconcile job (expiry, bookings round, STK queries)': async (ctx) => {
    const person = await ctx.farmer();
    const placed = await checkout(person, orderBody(person, [[ctx.products[2]!, 1]]));
    // The callback is lost: only the job's STK query can tell the prompt was paid.
    ctx.harness.sandbox.engine.knobs.callbackMode = 'drop';
    try {
      const deps = { db: ctx.db, gateway: ctx.harness.gateway, clock: { now: () => new Date() } };
      await startStkPayment(deps, { uid: person.uid, purpose: 'order', orderId: placed.body.data.id, phone: APPROVES });
      await eventually(() => ctx.harness.sandbox.engine.logEntries(0, 'callback').find((e) => 'outcome' in e && e.outcome === 'dropped'), 5_000);
    } finally {
      ctx.harness.sandbox.engine.knobs.callbackMode = 'once';
    }
    const job = () => reconcileRoute(jsonRequest('/api/jobs/reconcile', { bearer: LOCAL_CRON_SECRET, body: {} }), none);
    // Half a minute on, when the job asks M-Pesa about the prompt.
    installClock({ now: () => new Date(Date.now() + 30_000) });
    try {
      await atOnce(job);
      await eventually(async () => ((await ordersOf(ctx.db, person.uid))[0]?.paymentStatus === 'paid' ? true : undefined), 10_000);
      await atOnce(job);
    } finally {
      installClock(systemClock);
    }
    expect(await chargesOf(ctx.db, placed.body.data.id)).toHaveLength(1);
    expect(await entriesOf(ctx.db, ['deposit'], placed.body.data.id)).toBe(1);
  },

  'Paybill (C2B)': async (ctx) => {
    const person = await ctx.farmer();
    const placed = await checkout(person, orderBody(person, [[ctx.products[3]!, 1]]));
    const [order] = await ctx.db.select().from(orders).where(eq(orders.id, placed.body.data.id));
    const post = (receipt: string) =>
      c2bRoute(
        jsonRequest(`/api/payments/c2b/${TEST_CALLBACK_SECRET}/confirmation`, {
          body: c2bBody(receipt, order!.reference, Math.ceil(order!.totalCents / 100)),
          origin: null,
        }),
        params({ secret: TEST_CALLBACK_SECRET, kind: 'confirmation' }),
      );
    // The same confirmation posted again and again: credited once.
    const receipt = `RC${newKey().slice(0, 8).toUpperCase()}`;
    await atOnce(() => post(receipt));
    expect(await entriesOf(ctx.db, ['deposit'], order!.id)).toBe(1);
    expect(await chargesOf(ctx.db, order!.id)).toHaveLength(1);
    // Eight more payments of the paid order at once: each is kept in the wallet, none pays it again.
    const before = await walletCents(ctx.db, person.uid);
    await atOnce((i) => post(`RD${i}${newKey().slice(0, 7).toUpperCase()}`));
    expect(await chargesOf(ctx.db, order!.id)).toHaveLength(1);
    expect(await walletCents(ctx.db, person.uid)).toBe(before + 8 * Math.ceil(order!.totalCents / 100) * 100);
  },

  'staff refund': async (ctx) => {
    const person = await ctx.farmer();
    const order = await paidOrder(ctx, person);
    const before = await walletCents(ctx.db, person.uid);
    const refund = (requestId: string) =>
      refundRoute(
        asStaff(ctx, `/api/admin/orders/${order.id}/refund`, { amount: order.totalCents / 100, reason: 'Hail damage at the nursery', requestId }),
        params({ id: order.id }),
      );
    // One click sent again and again, then clicks apart each asking for the whole: refunded once.
    const requestId = randomUUID();
    await atOnce(() => refund(requestId));
    await atOnce(() => refund(randomUUID()));
    expect(await entriesOf(ctx.db, ['refund'], order.id)).toBe(1);
    expect(await walletCents(ctx.db, person.uid)).toBe(before + order.totalCents);
  },

  'staff refund of a double USSD order (the repair)': async (ctx) => {
    // A USSD purchase paid twice, as before intent keys: the order core alone, no key.
    const phone = ctx.freshPhone();
    const uid = await ensureCaller(ctx.db, phone);
    await fund(ctx.db, uid, 1_000_000);
    const seedling = ctx.products[0]!;
    const input = createOrderSchema.parse(orderBody({ uid, email: '', cookie: '' }, [[seedling, 20]], { paymentMethod: 'wallet', phone }));
    const origin = { channel: 'ussd' as const, purchaseKey: `${phone}|${seedling.id}|20|delivery|` };
    await createOrder(ctx.db, uid, input, orderSettings(), { origin });
    const double = await createOrder(ctx.db, uid, input, orderSettings(), { origin });
    const before = await walletCents(ctx.db, uid);
    const answers = await atOnce(() =>
      duplicateRefund(asStaff(ctx, `/api/admin/orders/${double.id}/duplicate-refund`, undefined, 'POST'), params({ id: double.id })),
    );
    expect(answers.every((a) => a.status === 200)).toBe(true);
    expect(await entriesOf(ctx.db, ['refund'], double.id)).toBe(1);
    expect(await walletCents(ctx.db, uid)).toBe(before + double.totalCents);
  },

  'staff status change (cancel with refund)': async (ctx) => {
    const person = await ctx.farmer();
    const order = await paidOrder(ctx, person);
    const before = await walletCents(ctx.db, person.uid);
    const answers = await atOnce(() =>
      updateOrderStatus(asStaff(ctx, '/api/updateOrderStatus', { orderId: order.id, status: 'cancelled', note: 'Hail damage' }, 'PATCH'), none),
    );
    expect(answers.filter((a) => a.status === 200)).toHaveLength(1);
    expect(await entriesOf(ctx.db, ['refund'], order.id)).toBe(1);
    expect(await walletCents(ctx.db, person.uid)).toBe(before + order.totalCents);
  },

  'staff wallet adjustment': async (ctx) => {
    const person = await ctx.farmer();
    const requestId = randomUUID();
    await atOnce(() =>
      adjustRoute(
        asStaff(ctx, `/api/admin/customers/${person.uid}/adjust`, { amount: 150, reason: 'Change owed at the gate', requestId }),
        params({ uid: person.uid }),
      ),
    );
    expect(await walletCents(ctx.db, person.uid)).toBe(15_000);
  },

  'staff resends a prompt': async (ctx) => {
    const person = await ctx.farmer();
    const placed = await checkout(person, orderBody(person, [[ctx.products[4]!, 1]], { phone: ctx.freshPhone() }));
    await atOnce(() => resendRoute(asStaff(ctx, `/api/admin/orders/${placed.body.data.id}/resend`, {}), params({ id: placed.body.data.id })));
    expect(await promptsOf(ctx.db, { orderId: placed.body.data.id })).toHaveLength(1);
  },

  'staff resolve a payment under review': async (ctx) => {
    const { person, orderId, attempt } = await attemptUnderReview(ctx);
    const before = await walletCents(ctx.db, person.uid);
    await Promise.all([
      atOnce(() =>
        resolveRoute(
          asStaff(ctx, `/api/admin/payments/${attempt.id}/resolve`, {
            outcome: 'paid',
            reason: 'Seen on the M-Pesa statement',
            receipt: `RS${newKey().slice(0, 8)}`,
          }),
          params({ id: attempt.id }),
        ),
      ),
      atOnce(() => requeryRoute(asStaff(ctx, `/api/admin/payments/${attempt.id}/requery`, {}), params({ id: attempt.id }))),
    ]);
    expect(await entriesOf(ctx.db, ['deposit'], orderId)).toBe(1);
    expect(await chargesOf(ctx.db, orderId)).toHaveLength(1);
    expect(await walletCents(ctx.db, person.uid)).toBe(
      before + attempt.amountCents - (await ctx.db.select().from(orders).where(eq(orders.id, orderId)))[0]!.totalCents,
    );
  },

  'a sowing batch marked failed': async (ctx) => {
    const person = await ctx.farmer();
    const orderId = await booking(ctx, person);
    await fund(ctx.db, person.uid, 10_000_000);
    expect((await walletPay(fromPage(person, '/api/wallet/pay', { orderId, part: 'deposit' }), none)).status).toBe(200);
    // Trays enough for every tomato booking of the registry's races, so this one is among them.
    const sown = await sowRoute(asStaff(ctx, '/api/admin/sowing/batches', { productId: TOMATO, trays: 20 }), none);
    expect(sown.status).toBe(201);
    const batch = (await bodyOf<{ id: string }>(sown)).data;
    await atOnce(() =>
      failedRoute(asStaff(ctx, `/api/admin/sowing/batches/${batch.id}/failed`, { note: 'Damping off in the tunnel' }), params({ id: batch.id })),
    );
    expect(await entriesOf(ctx.db, ['refund'], orderId)).toBe(1);
    expect(await walletCents(ctx.db, person.uid)).toBe(10_000_000);
  },

  'a confirmed phone brings its wallet over': async (ctx) => {
    const phone = ctx.freshPhone();
    await ensureCaller(ctx.db, phone);
    await fund(ctx.db, phoneCustomerUid(phone), 30_000);
    const person = await ctx.farmer();
    expect((await askCode(fromPage(person, '/api/profile/phone', { phone }), none)).status).toBe(200);
    const sms = await eventually(() => ctx.at.inbox(phone).find((m) => m.message.startsWith('Miche: your code is')), 5_000);
    const code = /(\d{6})/.exec(sms.message)![1]!;
    const answers = await atOnce(() => confirmRoute(fromPage(person, '/api/profile/phone/confirm', { code }), none));
    expect(answers.filter((a) => a.status === 200)).toHaveLength(1);
    expect(await walletCents(ctx.db, person.uid)).toBe(30_000);
    expect(await walletCents(ctx.db, phoneCustomerUid(phone))).toBe(0);
  },
} satisfies Partial<Record<MoneyPathName, Race>>;

/**
 * The farmer's money paths in the race registry: checkout, wallet payments, USSD, top-ups,
 * bookings, own seed, points. Each sends its request AT_ONCE times together, as one caller repeating
 * itself (the same intent) and, where that is a different thing, as callers apart.
 */
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { seedProductId } from '@/lib/server/db/seed';
import { POST as stkPush } from '@/app/api/mpesa/stkPush/route';
import { POST as mpesaDeposit } from '@/app/api/mpesaDeposit/route';
import { POST as ownSeedRoute } from '@/app/api/own-seed/route';
import { POST as walletPay } from '@/app/api/wallet/pay/route';
import { POST as redeemRoute } from '@/app/api/wallet/redeem/route';
import { POST as topupRoute } from '@/app/api/wallet/topup/route';
import { GET as statusRoute } from '@/app/api/mpesa/status/[id]/route';
import { POST as validateRoute } from '@/app/api/mpesa/validate/route';
import { orders, pointsEntries, users } from '@/lib/server/db/schema';
import { phoneCustomerUid } from '@/lib/server/services/phone-confirmation';
import { postPoints } from '@/lib/server/services/points';
import { bodyOf, jsonRequest } from '../requests';
import { fund, orderBody } from '../shop-fixtures';
import { ussdStep } from '../ussd-session';
import type { MoneyPathName } from '../money-registry';
import { booking, bookingDay, checkout, fromPage, none, oneOrder, params } from './steps';
import { APPROVES, atOnce, chargesOf, newKey, ordersOf, paymentSettles, promptsClose, promptsOf, walletCents, type Race, type RaceContext } from './context';

/** A USSD caller who chose English: the menu's main screen comes first from now on. */
async function ussdCaller(phone: string): Promise<void> {
  const first = await ussdStep({ sessionId: `race-lang-${newKey()}`, serviceCode: '*384*56#', phoneNumber: phone, networkCode: '63902', text: '1' });
  expect(await first.text()).toMatch(/^CON /);
}

/** A final USSD step: from its own session each time, or all from `sessionId`. */
const ussd = async (phone: string, text: string, sessionId = `race-${newKey()}`) =>
  (await ussdStep({ sessionId, serviceCode: '*384*56#', phoneNumber: phone, networkCode: '63902', text })).text();

/** Buy, herbs, the first, 20 seedlings, pick up: the summary's options follow. */
const USSD_PURCHASE = '1*5*1*20*1';

async function ussdWalletPurchase(ctx: RaceContext, phone: string, sessions: 'apart' | 'one') {
  await ussdCaller(phone);
  await fund(ctx.db, phoneCustomerUid(phone), 100_000);
  const session = `race-one-${newKey()}`;
  const ends = await atOnce(() => ussd(phone, `${USSD_PURCHASE}*3`, sessions === 'one' ? session : undefined));
  const placed = await ordersOf(ctx.db, phoneCustomerUid(phone));
  expect(placed).toHaveLength(1);
  expect(await chargesOf(ctx.db, placed[0]!.id)).toHaveLength(1);
  expect(ends.filter((e) => /is paid from your wallet/.test(e))).toHaveLength(1);
  expect(await walletCents(ctx.db, phoneCustomerUid(phone))).toBe(100_000 - placed[0]!.totalCents);
}

async function ussdMpesaPurchase(ctx: RaceContext, phone: string, sessions: 'apart' | 'one') {
  await ussdCaller(phone);
  const session = `race-one-${newKey()}`;
  await atOnce(() => ussd(phone, `${USSD_PURCHASE}*1`, sessions === 'one' ? session : undefined));
  const placed = await ordersOf(ctx.db, phoneCustomerUid(phone));
  expect(placed).toHaveLength(1);
  expect(await promptsOf(ctx.db, { orderId: placed[0]!.id })).toHaveLength(1);
  await promptsClose(ctx.db, { orderId: placed[0]!.id });
}

export const FARMER_RACES = {
  'web checkout by M-Pesa': async (ctx) => {
    // The same tap sent again and again (one key), then the same cart from a page that sends no key.
    for (const key of [newKey(), undefined]) {
      const person = await ctx.farmer();
      const body = orderBody(person, [[ctx.products[0]!, 2]], { phone: APPROVES });
      const order = await oneOrder(ctx, person, await atOnce(() => checkout(person, body, key)));
      await atOnce(() => stkPush(fromPage(person, '/api/mpesa/stkPush', { orderId: order.id, phone: APPROVES }), none));
      await paymentSettles(ctx.db, order.id, 'paid');
      await promptsClose(ctx.db, { orderId: order.id });
      expect(await promptsOf(ctx.db, { orderId: order.id })).toHaveLength(1);
      expect(await chargesOf(ctx.db, order.id)).toHaveLength(1);
    }
  },

  'web checkout by wallet': async (ctx) => {
    const person = await ctx.farmer();
    await fund(ctx.db, person.uid, 1_000_000);
    const body = orderBody(person, [[ctx.products[1]!, 3]], { paymentMethod: 'wallet' });
    const key = newKey();
    const order = await oneOrder(ctx, person, await atOnce(() => checkout(person, body, key)));
    expect(order.paymentStatus).toBe('paid');
    expect(await chargesOf(ctx.db, order.id)).toHaveLength(1);
    expect(await walletCents(ctx.db, person.uid)).toBe(1_000_000 - order.totalCents);
  },

  'web checkout split between wallet and M-Pesa': async (ctx) => {
    const person = await ctx.farmer();
    const body = orderBody(person, [[ctx.products[2]!, 4]], { phone: APPROVES });
    const placed = await checkout(person, body, newKey());
    const order = (await ordersOf(ctx.db, person.uid))[0]!;
    // Half in the wallet, the rest by M-Pesa: the prompt asks for the rest only, once.
    const inWallet = Math.floor(order.totalCents / 200) * 100;
    await fund(ctx.db, person.uid, inWallet);
    const rest = (order.totalCents - inWallet) / 100;
    await atOnce(() =>
      mpesaDeposit(fromPage(person, '/api/mpesaDeposit', { phone: APPROVES, amount: Math.ceil(rest), orderId: placed.body.data.id, userId: person.uid }), none),
    );
    await paymentSettles(ctx.db, order.id, 'paid');
    await promptsClose(ctx.db, { orderId: order.id });
    expect(await promptsOf(ctx.db, { orderId: order.id })).toHaveLength(1);
    expect(await chargesOf(ctx.db, order.id)).toHaveLength(1);
  },

  'an order paid from the wallet': async (ctx) => {
    const person = await ctx.farmer();
    const placed = await checkout(person, orderBody(person, [[ctx.products[3]!, 2]]), newKey());
    await fund(ctx.db, person.uid, 1_000_000);
    const answers = await atOnce(() => walletPay(fromPage(person, '/api/wallet/pay', { orderId: placed.body.data.id }, newKey()), none));
    expect(answers.filter((a) => a.status === 200)).toHaveLength(1);
    expect(answers.filter((a) => a.status === 409)).toHaveLength(answers.length - 1);
    expect(await chargesOf(ctx.db, placed.body.data.id)).toHaveLength(1);
  },

  'payment status checks while the callback lands': async (ctx) => {
    const person = await ctx.farmer();
    const placed = await checkout(person, orderBody(person, [[ctx.products[4]!, 2]], { phone: APPROVES }), newKey());
    const pushed = await bodyOf<{ attempt: { id: string; checkoutRequestId: string } }>(
      await stkPush(fromPage(person, '/api/mpesa/stkPush', { orderId: placed.body.data.id, phone: APPROVES }), none),
    );
    const { id, checkoutRequestId } = pushed.data.attempt;
    await Promise.all([
      atOnce(() => statusRoute(jsonRequest(`/api/mpesa/status/${id}`, { cookie: person.cookie }), params({ id }))),
      atOnce(() => validateRoute(fromPage(person, '/api/mpesa/validate', { checkoutRequestId }), none)),
    ]);
    await paymentSettles(ctx.db, placed.body.data.id, 'paid');
    expect(await chargesOf(ctx.db, placed.body.data.id)).toHaveLength(1);
  },

  'USSD purchase by M-Pesa': async (ctx) => {
    await ussdMpesaPurchase(ctx, ctx.freshPhone(), 'apart');
    await ussdMpesaPurchase(ctx, ctx.freshPhone(), 'one');
  },

  'USSD purchase from the wallet': async (ctx) => {
    await ussdWalletPurchase(ctx, ctx.freshPhone(), 'apart');
    await ussdWalletPurchase(ctx, ctx.freshPhone(), 'one');
  },

  'USSD buy again': async (ctx) => {
    const phone = ctx.freshPhone();
    const uid = phoneCustomerUid(phone);
    await ussdCaller(phone);
    await fund(ctx.db, uid, 100_000);
    expect(await ussd(phone, `${USSD_PURCHASE}*3`)).toMatch(/is paid from your wallet/);
    // Back an hour later: "Buy again" three times at once, paid from the wallet.
    await ctx.db
      .update(orders)
      .set({ createdAt: new Date(Date.now() - 3_600_000) })
      .where(eq(orders.userUid, uid));
    const menu = await ussd(phone, '');
    const again = /^(\d+) Buy again/m.exec(menu)?.[1];
    expect(again).toBeDefined();
    const summary = await ussd(phone, again!);
    const wallet = /^(\d+) Pay from wallet/m.exec(summary)?.[1];
    expect(wallet).toBeDefined();
    await atOnce(() => ussd(phone, `${again}*${wallet}`));
    const placed = await ordersOf(ctx.db, uid);
    expect(placed).toHaveLength(2);
    for (const order of placed) expect(await chargesOf(ctx.db, order.id)).toHaveLength(1);
  },

  'top-up on the web': async (ctx) => {
    const person = await ctx.farmer();
    const key = newKey();
    const answers = await atOnce(() => topupRoute(fromPage(person, '/api/wallet/topup', { phone: APPROVES, amount: 500 }, key), none));
    expect(answers.every((a) => a.status === 200)).toBe(true);
    await promptsClose(ctx.db, { uid: person.uid });
    expect(await promptsOf(ctx.db, { uid: person.uid })).toHaveLength(1);
    // The same tap once the money is in: still that one prompt.
    await topupRoute(fromPage(person, '/api/wallet/topup', { phone: APPROVES, amount: 500 }, key), none);
    expect(await promptsOf(ctx.db, { uid: person.uid })).toHaveLength(1);
    expect(await walletCents(ctx.db, person.uid)).toBe(50_000);
  },

  'top-up on USSD': async (ctx) => {
    const phone = ctx.freshPhone();
    const uid = phoneCustomerUid(phone);
    await ussdCaller(phone);
    const session = `race-topup-${newKey()}`;
    const wallet = /^(\d+) My wallet/m.exec(await ussd(phone, '', session))?.[1];
    expect(wallet).toBeDefined();
    const add = /^(\d+) Top up with M-Pesa/m.exec(await ussd(phone, wallet!, session))?.[1];
    expect(add).toBeDefined();
    const text = `${wallet}*${add}*100`;
    await atOnce(() => ussd(phone, text, session));
    expect(await promptsOf(ctx.db, { uid })).toHaveLength(1);
    // The same step once that prompt has ended (unanswered): still that one prompt.
    await promptsClose(ctx.db, { uid });
    await atOnce(() => ussd(phone, text, session));
    expect(await promptsOf(ctx.db, { uid })).toHaveLength(1);
  },

  "a booking's deposit and balance by M-Pesa": async (ctx) => {
    const person = await ctx.farmer();
    const orderId = await booking(ctx, person);
    for (const [part, after] of [
      ['deposit', 'partly_paid'],
      ['balance', 'paid'],
    ] as const) {
      await atOnce(() => stkPush(fromPage(person, '/api/mpesa/stkPush', { orderId, phone: APPROVES, part }), none));
      await paymentSettles(ctx.db, orderId, after);
      await promptsClose(ctx.db, { orderId });
    }
    expect(await promptsOf(ctx.db, { orderId })).toHaveLength(2);
    expect(await chargesOf(ctx.db, orderId)).toHaveLength(2);
  },

  "a booking's deposit and balance from the wallet": async (ctx) => {
    const person = await ctx.farmer();
    const orderId = await booking(ctx, person);
    await fund(ctx.db, person.uid, 10_000_000);
    for (const part of ['deposit', 'balance'] as const) {
      const answers = await atOnce(() => walletPay(fromPage(person, '/api/wallet/pay', { orderId, part }, newKey()), none));
      expect(answers.filter((a) => a.status === 200)).toHaveLength(1);
    }
    expect(await chargesOf(ctx.db, orderId)).toHaveLength(2);
    const [order] = await ctx.db.select().from(orders).where(eq(orders.id, orderId));
    expect(order).toMatchObject({ paymentStatus: 'paid' });
    expect(await walletCents(ctx.db, person.uid)).toBe(10_000_000 - order!.totalCents);
  },

  'own-seed fee': async (ctx) => {
    const person = await ctx.farmer();
    await fund(ctx.db, person.uid, 1_000_000);
    // Tomato Cal J takes own seed at KES 1.50 a seedling.
    const body = {
      productId: seedProductId('tomato-cal-j'),
      variety: 'Own Anna F1',
      seedCount: 500,
      seedlings: 400,
      dropOffDate: new Date(Date.now() + 2 * 86_400_000).toISOString().slice(0, 10),
      plantingDate: bookingDay(),
      paymentPlan: 'deposit',
      paymentMethod: 'wallet',
      total: 600,
      deliveryMethod: 'pickup',
      pickupPointId: 1,
      phone: APPROVES,
    };
    const key = newKey();
    const answers = await atOnce(() => ownSeedRoute(fromPage(person, '/api/own-seed', body, key), none));
    expect(answers.map((a) => a.status)).toEqual(answers.map(() => 201));
    const placed = await ordersOf(ctx.db, person.uid);
    expect(placed).toHaveLength(1);
    expect(await chargesOf(ctx.db, placed[0]!.id)).toHaveLength(1);
  },

  'referral points redeemed': async (ctx) => {
    const person = await ctx.farmer();
    await ctx.db.transaction((tx) =>
      postPoints(tx, { key: `race-points-${person.uid}`, uid: person.uid, points: 100, kind: 'referral_reward', description: 'race' }),
    );
    // The same tap (one request id), then taps apart (their own ids) with points for one.
    const requestId = randomUUID();
    await atOnce(() => redeemRoute(fromPage(person, '/api/wallet/redeem', { points: 100, requestId }), none));
    expect(await walletCents(ctx.db, person.uid)).toBe(10_000);
    await ctx.db.transaction((tx) =>
      postPoints(tx, { key: `race-points-2-${person.uid}`, uid: person.uid, points: 100, kind: 'referral_reward', description: 'race' }),
    );
    await atOnce(() => redeemRoute(fromPage(person, '/api/wallet/redeem', { points: 100, requestId: randomUUID() }), none));
    expect(await walletCents(ctx.db, person.uid)).toBe(20_000);
    const [left] = await ctx.db.select({ points: users.referralPoints }).from(users).where(eq(users.uid, person.uid));
    expect(left?.points).toBe(0);
    expect((await ctx.db.select().from(pointsEntries).where(eq(pointsEntries.userUid, person.uid))).filter((e) => e.points < 0)).toHaveLength(2);
  },
} satisfies Partial<Record<MoneyPathName, Race>>;

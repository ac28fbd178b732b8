/**
 * Property tests of the money rules (fast-check): random sequences of top-ups whose callbacks arrive
 * once, twice, never (then the reconciler asks) or as failures; wallet orders; split payments;
 * refunds; referral points granted and redeemed; replays of old callbacks. After each sequence the
 * ledger must pass every check of `ledger:check`, and each wallet and points balance must equal a
 * plain model of what should have happened. Services are driven directly with a scripted Daraja
 * gateway, so runs are fast and deterministic. Requires: PGlite, PostgreSQL when DATABASE_URL is set.
 */
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import fc from 'fast-check';
import { centsToKes } from '@/lib/money';
import type { Db } from '@/lib/server/db/client';
import { seedShop } from '@/lib/server/db/seed';
import { paymentAttempts, users } from '@/lib/server/db/schema';
import type { PaymentGateway, StkQueryResult } from '@/lib/server/daraja';
import { ServiceError } from '@/lib/server/services/errors';
import { checkLedger } from '@/lib/server/services/ledger-check';
import { createOrder } from '@/lib/server/services/orders';
import { applyStkOutcome, type StkOutcome } from '@/lib/server/services/payments/settlement';
import { startStkPayment, type PaymentDeps } from '@/lib/server/services/payments/push';
import { postPoints } from '@/lib/server/services/points';
import { reconcile } from '@/lib/server/services/payments/reconciler';
import { refundOrder } from '@/lib/server/services/refunds';
import { newReferralCode } from '@/lib/server/services/users';
import { redeemPoints, startTopup } from '@/lib/server/services/wallet';
import { stockedProducts, type Product } from '../support/shop-fixtures';
import { databaseKinds, openTestDatabase, type TestDatabase } from '../support/test-database';

/** A Daraja that accepts every push and, when asked, tells the final answer the test scripted. */
function scriptedGateway() {
  const answers = new Map<string, 'paid' | 'cancelled'>();
  let n = 0;
  const gateway: PaymentGateway = {
    async stkPush() {
      n += 1;
      const id = `ws_CO_test_${Date.now()}_${n}`;
      return { ok: true, merchantRequestId: `m-${n}`, checkoutRequestId: id, customerMessage: 'ok', callbackUrl: 'http://x' };
    },
    async stkQuery(checkoutRequestId): Promise<StkQueryResult> {
      const answer = answers.get(checkoutRequestId);
      if (answer === 'paid') return { status: 'paid', merchantRequestId: 'm', checkoutRequestId, resultCode: 0, resultDesc: 'ok' };
      if (answer === 'cancelled')
        return { status: 'failed', merchantRequestId: 'm', checkoutRequestId, resultCode: 1032, resultDesc: 'Request cancelled by user', message: '' };
      return { status: 'pending', checkoutRequestId, detail: 'processing', message: '' };
    },
    async registerC2bUrls() {
      return { ok: true, originatorConversationId: 'x', responseDescription: 'ok' };
    },
  };
  return { gateway, answers };
}

type Delivery = 'once' | 'twice' | 'dropped' | 'failed';
type Command =
  | { kind: 'topup'; who: number; kes: number; delivery: Delivery }
  | { kind: 'walletOrder'; who: number; qty: number }
  | { kind: 'splitOrder'; who: number; qty: number; delivery: Delivery }
  | { kind: 'refund'; order: number; share: number }
  | { kind: 'grantPoints'; who: number; points: number }
  | { kind: 'redeem'; who: number; hundreds: number }
  | { kind: 'replay'; attempt: number };

const who = fc.integer({ min: 0, max: 1 });
const delivery = fc.constantFrom<Delivery>('once', 'twice', 'dropped', 'failed');
const command: fc.Arbitrary<Command> = fc.oneof(
  fc.record({ kind: fc.constant('topup' as const), who, kes: fc.integer({ min: 10, max: 3_000 }), delivery }),
  fc.record({ kind: fc.constant('walletOrder' as const), who, qty: fc.integer({ min: 1, max: 40 }) }),
  fc.record({ kind: fc.constant('splitOrder' as const), who, qty: fc.integer({ min: 1, max: 40 }), delivery }),
  fc.record({ kind: fc.constant('refund' as const), order: fc.nat(), share: fc.double({ min: 0.05, max: 1, noNaN: true }) }),
  fc.record({ kind: fc.constant('grantPoints' as const), who, points: fc.integer({ min: 1, max: 400 }) }),
  fc.record({ kind: fc.constant('redeem' as const), who, hundreds: fc.integer({ min: 1, max: 3 }) }),
  fc.record({ kind: fc.constant('replay' as const), attempt: fc.nat() }),
);

const RUNS = Number(process.env.PROPERTY_RUNS ?? 15);

describe.each(databaseKinds)('money invariants on %s', (kind) => {
  let database: TestDatabase;
  let catalogue: Product[];

  beforeAll(async () => {
    database = await openTestDatabase(kind);
    await seedShop(database.db);
    catalogue = await stockedProducts(database.db);
  });
  afterAll(() => database.close());

  async function newPeople(db: Db): Promise<string[]> {
    const uids = [randomUUID(), randomUUID()];
    await db.insert(users).values(uids.map((uid) => ({ uid, name: 'Model farmer', referralCode: newReferralCode() })));
    return uids;
  }

  it('keeps every ledger invariant and every balance equal to the model, whatever the sequence', async () => {
    const { gateway, answers } = scriptedGateway();
    const deps: PaymentDeps = { db: database.db, gateway, clock: { now: () => new Date(Date.now() + 60_000) } };
    const fromCallback = { source: 'callback', clock: deps.clock } as const;
    const settings = { clock: { now: () => new Date() }, expiryHours: 24, paybillNumber: '174379' };

    await fc.assert(
      fc.asyncProperty(fc.array(command, { minLength: 3, maxLength: 12 }), async (commands) => {
        const uids = await newPeople(database.db);
        const wallet = [0, 0];
        const points = [0, 0];
        const orders: Array<{ id: string; total: number; paid: boolean; refunded: number }> = [];
        const paidCallbacks: Array<{ attemptId: string; outcome: StkOutcome }> = [];

        /** Delivers a push's result the way the test asked: once, twice, never (the reconciler asks), or a failure. */
        const settle = async (attemptId: string, amountCents: number, how: Delivery): Promise<boolean> => {
          const [attempt] = await database.db.select().from(paymentAttempts).where(eq(paymentAttempts.id, attemptId));
          const checkout = attempt!.checkoutRequestId!;
          const paid: StkOutcome = {
            status: 'paid',
            checkoutRequestId: checkout,
            receipt: `R${checkout.slice(-9)}`.slice(0, 10),
            amount: centsToKes(amountCents),
            phone: '+254708374149',
            resultDesc: 'ok',
          };
          if (how === 'failed') {
            await applyStkOutcome(
              database.db,
              { attemptId },
              { status: 'failed', checkoutRequestId: checkout, resultCode: 1032, resultDesc: 'cancelled' },
              fromCallback,
            );
            return false;
          }
          if (how === 'dropped') {
            answers.set(checkout, 'paid');
            await reconcile(deps, { firstQueryAfterMs: 0, queryIntervalMs: 0, reviewAfterMs: 3_600_000 });
          } else {
            await applyStkOutcome(database.db, { attemptId }, paid, fromCallback);
            if (how === 'twice') await applyStkOutcome(database.db, { attemptId }, paid, fromCallback);
          }
          paidCallbacks.push({ attemptId, outcome: paid });
          return true;
        };

        for (const c of commands) {
          if (c.kind === 'topup') {
            const room = 100_000 * 100 - wallet[c.who]!;
            if (c.kes * 100 > room) continue;
            const started = await startTopup(deps, uids[c.who]!, '+254708374149', c.kes);
            if (await settle(started.attempt.id, c.kes * 100, c.delivery)) wallet[c.who]! += c.kes * 100;
          } else if (c.kind === 'walletOrder' || c.kind === 'splitOrder') {
            const p = catalogue[c.qty % catalogue.length]!;
            const input = {
              userId: uids[c.who]!,
              items: [{ id: p.id, name: p.name, price: p.priceCents / 100, quantity: c.qty }],
              total: (p.priceCents * c.qty) / 100,
              deliveryAddress: '',
              phone: '+254708374149',
              paymentMethod: c.kind === 'walletOrder' ? ('wallet' as const) : ('mpesa' as const),
              deliveryMethod: 'pickup' as const,
              pickupPointId: 1,
            };
            const total = p.priceCents * c.qty;
            if (c.kind === 'walletOrder') {
              try {
                const order = await createOrder(database.db, uids[c.who]!, input, settings);
                expect(wallet[c.who]!).toBeGreaterThanOrEqual(total);
                wallet[c.who]! -= total;
                orders.push({ id: order.id, total, paid: true, refunded: 0 });
              } catch (error) {
                expect(error).toBeInstanceOf(ServiceError);
                expect(wallet[c.who]!).toBeLessThan(total);
              }
            } else {
              const order = await createOrder(database.db, uids[c.who]!, input, settings);
              const charge = Math.ceil(Math.max(100, total - wallet[c.who]!) / 100) * 100;
              const started = await startStkPayment(deps, {
                uid: uids[c.who]!,
                purpose: 'order',
                orderId: order.id,
                phone: '+254708374149',
                amountCents: charge,
              });
              const paid = await settle(started.attempt.id, charge, c.delivery);
              if (paid) {
                wallet[c.who]! += charge;
                // The deposit pays the whole order from the wallet when it covers it.
                if (wallet[c.who]! >= total) wallet[c.who]! -= total;
              }
              orders.push({ id: order.id, total, paid: paid && wallet[c.who]! >= 0 && (await isPaid(database.db, order.id)), refunded: 0 });
            }
          } else if (c.kind === 'refund') {
            const order = orders.filter((o) => o.paid)[c.order % Math.max(1, orders.filter((o) => o.paid).length)];
            if (!order || order.refunded >= order.total) continue;
            const amount = Math.max(1, Math.min(order.total - order.refunded, Math.round(order.total * c.share)));
            await database.db.transaction((tx) =>
              refundOrder(tx, { orderId: order.id, amountCents: amount, reason: 'model', actor: 'test', key: randomUUID() }),
            );
            order.refunded += amount;
            const owner = await ownerIndex(database.db, order.id, uids);
            wallet[owner]! += amount;
          } else if (c.kind === 'grantPoints') {
            await database.db.transaction((tx) =>
              postPoints(tx, { key: randomUUID(), uid: uids[c.who]!, points: c.points, kind: 'referral_reward', description: 'model' }),
            );
            points[c.who]! += c.points;
          } else if (c.kind === 'redeem') {
            const wanted = c.hundreds * 100;
            try {
              await redeemPoints(database.db, uids[c.who]!, wanted);
              points[c.who]! -= wanted;
              wallet[c.who]! += wanted * 100;
            } catch (error) {
              expect(error).toBeInstanceOf(ServiceError);
              expect(points[c.who]!).toBeLessThan(wanted);
            }
          } else {
            const old = paidCallbacks[c.attempt % Math.max(1, paidCallbacks.length)];
            if (old) expect(await applyStkOutcome(database.db, { attemptId: old.attemptId }, old.outcome, fromCallback)).toBe('duplicate');
          }
        }

        const report = await checkLedger(database.db);
        expect(report).toMatchObject({ ok: true, unbalanced: [], walletDrift: [], paymentMismatches: [], pointsDrift: [] });
        const rows = await Promise.all(uids.map(async (uid) => (await database.db.select().from(users).where(eq(users.uid, uid)))[0]!));
        expect(rows.map((r) => r.walletBalanceCents)).toEqual(wallet);
        expect(rows.map((r) => r.referralPoints)).toEqual(points);
      }),
      { numRuns: RUNS },
    );
  });
});

async function isPaid(db: Db, orderId: string): Promise<boolean> {
  const { orders } = await import('@/lib/server/db/schema');
  const [row] = await db.select({ status: orders.paymentStatus }).from(orders).where(eq(orders.id, orderId));
  return row?.status === 'paid';
}

async function ownerIndex(db: Db, orderId: string, uids: string[]): Promise<number> {
  const { orders } = await import('@/lib/server/db/schema');
  const [row] = await db.select({ uid: orders.userUid }).from(orders).where(eq(orders.id, orderId));
  return uids.indexOf(row!.uid);
}

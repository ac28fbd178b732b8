/**
 * The repair of USSD purchases placed and paid twice before intent keys held them to one. Staff
 * see every double still paid where they see payment problems, and one click cancels it, puts its
 * seedlings back and refunds all it was paid to the wallet, once (a second click, or four at once,
 * refunds nothing more), audit-logged; the farmer keeps the first order. Against real databases,
 * through the staff route; the ledger is checked at the end.
 * Requires: the Auth emulator (globalSetup), PGlite, PostgreSQL when DATABASE_URL is set.
 */
import { and, eq, sql } from 'drizzle-orm';
import { POST as duplicateRefund } from '@/app/api/admin/orders/[id]/duplicate-refund/route';
import { centsToKes } from '@/lib/money';
import type { CreateOrderInput } from '@/lib/schemas/order';
import { auditLog, journalEntries, orders, products } from '@/lib/server/db/schema';
import { duplicateUssdOrders } from '@/lib/server/services/admin/duplicate-orders';
import { orderSettings } from '@/lib/server/services/deps';
import { createOrder } from '@/lib/server/services/orders';
import { ensureCaller } from '@/lib/server/services/ussd';
import { TEST_CALLBACK_SECRET } from '../support/payments-harness';
import { bodyOf, jsonRequest } from '../support/requests';
import { signedIn, signedInStaff, type Person } from '../support/sessions';
import { fund, stockedProducts, walletOf, type Product } from '../support/shop-fixtures';
import { databaseKinds, racesOn, type TestDatabase } from '../support/test-database';
import { freshNumbers, openUssdShop, type UssdShop } from '../support/ussd-shop';

process.env.MPESA_CALLBACK_SECRET = TEST_CALLBACK_SECRET;

const freshNumber = freshNumbers('+2547166');

describe.each(databaseKinds)('double USSD orders, repaired by staff (issue 35), on %s', (kind) => {
  let shop: UssdShop;
  let database: TestDatabase;
  let staff: Person;
  let seedling: Product;

  beforeAll(async () => {
    shop = await openUssdShop(kind, new Date());
    ({ database } = shop);
    staff = await signedInStaff(database.db);
    seedling = (await stockedProducts(database.db))[0]!;
  });

  afterAll(() => shop.close());

  const click = (person: Person, orderId: string) =>
    duplicateRefund(jsonRequest(`/api/admin/orders/${orderId}/duplicate-refund`, { cookie: person.cookie, method: 'POST' }), {
      params: Promise.resolve({ id: orderId }),
    });
  const rowOf = async (id: string) => (await database.db.select().from(orders).where(eq(orders.id, id)))[0]!;
  const stock = async () => (await database.db.select({ stock: products.stock }).from(products).where(eq(products.id, seedling.id)))[0]!.stock;
  const refundsOf = (orderId: string) =>
    database.db
      .select()
      .from(journalEntries)
      .where(and(eq(journalEntries.orderId, orderId), eq(journalEntries.kind, 'refund')));

  /**
   * The purchase as the old code let it through: the same USSD purchase placed and paid from the
   * wallet `times` times (no intent key: the order core alone), `quantity` seedlings for pickup.
   */
  async function paidTwice(times: number, quantity = 20): Promise<{ phone: string; uid: string; ids: string[]; totalCents: number }> {
    const phone = freshNumber();
    const uid = await ensureCaller(database.db, phone);
    await fund(database.db, uid, 500_000);
    const input: CreateOrderInput = {
      userId: uid,
      items: [{ id: seedling.id, name: seedling.name, price: centsToKes(seedling.priceCents), quantity }],
      total: centsToKes(seedling.priceCents * quantity),
      deliveryAddress: '',
      phone,
      paymentMethod: 'wallet',
      deliveryMethod: 'pickup',
      deliveryCounty: null,
      pickupPointId: 1,
    };
    const ids: string[] = [];
    for (let i = 0; i < times; i++) {
      const order = await createOrder(database.db, uid, input, orderSettings(), {
        origin: { channel: 'ussd', purchaseKey: `${phone}|${seedling.id}|${quantity}|pickup|` },
      });
      expect(order.paymentStatus).toBe('paid');
      ids.push(order.id);
    }
    return { phone, uid, ids, totalCents: seedling.priceCents * quantity };
  }

  it('lists each later double still paid, with the first the farmer keeps; not a purchase repeated after the window', async () => {
    const triple = await paidTwice(3);
    const apart = await paidTwice(2, 7);
    // The second came 10 minutes after the first: a farmer buying the same again, not a double.
    await database.db
      .update(orders)
      .set({ createdAt: sql`${orders.createdAt} - interval '10 minutes'` })
      .where(eq(orders.id, apart.ids[0]!));
    const listed = (await duplicateUssdOrders(database.db)).filter((d) => d.phone === triple.phone || d.phone === apart.phone);
    expect(listed.map((d) => d.id).sort()).toEqual([triple.ids[1], triple.ids[2]].sort());
    for (const double of listed) {
      expect(double).toMatchObject({
        uid: triple.uid,
        refundableCents: triple.totalCents,
        totalCents: triple.totalCents,
        status: 'paid',
        canRefund: true,
        what: `${seedling.name} x20`,
        first: { id: triple.ids[0] },
      });
    }
  });

  it('cancels a double and refunds it to the wallet in one click, once, audit-logged; the first order stays paid', async () => {
    const { phone, uid, ids, totalCents } = await paidTwice(2);
    const [first, double] = ids as [string, string];
    const wallet = await walletOf(database.db, uid);
    const shelf = await stock();

    const response = await click(staff, double);
    expect(response.status).toBe(200);
    const body = await bodyOf<{ outcome: string; refundedCents: number }>(response);
    expect(body.data).toMatchObject({ outcome: 'refunded', refundedCents: totalCents });
    expect(body.message).toMatch(/^Cancelled and KES [\d,.]+ refunded to the customer’s wallet\. They keep order MC\w+\.$/);
    expect(await walletOf(database.db, uid)).toBe(wallet + totalCents);
    expect(await stock()).toBe(shelf + 20);
    expect(await rowOf(double)).toMatchObject({ status: 'cancelled', paymentStatus: 'refunded', refundedCents: totalCents, cancelCode: 'nursery' });
    expect(await rowOf(first)).toMatchObject({ status: 'paid', paymentStatus: 'paid', refundedCents: 0 });
    const logged = await database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.targetId, double), eq(auditLog.action, 'order.duplicate_refund')));
    expect(logged).toHaveLength(1);
    expect(logged[0]).toMatchObject({ actor: staff.uid, after: { firstOrderId: first, status: 'cancelled' } });

    // A second click: nothing more.
    const again = await click(staff, double);
    expect(again.status).toBe(200);
    expect((await bodyOf<{ outcome: string }>(again)).data.outcome).toBe('already_done');
    expect(await refundsOf(double)).toHaveLength(1);
    expect(await walletOf(database.db, uid)).toBe(wallet + totalCents);
    // No longer listed; and the first, with no double left, is no double itself.
    expect((await duplicateUssdOrders(database.db)).filter((d) => d.phone === phone)).toEqual([]);
    expect((await bodyOf<{ outcome: string }>(await click(staff, first))).data.outcome).toBe('not_a_double');
    expect(await rowOf(first)).toMatchObject({ status: 'paid', refundedCents: 0 });
  });

  it('refuses a farmer, a malformed id and an unknown order', async () => {
    const { ids } = await paidTwice(2);
    const farmer = await signedIn();
    // The back office is hidden from farmers: its routes answer as if they were not there.
    expect((await click(farmer, ids[1]!)).status).toBe(404);
    expect((await click(staff, 'not-an-order')).status).toBe(400);
    expect((await click(staff, '00000000-0000-4000-8000-000000000000')).status).toBe(404);
    expect((await rowOf(ids[1]!)).status).toBe('paid');
  });

  it('leaves a double already being prepared to staff by hand', async () => {
    const { ids } = await paidTwice(2);
    await database.db.update(orders).set({ status: 'dispatched' }).where(eq(orders.id, ids[1]!));
    expect((await duplicateUssdOrders(database.db)).find((d) => d.id === ids[1])).toMatchObject({ canRefund: false });
    expect((await bodyOf<{ outcome: string }>(await click(staff, ids[1]!))).data.outcome).toBe('too_late');
    expect(await refundsOf(ids[1]!)).toHaveLength(0);
  });

  racesOn(kind).it('refunds once when the click comes 4 times at once', async () => {
    const { uid, ids, totalCents } = await paidTwice(2);
    const wallet = await walletOf(database.db, uid);
    const answers = await Promise.all(Array.from({ length: 4 }, () => click(staff, ids[1]!)));
    expect(answers.map((a) => a.status)).toEqual([200, 200, 200, 200]);
    const outcomes = await Promise.all(answers.map(async (a) => (await bodyOf<{ outcome: string }>(a)).data.outcome));
    expect(outcomes.sort()).toEqual(['already_done', 'already_done', 'already_done', 'refunded']);
    expect(await refundsOf(ids[1]!)).toHaveLength(1);
    expect(await walletOf(database.db, uid)).toBe(wallet + totalCents);
  });
});

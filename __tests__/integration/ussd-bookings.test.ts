/**
 * "Book for later" on USSD, through the callback route as Africa's Talking calls it, against
 * real databases, the Daraja sandbox in-process and the AT stand-in: a farmer books onions for six
 * weeks from the main menu with a deposit from the wallet, and pays the balance from My orders; a
 * step sent twice pays the deposit once and never the balance; a farmer short of ready stock books the
 * rest for later in Kiswahili, the deposit and then the balance by M-Pesa prompts for those amounts;
 * the ledger stays clean (orderDrift included). Requires: the Auth emulator (globalSetup), PGlite,
 * PostgreSQL when DATABASE_URL is set.
 */
import { eq, like } from 'drizzle-orm';
import { journalEntries, orderItems, orders, paymentAttempts, products, smsOutbox } from '@/lib/server/db/schema';
import { seedProductId } from '@/lib/server/db/seed';
import { checkLedger } from '@/lib/server/services/ledger-check';
import { phoneCustomerUid } from '@/lib/server/services/phone-confirmation';
import { eventually } from '../mpesa-sandbox/support/receiver';
import { TEST_CALLBACK_SECRET } from '../support/payments-harness';
import { freshNumbers, openUssdShop, optionOf, type UssdShop } from '../support/ussd-shop';
import { fund, walletOf } from '../support/shop-fixtures';
import { databaseKinds, type TestDatabase } from '../support/test-database';
import { dial } from '../support/ussd-session';

process.env.MPESA_CALLBACK_SECRET = TEST_CALLBACK_SECRET;

/** Thursday 26 November 2026, 10:00 in Nairobi: six weeks on is Thursday 7 January 2027. */
const NOW = new Date('2026-11-26T07:00:00Z');
const SIX_WEEKS = '2027-01-07';
/** Onion Red Creole: KES 2 a seedling, 8,000 ready, raised in 42 to 56 days, 21 sellable days. */
const ONION = seedProductId('onion-red-creole');
// The Daraja sandbox approves this number's prompts by itself (docs/mpesa-sandbox.md).
const APPROVES = '+254708374149';

const freshNumber = freshNumbers('+2547133');

describe.each(databaseKinds)('Book for later on USSD, on %s', (kind) => {
  let shop: UssdShop;
  let database: TestDatabase;

  beforeAll(async () => {
    shop = await openUssdShop(kind, NOW);
    ({ database } = shop);
  });

  afterAll(() => shop.close());

  const ordersOf = (phone: string) => database.db.select().from(orders).where(eq(orders.phone, phone)).orderBy(orders.createdAt);
  const onionStock = async () => (await database.db.select({ stock: products.stock }).from(products).where(eq(products.id, ONION)))[0]!.stock;
  const entriesOf = (orderId: string) =>
    database.db
      .select({ key: journalEntries.idempotencyKey })
      .from(journalEntries)
      .where(like(journalEntries.idempotencyKey, `order:${orderId}:%`));

  /** From the main menu to the onions' quantity screen, by the crop and product names. */
  const toOnions = async (session: ReturnType<typeof dial>, first: string, crop: RegExp, product: RegExp) => {
    const crops = await session.send(first);
    const list = await session.send(optionOf(crops, crop));
    return session.send(optionOf(list, product));
  };

  it('books onions for six weeks with a deposit from the wallet, then pays the balance from My orders', async () => {
    const phone = freshNumber();
    const uid = phoneCustomerUid(phone);
    const first = dial(phone);
    await first.send();
    expect(await first.send('1')).toMatch(/\n5 Help\n7 Book for later$/);
    await fund(database.db, uid, 300_000);
    const stockBefore = await onionStock();

    // 1. Main menu 7: crop, product, quantity, when, how, the plan, the confirmation, paid from the wallet.
    const book = dial(phone);
    await book.send();
    const quantity = await toOnions(book, '7', /Bulbs & Onions/, /Onion Red Creole KES 2$/);
    expect(quantity).toBe(
      `CON Onion Red Creole\nKES 2 a seedling, ${stockBefore.toLocaleString('en-KE')} ready now. We raise them for your date.\nHow many seedlings? Type 1 to 10,000:\n0 Back 00 Home`,
    );
    // Ready stock covers 1,000 for two weeks (set aside, fit for 21 days); four weeks is neither; six weeks is grown.
    expect(await book.send('1000')).toBe('CON When will you plant?\n1 In 2 weeks (10/12)\n3 In 6 weeks (07/01)\n0 Back 00 Home');
    expect(await book.send('3')).toMatch(/^CON How will you get it\?\n1 Pick up at /);
    expect(await book.send('1')).toMatch(
      /^CON Plant on 07\/01\nOnion Red Creole x1000 KES 2,000\nPick up at .+: free\n1 Pay deposit KES 1,000 now\n2 Pay in full KES 2,000\n0 Back 00 Home$/,
    );
    expect(await book.send('1')).toBe(
      'CON Plant on 07/01. Pay KES 1,000 now, balance KES 1,000 by 07/01.\n1 Pay with M-Pesa\n2 Cancel\n3 Pay from wallet (KES 3,000)\n0 Back 00 Home',
    );
    const paid = await book.send('3');
    expect(paid).toMatch(/^END Deposit KES 1,000 for MC\w{8} is paid from your wallet\. KES 2,000 is left in it\. We will send an SMS\./);
    // The gateway sends the same step again: the deposit is paid once, the balance not taken.
    expect(await book.resend()).toMatch(/^END Booking MC\w{8} is confirmed: its deposit is paid\. Pay the balance in My orders\.$/);
    expect(await walletOf(database.db, uid)).toBe(200_000);

    const [order] = await ordersOf(phone);
    expect(order).toMatchObject({
      channel: 'ussd',
      status: 'booked',
      paymentStatus: 'partly_paid',
      plantingDate: SIX_WEEKS,
      paymentPlan: 'deposit',
      depositCents: 100_000,
      paidCents: 100_000,
      totalCents: 200_000,
    });
    expect(order!.ussdPurchaseKey).toMatch(new RegExp(`\\|book\\|${SIX_WEEKS}\\|deposit$`));
    // Grown for the farmer: no ready stock taken.
    expect((await database.db.select().from(orderItems).where(eq(orderItems.orderId, order!.id)))[0]).toMatchObject({ quantity: 1000, stockReserved: false });
    expect(await onionStock()).toBe(stockBefore);
    const booked = await database.db
      .select()
      .from(smsOutbox)
      .where(eq(smsOutbox.idempotencyKey, `order:${order!.id}:booked`));
    expect(booked[0]?.message).toMatch(/ready for 07\/01\/2027\. Balance KES 1,000 by 07\/01\/2027\.$/);

    // 2. My orders: the booking with its date and balance; pay the balance from the wallet (no cancel here).
    const mine = dial(phone);
    await mine.send();
    expect(await mine.send('2')).toMatch(new RegExp(`^CON Your orders\\n1 ${order!.reference} Booked, balance due: Onion Red Creole x1000\\n`));
    const shown = await mine.send('1');
    expect(shown).toMatch(new RegExp(`^CON Order ${order!.reference}: Booked, balance due\\nOnion Red Creole x1000\\n`));
    expect(shown).toMatch(/\nPlant on 07\/01, balance KES 1,000\n1 Pay balance with M-Pesa\n3 Pay from wallet \(KES 2,000\)\n0 Back 00 Home$/);
    expect(await mine.send('3')).toMatch(new RegExp(`^END Order ${order!.reference} is paid from your wallet\\. KES 1,000 is left in it\\.`));
    // Sent again, the order is paid: the menu no longer offers to pay it, and nothing more is taken.
    expect(await mine.resend()).toMatch(new RegExp(`^CON Invalid choice\\.\\nOrder ${order!.reference}: Paid\\n`));
    expect(await walletOf(database.db, uid)).toBe(100_000);
    expect((await ordersOf(phone))[0]).toMatchObject({ status: 'paid', paymentStatus: 'paid', paidCents: 200_000 });
    expect((await entriesOf(order!.id)).map((e) => e.key).sort()).toEqual([`order:${order!.id}:payment:balance`, `order:${order!.id}:payment:deposit`]);
    expect((await checkLedger(database.db)).orderDrift).toEqual([]);
  });

  it('pays the deposit once when the final step arrives twice at once (two sessions), never the balance', async () => {
    const phone = freshNumber();
    const uid = phoneCustomerUid(phone);
    const first = dial(phone);
    await first.send();
    await first.send('1');
    await fund(database.db, uid, 300_000);
    const answers = ['7', '', '', '1000', '3', '1', '1', '3'];
    const crops = await dial(phone, []).send('7');
    answers[1] = optionOf(crops, /Bulbs & Onions/);
    answers[2] = optionOf(await dial(phone, answers.slice(0, 2)).send(), /Onion Red Creole KES 2$/);
    const [a, b] = await Promise.all([dial(phone, [...answers]).send(), dial(phone, [...answers]).send()]);
    expect([a, b].filter((r) => /^END Deposit KES 1,000 for MC\w{8} is paid from your wallet\./.test(r))).toHaveLength(1);
    const [order, ...more] = await ordersOf(phone);
    expect(more).toHaveLength(0);
    expect(order).toMatchObject({ status: 'booked', paymentStatus: 'partly_paid', paidCents: 100_000 });
    expect(await walletOf(database.db, uid)).toBe(200_000);
    expect((await entriesOf(order!.id)).map((e) => e.key)).toEqual([`order:${order!.id}:payment:deposit`]);
  });

  it('books what ready stock cannot cover, in Kiswahili, the deposit and then the balance by M-Pesa prompts for those amounts', async () => {
    const phone = APPROVES;
    const first = dial(phone);
    await first.send();
    await first.send('2');
    const stock = await onionStock();
    const wanted = stock + 1_000;
    const total = wanted * 200;
    const deposit = Math.ceil(total / 2 / 100) * 100;
    const kes = (cents: number) => `KES ${(cents / 100).toLocaleString('en-KE')}`;

    const buy = dial(phone);
    await buy.send();
    const quantity = await toOnions(buy, '1', /Vitunguu/, /^\d+ Kitunguu( Red Creole)? KES 2$/);
    expect(quantity).toContain(`Weka idadi ya miche: 1 hadi ${stock.toLocaleString('en-KE')}\nZaidi? Andika idadi kuweka oda ya baadaye.`);
    // More than is ready: only six weeks (grown) fits; two weeks would need ready stock.
    expect(await buy.send(String(wanted))).toBe(
      `CON Zipo ${stock.toLocaleString('en-KE')} tu sasa. Weka oda ya miche ${wanted.toLocaleString('en-KE')} kwa baadaye.\nUtapanda lini?\n3 Baada ya wiki 6 (07/01)\n0 Rudi 00 Mwanzo`,
    );
    // Two weeks (1) is not offered: the answer says from when the nursery can.
    expect(await buy.send('1')).toMatch(/^CON Kitalu kinaweza kuwa nazo tayari kuanzia 07\/01\.\nZipo .*\nUtapanda lini\?\n3 Baada ya wiki 6 \(07\/01\)\n/);
    await buy.send('3');
    await buy.send('1');
    expect(await buy.send('1')).toBe(
      `CON Kupanda 07/01. Lipa ${kes(deposit)} sasa, salio ${kes(total - deposit)} kufikia 07/01.\n1 Lipa kwa M-Pesa\n2 Ghairi\n0 Rudi 00 Mwanzo`,
    );
    expect(await buy.send('1')).toMatch(new RegExp(`^END Ombi la M-Pesa la ${kes(deposit)} linakuja`));
    const order = await eventually(async () => {
      const [o] = await ordersOf(phone);
      return o?.status === 'booked' ? o : undefined;
    }, 10_000);
    expect(order).toMatchObject({ paymentStatus: 'partly_paid', paidCents: deposit, plantingDate: SIX_WEEKS, totalCents: total });
    // The ready stock stays for today's buyers: the whole line is grown.
    expect(await onionStock()).toBe(stock);

    // The balance from My orders, by M-Pesa: the prompt asks for the balance.
    const mine = dial(phone);
    await mine.send();
    await mine.send('2');
    const shown = await mine.send('1');
    expect(shown).toContain(`Kupanda 07/01, salio ${kes(total - deposit)}\n1 Lipa salio kwa M-Pesa`);
    expect(shown).not.toContain('Ghairi oda');
    expect(await mine.send('1')).toMatch(new RegExp(`^END Ombi la M-Pesa la ${kes(total - deposit)} linakuja`));
    await eventually(async () => ((await ordersOf(phone))[0]?.paymentStatus === 'paid' ? true : undefined), 10_000);
    const attempts = await database.db
      .select({ amountCents: paymentAttempts.amountCents })
      .from(paymentAttempts)
      .where(eq(paymentAttempts.orderId, order.id))
      .orderBy(paymentAttempts.createdAt);
    expect(attempts.map((a) => a.amountCents)).toEqual([deposit, total - deposit]);
    expect((await entriesOf(order.id)).map((e) => e.key).sort()).toEqual([`order:${order.id}:payment:balance`, `order:${order.id}:payment:deposit`]);
  });
});

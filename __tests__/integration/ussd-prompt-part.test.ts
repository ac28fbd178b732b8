/**
 * On USSD, the prompt a "Book for later" screen sends records the part it showed
 * (the deposit, later the balance). The deposit paid from the wallet while that prompt is open, then
 * the prompt paid: the M-Pesa money stays in the phone's wallet, the balance is not paid by it, and
 * the farmer gets one SMS in the language the phone chose. Through the USSD callback route, the
 * Daraja sandbox in-process and the AT stand-in. Requires: the Auth emulator (globalSetup), PGlite,
 * PostgreSQL when DATABASE_URL is set.
 */
import { eq, like } from 'drizzle-orm';
import { journalEntries, orders, paymentAttempts, smsOutbox } from '@/lib/server/db/schema';
import { phoneCustomerUid } from '@/lib/server/services/phone-confirmation';
import { ensureCaller } from '@/lib/server/services/ussd';
import { payOrderFromWallet, showsPart } from '@/lib/server/services/wallet';
import { eventually } from '../mpesa-sandbox/support/receiver';
import { TEST_CALLBACK_SECRET } from '../support/payments-harness';
import { fund, walletOf } from '../support/shop-fixtures';
import { freshNumbers, openUssdShop, optionOf, type UssdShop } from '../support/ussd-shop';
import { databaseKinds } from '../support/test-database';
import { dial } from '../support/ussd-session';

process.env.MPESA_CALLBACK_SECRET = TEST_CALLBACK_SECRET;

/** Thursday 26 November 2026, 10:00 in Nairobi: six weeks on is Thursday 7 January 2027. */
const NOW = new Date('2026-11-26T07:00:00Z');
const clock = { now: () => NOW };
const freshNumber = freshNumbers('+2547177');

describe.each(databaseKinds)('a USSD booking’s prompt pays only the part its screen showed, on %s', (kind) => {
  let shop: UssdShop;

  beforeAll(async () => {
    shop = await openUssdShop(kind, NOW);
  });

  afterAll(async () => {
    // Prompts left open by the test close without a callback arriving after the database.
    shop.harness.sandbox.engine.knobs.callbackMode = 'drop';
    for (const p of shop.harness.sandbox.engine.listPrompts({ state: 'open' })) shop.harness.sandbox.engine.resolve(p.checkoutRequestId, 1032);
    await shop.close();
  });

  const db = () => shop.database.db;
  const attemptsOf = (orderId: string) => db().select().from(paymentAttempts).where(eq(paymentAttempts.orderId, orderId)).orderBy(paymentAttempts.createdAt);

  it('keeps the deposit prompt’s money in the wallet once the wallet paid the deposit, tells the farmer in Kiswahili, and prompts for the balance as the balance', async () => {
    const phone = freshNumber();
    const uid = phoneCustomerUid(phone);
    // Nobody answers this phone's prompts until the test enters the PIN.
    shop.harness.sandbox.engine.setPhone(phone.slice(1), { behaviour: 'manual', balance: 1_000_000 });
    shop.harness.sandbox.engine.knobs.noAnswerTimeoutMs = 120_000;

    // A new phone's first session chooses its language (English).
    const first = dial(phone);
    await first.send();
    await first.send('1');
    const book = dial(phone);
    await book.send();
    const crops = await book.send('7');
    const list = await book.send(optionOf(crops, /Bulbs & Onions/));
    await book.send(optionOf(list, /Onion Red Creole KES 2$/));
    expect(await book.send('1000')).toMatch(/\n3 In 6 weeks \(07\/01\)\n/);
    await book.send('3');
    await book.send('1');
    expect(await book.send('1')).toMatch(/^CON Plant on 07\/01\. Pay KES 1,000 now, balance KES 1,000 by 07\/01\.\n1 Pay with M-Pesa\n/);
    expect(await book.send('1')).toMatch(/^END .*KES 1,000/);

    const [order] = await db().select().from(orders).where(eq(orders.phone, phone));
    expect(order).toMatchObject({ status: 'pending', paidCents: 0, depositCents: 100_000, totalCents: 200_000 });
    const [deposit] = await eventually(async () => {
      const found = await attemptsOf(order!.id);
      return found[0]?.checkoutRequestId ? found : undefined;
    }, 10_000);
    expect(deposit).toMatchObject({ part: 'deposit', amountCents: 100_000 });

    // The phone turns to Kiswahili, and pays the deposit from its wallet while the prompt is open.
    await ensureCaller(db(), phone, { locale: 'sw' });
    await fund(db(), uid, 100_000);
    await payOrderFromWallet(db(), uid, order!.id, clock, showsPart('deposit'));
    expect(shop.harness.sandbox.engine.enterPin(deposit!.checkoutRequestId!, '1234')).toMatchObject({ ok: true });
    await eventually(async () => ((await attemptsOf(order!.id))[0]?.status === 'paid' ? true : undefined), 10_000);

    expect((await db().select().from(orders).where(eq(orders.id, order!.id)))[0]).toMatchObject({ status: 'booked', paidCents: 100_000 });
    expect(await walletOf(db(), uid)).toBe(100_000);
    const entries = await db()
      .select({ key: journalEntries.idempotencyKey })
      .from(journalEntries)
      .where(like(journalEntries.idempotencyKey, `order:${order!.id}:payment%`));
    expect(entries.map((e) => e.key)).toEqual([`order:${order!.id}:payment:deposit`]);
    const told = await db()
      .select()
      .from(smsOutbox)
      .where(eq(smsOutbox.idempotencyKey, `order:${order!.id}:mpesaToWallet:${deposit!.id}`));
    expect(told).toHaveLength(1);
    expect(told[0]!.message).toBe(
      `Miche: malipo yako ya M-Pesa ya KES 1,000 kwa oda ${order!.reference} yamewekwa kwenye pochi yako ya Miche, kwa sababu sehemu hiyo ilikuwa imeshalipwa.`,
    );

    // The balance from My orders: its prompt records the balance.
    const mine = dial(phone);
    await mine.send();
    await mine.send('2');
    expect(await mine.send('1')).toMatch(/\n1 Lipa salio kwa M-Pesa/);
    expect(await mine.send('1')).toMatch(/^END Ombi la M-Pesa la KES 1,000 linakuja/);
    const [, balance] = await eventually(async () => {
      const found = await attemptsOf(order!.id);
      return found[1]?.checkoutRequestId ? found : undefined;
    }, 10_000);
    expect(balance).toMatchObject({ part: 'balance', amountCents: 100_000 });
  });
});

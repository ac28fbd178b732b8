/**
 * On USSD, a planting date the nursery cannot meet. The server refuses a booking whose week's
 * sowing is full (createOrder's capacity check); the USSD screen offers the nearest date it can meet,
 * and choosing it books that date (the session's next step asks the server again, as the menu replays
 * the session's answers). Requires: the Auth emulator (globalSetup), PGlite, PostgreSQL when
 * DATABASE_URL is set.
 */
import { eq } from 'drizzle-orm';
import { orders } from '@/lib/server/db/schema';
import { phoneCustomerUid } from '@/lib/server/services/phone-confirmation';
import { TEST_CALLBACK_SECRET } from '../support/payments-harness';
import { freshNumbers, openUssdShop, optionOf, type UssdShop } from '../support/ussd-shop';
import { fund, walletOf } from '../support/shop-fixtures';
import { databaseKinds, type TestDatabase } from '../support/test-database';
import { dial } from '../support/ussd-session';

process.env.MPESA_CALLBACK_SECRET = TEST_CALLBACK_SECRET;
// A small nursery: ten trays a week, so two farmers' onions fill a week.
process.env.NURSERY_SOWING_TRAYS_PER_WEEK = '10';

/** Thursday 26 November 2026, 10:00 in Nairobi. */
const NOW = new Date('2026-11-26T07:00:00Z');

const freshNumber = freshNumbers('+2547144');

describe.each(databaseKinds)('a full week on USSD, on %s', (kind) => {
  let shop: UssdShop;
  let database: TestDatabase;

  beforeAll(async () => {
    shop = await openUssdShop(kind, NOW);
    ({ database } = shop);
  });

  afterAll(() => shop.close());

  /** A farmer with a wallet books `quantity` onions for six weeks in full from the wallet, up to the END (or the refusal). */
  const bookSixWeeks = async (phone: string, quantity: number) => {
    const first = dial(phone);
    await first.send();
    await first.send('1');
    await fund(database.db, phoneCustomerUid(phone), 1_000_000);
    const session = dial(phone);
    await session.send();
    const crops = await session.send('7');
    const list = await session.send(optionOf(crops, /Bulbs & Onions/));
    await session.send(optionOf(list, /Onion Red Creole KES 2$/));
    expect(await session.send(String(quantity))).toContain('\n3 In 6 weeks (07/01)\n');
    await session.send('3');
    await session.send('1');
    expect(await session.send('2')).toMatch(/^CON Plant on 07\/01\. Pay KES [\d,]+ now, nothing later\./);
    return { session, reply: await session.send('3') };
  };

  it('offers the nearest date the nursery can meet, and books it', async () => {
    const first = await bookSixWeeks(freshNumber(), 1_000);
    expect(first.reply).toMatch(/^END Order MC\w{8} is paid from your wallet\./);

    const phone = freshNumber();
    const second = await bookSixWeeks(phone, 1_000);
    const refused = /^CON The nursery's sowing for 07\/01 is full\. The nearest date it can meet: (\d\d)\/(\d\d)\.\n1 Book for \1\/\2\n0 Back 00 Home$/.exec(
      second.reply,
    );
    expect(refused).not.toBeNull();
    const [, day, month] = refused!;
    // Nothing was placed or paid for the refused date.
    expect(await database.db.select().from(orders).where(eq(orders.phone, phone))).toHaveLength(0);
    expect(await walletOf(database.db, phoneCustomerUid(phone))).toBe(1_000_000);

    // "1": the summary again, for the nearest date; then paid in full from the wallet.
    expect(await second.session.send('1')).toMatch(new RegExp(`^CON Plant on ${day}/${month}\\nOnion Red Creole x1000 KES 2,000\\n.+\\n1 Pay deposit`));
    await second.session.send('2');
    expect(await second.session.send('3')).toMatch(/^END Order MC\w{8} is paid from your wallet\./);
    const [booked] = await database.db.select().from(orders).where(eq(orders.phone, phone));
    expect(booked).toMatchObject({ status: 'paid', paymentPlan: 'full', paidCents: 200_000 });
    expect(booked!.plantingDate).toMatch(new RegExp(`^\\d{4}-${month}-${day}$`));
  });
});

/**
 * On USSD, the cap on an account's unpaid grown-to-order seedlings (BOOKING_UNPAID_SEEDLINGS_CAP,
 * 20,000 by default) holds for "Book for later" too, and the phone is told why in its own words, not
 * "we could not place the order". Requires: the Auth emulator (globalSetup), PGlite, PostgreSQL when
 * DATABASE_URL is set.
 */
import { eq } from 'drizzle-orm';
import { createOrderSchema } from '@/lib/schemas/order';
import { orders, products } from '@/lib/server/db/schema';
import { seedProductId } from '@/lib/server/db/seed';
import { DEFAULT_BOOKING_SETTINGS } from '@/lib/server/services/order-hooks';
import { createOrder } from '@/lib/server/services/orders';
import { phoneCustomerUid } from '@/lib/server/services/phone-confirmation';
import { TEST_CALLBACK_SECRET } from '../support/payments-harness';
import { orderBody, type Product } from '../support/shop-fixtures';
import { freshNumbers, openUssdShop, optionOf, type UssdShop } from '../support/ussd-shop';
import { dial } from '../support/ussd-session';
import { databaseKinds } from '../support/test-database';

process.env.MPESA_CALLBACK_SECRET = TEST_CALLBACK_SECRET;

/** Thursday 26 November 2026, 10:00 in Nairobi: six weeks on is Thursday 7 January 2027. */
const NOW = new Date('2026-11-26T07:00:00Z');
const ONION = seedProductId('onion-red-creole');
const freshNumber = freshNumbers('+2547135');

describe.each(databaseKinds)('the cap on unpaid bookings on USSD, on %s', (kind) => {
  let shop: UssdShop;

  beforeAll(async () => {
    shop = await openUssdShop(kind, NOW);
  });

  afterAll(() => shop.close());

  it('tells a phone whose unpaid bookings hold 20,000 seedlings to pay a deposit first, in English and Kiswahili', async () => {
    const db = shop.database.db;
    const [onion] = await db
      .select({ id: products.id, name: products.name, priceCents: products.priceCents, stock: products.stock })
      .from(products)
      .where(eq(products.id, ONION));
    for (const language of ['1', '2'] as const) {
      const phone = freshNumber();
      const uid = phoneCustomerUid(phone);
      // A new number chooses its language first: 1 English, 2 Kiswahili.
      const first = dial(phone);
      await first.send();
      await first.send(language);
      // Two unpaid bookings of 10,000 onions for this phone's account, from the web.
      for (const [quantity, date] of [
        [10_000, '2027-02-17'],
        [10_000, '2027-02-18'],
      ] as const) {
        const lines: Array<[Product, number]> = [[onion!, quantity]];
        const body = orderBody({ uid, email: '', cookie: '' }, lines, {
          plantingDate: date,
          paymentPlan: 'deposit',
          paymentMethod: 'mpesa',
          deliveryMethod: 'pickup',
          pickupPointId: 1,
          deliveryCounty: null,
          total: (onion!.priceCents * quantity) / 100,
          phone,
        });
        await createOrder(db, uid, createOrderSchema.parse(body), {
          clock: { now: () => NOW },
          expiryHours: 24,
          paybillNumber: '',
          booking: DEFAULT_BOOKING_SETTINGS,
        });
      }
      const before = await db.select({ id: orders.id }).from(orders).where(eq(orders.userUid, uid));

      const book = dial(phone);
      await book.send();
      const crops = await book.send('7');
      const list = await book.send(optionOf(crops, /Bulbs & Onions|Vitunguu/));
      await book.send(optionOf(list, /(Onion|Kitunguu) Red Creole KES 2$/));
      await book.send('1000');
      await book.send('3'); // in six weeks: grown
      await book.send('1'); // pick up
      await book.send('1'); // the deposit
      const answer = await book.send('1'); // pay with M-Pesa: the order is placed now
      expect(answer).toBe(
        language === '1'
          ? 'END Your unpaid bookings hold 20,000 seedlings (at most 20,000). Pay a deposit first, or book fewer.'
          : 'END Oda zako ambazo hazijalipwa zina miche 20,000 (mwisho 20,000). Lipa malipo ya awali kwanza, au agiza michache.',
      );
      expect(await db.select({ id: orders.id }).from(orders).where(eq(orders.userUid, uid))).toHaveLength(before.length);
    }
  });
});

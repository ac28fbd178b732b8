/**
 * The booking suites' shared setup: the shop opened at the Nairobi clock they run
 * at, with staff signed in, and closed with a clean ledger; the route handlers' empty context and
 * params; the products they book; a booking's checkout for pickup; the shop's settings, and a booking
 * made straight through the order service.
 */
import { eq } from 'drizzle-orm';
import { createOrderSchema } from '@/lib/schemas/order';
import { systemClock } from '@/lib/server/clock';
import type { Db } from '@/lib/server/db/client';
import { products } from '@/lib/server/db/schema';
import { seedProductId } from '@/lib/server/db/seed';
import { useClock as installClock } from '@/lib/server/services/deps';
import { checkLedger } from '@/lib/server/services/ledger-check';
import { createOrder } from '@/lib/server/services/orders';
import { openShopWithPayments, type PaymentsHarness } from './payments-harness';
import { orderBody, type Product } from './shop-fixtures';
import { signedInStaff, type Person } from './sessions';
import type { DatabaseKind, TestDatabase } from './test-database';

/** A route handler's context where it reads none, and one with its params. */
export const none = undefined as never;
export const params = <T>(p: T) => ({ params: Promise.resolve(p) });

/** Thursday 26 November 2026, 10:00 in Nairobi. */
export const NOW = new Date('2026-11-26T07:00:00Z');
export const TODAY = '2026-11-26';
export const clock = { now: () => NOW };
/** The clock `days` days after NOW. */
export const later = (days: number) => ({ now: () => new Date(NOW.getTime() + days * 86_400_000) });

/** Onion Red Creole: 42 to 56 days, 25 % loss, 21 sellable days, 200-cell trays, KES 2 a seedling, 8,000 ready. */
export const ONION = seedProductId('onion-red-creole');

/** The shop with payments, its clock at NOW, and staff signed in. */
export async function openBookingShop(kind: DatabaseKind, options: { poolMax?: number } = {}) {
  const { database, harness } = await openShopWithPayments(kind, options);
  installClock(clock);
  const staff: Person = await signedInStaff(database.db);
  return { database, harness, staff };
}

/** Every booking suite ends with the system clock back and a clean ledger: deposits, balances and refunds add up on every order. */
export async function closeBookingShop(database: TestDatabase, harness: PaymentsHarness) {
  installClock(systemClock);
  const report = await checkLedger(database.db);
  expect(report).toMatchObject({ ok: true, unbalanced: [], walletDrift: [], paymentMismatches: [], orderDrift: [] });
  await harness.close();
  await database.close();
}

/** A product as an order names it. */
export async function productById(db: Db, id: string): Promise<Product> {
  const [row] = await db
    .select({ id: products.id, name: products.name, priceCents: products.priceCents, stock: products.stock })
    .from(products)
    .where(eq(products.id, id));
  return row!;
}

/** The order body's total for a pickup (no delivery fee), in cents. */
export const pickupTotal = (lines: Array<[Product, number]>) => lines.reduce((s, [p, q]) => s + p.priceCents * q, 0);

/** A booking's checkout fields, picked up at point 1: its planting date, payment plan and method, and total. */
export const pickupBooking = (
  lines: Array<[Product, number]>,
  plantingDate: string,
  paymentMethod: 'mpesa' | 'wallet' = 'wallet',
  paymentPlan = 'deposit',
) => ({
  plantingDate,
  paymentPlan,
  paymentMethod,
  deliveryMethod: 'pickup',
  pickupPointId: 1,
  deliveryCounty: null,
  total: pickupTotal(lines) / 100,
});

/** The shop's settings for the order service: a 50 % deposit, `traysPerWeek` of room, and the unpaid seedlings cap. */
export const bookingSettings = (traysPerWeek: number, unpaidSeedlingsCap = 20_000) => ({
  clock,
  expiryHours: 24,
  paybillNumber: '',
  booking: { depositPercent: 50, traysPerWeek, unpaidSeedlingsCap },
});

/** A deposit booking for pickup made straight through the order service, with the settings given. */
export const createBooking = (
  db: Db,
  person: Person,
  lines: Array<[Product, number]>,
  plantingDate: string,
  options: { paymentMethod?: 'mpesa' | 'wallet'; traysPerWeek: number; unpaidSeedlingsCap?: number },
) =>
  createOrder(
    db,
    person.uid,
    createOrderSchema.parse(orderBody(person, lines, pickupBooking(lines, plantingDate, options.paymentMethod))),
    bookingSettings(options.traysPerWeek, options.unpaidSeedlingsCap),
  );

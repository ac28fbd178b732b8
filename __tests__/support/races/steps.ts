/** The steps races share: requests from a farmer's page, an order placed or paid, a booking. */
import { eq } from 'drizzle-orm';
import { POST as writeToSheet } from '@/app/api/writeToSheet/route';
import { products } from '@/lib/server/db/schema';
import { seedProductId } from '@/lib/server/db/seed';
import { bodyOf, jsonRequest } from '../requests';
import type { Person } from '../sessions';
import { fund, orderBody } from '../shop-fixtures';
import { ordersOf, type RaceContext } from './context';

export const none = undefined as never;
export const params = <T>(p: T) => ({ params: Promise.resolve(p) });

/** A request from the farmer's page, with the page's intent key when it has one. */
export const fromPage = (person: Person, path: string, body: unknown, key?: string) =>
  jsonRequest(path, { cookie: person.cookie, body, headers: key ? { 'idempotency-key': key } : {} });

export async function checkout(person: Person, body: Record<string, unknown>, key?: string) {
  const response = await writeToSheet(fromPage(person, '/api/writeToSheet', body, key), none);
  return { status: response.status, body: await bodyOf<{ id: string; total: number }>(response) };
}

/** Every answer the same order, and the farmer has that one order. */
export async function oneOrder(ctx: RaceContext, person: Person, answers: Array<{ status: number; body: { data: { id: string } } }>) {
  expect(answers.map((a) => a.status).every((s) => s === 200 || s === 201)).toBe(true);
  const placed = await ordersOf(ctx.db, person.uid);
  expect(placed).toHaveLength(1);
  expect(new Set(answers.map((a) => a.body.data.id))).toEqual(new Set([placed[0]!.id]));
  return placed[0]!;
}

/** An order paid from a wallet funded for it. */
export async function paidOrder(ctx: RaceContext, person: Person): Promise<{ id: string; totalCents: number }> {
  await fund(ctx.db, person.uid, 1_000_000);
  const placed = await checkout(person, orderBody(person, [[ctx.products[0]!, 1]], { paymentMethod: 'wallet' }));
  expect(placed.status).toBe(201);
  return { id: placed.body.data.id, totalCents: Math.round(placed.body.data.total * 100) };
}

/** Tomato Anna F1: raised in 28 to 42 days, so a booking 45 days ahead is grown for it. */
export const TOMATO = seedProductId('tomato-anna-f1');
export const bookingDay = () => new Date(Date.now() + 45 * 86_400_000).toISOString().slice(0, 10);

/** 200 tomato seedlings booked for pickup on bookingDay(), on the deposit plan. */
export async function booking(ctx: RaceContext, person: Person): Promise<string> {
  const [tomato] = await ctx.db
    .select({ id: products.id, name: products.name, priceCents: products.priceCents, stock: products.stock })
    .from(products)
    .where(eq(products.id, TOMATO));
  const placed = await checkout(
    person,
    orderBody(person, [[tomato!, 200]], {
      deliveryMethod: 'pickup',
      deliveryCounty: null,
      deliveryAddress: '',
      pickupPointId: 1,
      total: (tomato!.priceCents * 200) / 100,
      plantingDate: bookingDay(),
      paymentPlan: 'deposit',
    }),
  );
  expect(placed.status).toBe(201);
  return placed.body.data.id;
}

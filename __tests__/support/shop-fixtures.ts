/** Shared steps of the money suites: products to buy, orders through the API, wallets funded through the ledger. */
import { randomUUID } from 'node:crypto';
import { and, eq, gt } from 'drizzle-orm';
import { POST as writeToSheet } from '@/app/api/writeToSheet/route';
import type { OrderDetailView } from '@/lib/order-view';
import type { Db } from '@/lib/server/db/client';
import { products, users } from '@/lib/server/db/schema';
import { adjustWallet } from '@/lib/server/services/adjustments';
import { bodyOf, jsonRequest } from './requests';
import type { Person } from './sessions';
import type { Wire } from '@/lib/api/wire';

export interface Product {
  id: string;
  name: string;
  priceCents: number;
  stock: number;
}

export const NAIROBI_FEE = 250;

/** Seedlings with plenty of stock (the seed also has some sold out, on purpose). */
export async function stockedProducts(db: Db): Promise<Product[]> {
  return db
    .select({ id: products.id, name: products.name, priceCents: products.priceCents, stock: products.stock })
    .from(products)
    .where(and(eq(products.active, true), gt(products.stock, 100)))
    .orderBy(products.slug);
}

export function orderBody(person: Person, lines: Array<[Product, number]>, overrides: Record<string, unknown> = {}) {
  const subtotal = lines.reduce((s, [p, q]) => s + p.priceCents * q, 0) / 100;
  return {
    userId: person.uid,
    items: lines.map(([p, q]) => ({ id: p.id, name: p.name, price: p.priceCents / 100, quantity: q })),
    total: subtotal + NAIROBI_FEE,
    status: 'pending',
    date: new Date().toISOString(),
    createdAt: new Date().toISOString(),
    deliveryAddress: 'Kangari, near the market',
    phone: '+254708374149',
    paymentMethod: 'mpesa',
    paymentStatus: 'pending',
    deliveryMethod: 'delivery',
    deliveryCounty: 'Nairobi',
    ...overrides,
  };
}

/** A checkout as the page sends it: its own Idempotency-Key, so each call is a checkout of its own. */
export async function placeOrder(person: Person, lines: Array<[Product, number]>, overrides: Record<string, unknown> = {}) {
  const headers = { 'idempotency-key': randomUUID() };
  const response = await writeToSheet(
    jsonRequest('/api/writeToSheet', { cookie: person.cookie, body: orderBody(person, lines, overrides), headers }),
    undefined,
  );
  return { response, body: await bodyOf<Wire<OrderDetailView>>(response) };
}

/** Money into a wallet the way staff would add it: an adjustment entry in the ledger. */
export async function fund(db: Db, uid: string, cents: number): Promise<void> {
  await adjustWallet(db, { uid, amountCents: cents, reason: 'test funds', actor: 'test', key: randomUUID() });
}

export async function walletOf(db: Db, uid: string): Promise<number> {
  const [row] = await db.select({ cents: users.walletBalanceCents }).from(users).where(eq(users.uid, uid));
  return row?.cents ?? Number.NaN;
}

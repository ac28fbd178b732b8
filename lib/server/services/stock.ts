import 'server-only';
import { and, eq, sql } from 'drizzle-orm';
import type { Tx } from '../db/client';
import { products, stockMovements } from '../db/schema';

/**
 * The one way stock changes: the product's count and a movement with its reason, together. Returns
 * the stock after, or null when the change would take it below zero (nothing is written then).
 */
export async function moveStock(
  tx: Tx,
  input: { productId: string; change: number; reason: string; actor: string; onlyActive?: boolean; sowingBatchId?: string },
): Promise<number | null> {
  if (!Number.isSafeInteger(input.change) || input.change === 0) throw new Error(`stock change of ${input.change}`);
  const [row] = await tx
    .update(products)
    .set({ stock: sql`${products.stock} + ${input.change}`, updatedAt: sql`now()` })
    .where(and(eq(products.id, input.productId), sql`${products.stock} + ${input.change} >= 0`, input.onlyActive ? eq(products.active, true) : sql`true`))
    .returning({ stock: products.stock });
  if (!row) return null;
  await tx.insert(stockMovements).values({
    productId: input.productId,
    change: input.change,
    stockAfter: row.stock,
    reason: input.reason,
    actor: input.actor,
    sowingBatchId: input.sowingBatchId ?? null,
  });
  return row.stock;
}

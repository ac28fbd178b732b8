/**
 * Money crosses the wire in KES and lives everywhere else in cents. Inside Miche an amount is an
 * integer under a `…Cents` name (`totalCents`); the spec's API carries the same amount in KES under
 * the plain name (`total`). The route handlers turn their answers into the wire shape at the edge
 * (toWire), and the browser's API client turns them back (fromWire), so no page or component ever
 * converts money itself.
 */

/** The spec's and Miche's money fields, as the wire names them. */
const MONEY = [
  'price',
  'lineTotal',
  'subtotal',
  'deliveryFee',
  'total',
  'refunded',
  'amount',
  'balance',
  'walletBalance',
  'fee',
  'deposit',
  'paidSoFar',
  'amountDue',
] as const;
type MoneyName = (typeof MONEY)[number];
const MONEY_NAMES: ReadonlySet<string> = new Set(MONEY);

/** T as it travels: every `<money>Cents` field renamed `<money>` and carried in KES. */
export type Wire<T> = T extends readonly (infer U)[]
  ? Wire<U>[]
  : T extends object
    ? {
        [K in keyof T as K extends `${infer Name}Cents` ? (Name extends MoneyName ? Name : K) : K]: K extends `${infer Name}Cents`
          ? Name extends MoneyName
            ? number
            : Wire<T[K]>
          : Wire<T[K]>;
      }
    : T;

function convert(value: unknown, key: (name: string) => { to: string; amount: (n: number) => number } | null): unknown {
  if (Array.isArray(value)) return value.map((v) => convert(v, key));
  if (typeof value !== 'object' || value === null) return value;
  return Object.fromEntries(
    Object.entries(value).map(([name, v]) => {
      const money = typeof v === 'number' ? key(name) : null;
      return money ? [money.to, money.amount(v as number)] : [name, convert(v, key)];
    }),
  );
}

/** An answer for the wire: cents to KES (two decimals at most, exact for integer cents). */
export function toWire<T>(value: T): Wire<T> {
  return convert(value, (name) => {
    const plain = name.endsWith('Cents') ? name.slice(0, -5) : null;
    return plain && MONEY_NAMES.has(plain) ? { to: plain, amount: (cents) => cents / 100 } : null;
  }) as Wire<T>;
}

/** An answer from the wire: KES back to integer cents. */
export function fromWire<T>(value: Wire<T>): T {
  return convert(value, (name) => (MONEY_NAMES.has(name) ? { to: `${name}Cents`, amount: (kes) => Math.round(kes * 100) } : null)) as T;
}

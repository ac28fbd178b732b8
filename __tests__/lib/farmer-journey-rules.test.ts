/**
 * The rules behind what a farmer trying the shop on a phone ran into: the wallet statement's one line for an order paid by
 * M-Pesa, one status instead of "Paid · Paid", when an order should arrive, and what delivery costs
 * (with the nudge toward pickup at the county step).
 */
import { cheapestDeliveryCents, deliveryOutweighsSeedlings, etaDays, expectedArrival, tooSmallToDeliver } from '@/lib/delivery';
import { formatDate } from '@/lib/format';
import { orderStateLabel } from '@/lib/orders';
import { statementEntries, type WalletTransaction } from '@/lib/wallet-view';
import { lineTotalCents, parseStoredCart } from '@/lib/cart';

const line = (id: number, kind: WalletTransaction['kind'], amountCents: number, balanceCents: number, orderReference: string | null): WalletTransaction => ({
  id: String(id),
  userId: 'u1',
  kind,
  amountCents,
  balanceCents,
  date: '2026-11-24T10:00:00.000Z',
  reference: kind === 'top-up' ? 'SKC1234567' : orderReference,
  description: kind,
  orderReference,
});

describe('the wallet statement as a farmer reads it', () => {
  it('shows an order paid by M-Pesa as one line, with the deposit and the payment behind it', () => {
    const entries = statementEntries([line(4, 'order payment', -42_700, 0, 'MCABCDEFGH'), line(3, 'top-up', 42_700, 42_700, 'MCABCDEFGH')]);
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({ type: 'order-by-mpesa', orderReference: 'MCABCDEFGH', paidCents: 42_700, netCents: 0, balanceCents: 0 });
  });

  it('keeps a real top-up, a wallet payment and a refund as lines of their own', () => {
    const entries = statementEntries([
      line(5, 'refund', 10_000, 35_000, 'MCZZZZZZZZ'),
      line(4, 'order payment', -5_000, 25_000, 'MCYYYYYYYY'),
      line(3, 'top-up', 30_000, 30_000, null),
    ]);
    expect(entries.map((e) => e.type)).toEqual(['line', 'line', 'line']);
  });

  it('does not pair a deposit with the payment of another order', () => {
    const entries = statementEntries([line(4, 'order payment', -5_000, 0, 'MCAAAAAAAA'), line(3, 'top-up', 5_000, 5_000, 'MCBBBBBBBB')]);
    expect(entries.map((e) => e.type)).toEqual(['line', 'line']);
  });

  it("says what the wallet gained or spent beside the order: M-Pesa's whole-shilling rounding, or the wallet's part of a split", () => {
    const rounded = statementEntries([line(4, 'order payment', -42_750, 50, 'MCABCDEFGH'), line(3, 'top-up', 42_800, 42_800, 'MCABCDEFGH')]);
    expect(rounded[0]).toMatchObject({ netCents: 50 });
    const split = statementEntries([line(4, 'order payment', -50_000, 0, 'MCABCDEFGH'), line(3, 'top-up', 40_000, 50_000, 'MCABCDEFGH')]);
    expect(split[0]).toMatchObject({ paidCents: 50_000, netCents: -10_000 });
  });
});

describe("an order's state in a few words", () => {
  it('says Paid once, not "Paid · Paid"', () => {
    expect(orderStateLabel('paid', 'paid')).toBe('Paid');
    expect(orderStateLabel('processing', 'paid')).toBe('Being prepared');
  });
  it('names a failed payment and a refund, which the status alone does not say', () => {
    expect(orderStateLabel('pending', 'failed')).toBe('Payment failed');
    expect(orderStateLabel('cancelled', 'refunded')).toBe('Cancelled · Refunded');
  });
});

describe('when an order should arrive', () => {
  it("reads the zone's delivery time as staff write it", () => {
    expect(etaDays('Next day')).toEqual([1, 1]);
    expect(etaDays('1 to 2 days')).toEqual([1, 2]);
    expect(etaDays('3 – 5 days')).toEqual([3, 5]);
    expect(etaDays('4 days')).toEqual([4, 4]);
    expect(etaDays('when the lorry comes')).toBeNull();
  });
  it('counts the days from payment, as dates a farmer reads', () => {
    const [from, to] = expectedArrival(new Date('2026-11-24T09:00:00+03:00'), [1, 2]);
    expect(formatDate(from, 'weekday')).toBe('Wednesday, 25 November');
    expect(formatDate(to, 'weekday')).toBe('Thursday, 26 November');
  });
});

describe('what delivery costs, said before checkout', () => {
  it('quotes the cheapest county', () => {
    expect(cheapestDeliveryCents([{ feeCents: 40_000 }, { feeCents: 25_000 }, { feeCents: 90_000 }])).toBe(25_000);
    expect(cheapestDeliveryCents([])).toBeNull();
  });
  it('calls an order worth less than even the cheapest delivery too small to deliver', () => {
    expect(tooSmallToDeliver(2_700, 25_000)).toBe(true);
    expect(tooSmallToDeliver(25_000, 25_000)).toBe(false);
    expect(tooSmallToDeliver(0, 25_000)).toBe(false);
    expect(tooSmallToDeliver(2_700, null)).toBe(false);
  });
});

describe('cart lines show their unit and total', () => {
  it('keeps the unit a line was added with, and computes its total in cents', () => {
    const [item] = parseStoredCart(JSON.stringify([{ product: { id: 'p', name: 'Tomato', price: 15, unit: 'per seedling' }, quantity: 3 }]));
    expect(item?.product.unit).toBe('per seedling');
    expect(item && lineTotalCents(item)).toBe(4_500);
  });
  it('ignores a unit that is not text', () => {
    const [item] = parseStoredCart(JSON.stringify([{ product: { id: 'p', name: 'Tomato', price: 15, unit: 42 }, quantity: 1 }]));
    expect(item?.product.unit).toBeUndefined();
  });
});

describe('the county step’s pickup nudge (issue 29)', () => {
  const zones = [
    { county: 'Nairobi', feeCents: 25_000 },
    { county: 'Turkana', feeCents: 90_000 },
  ];
  it('names the chosen county’s fee when it is more than the seedlings cost', () => {
    expect(deliveryOutweighsSeedlings({ deliveryMethod: 'delivery', county: 'Nairobi' }, 500, zones)).toBe(25_000);
    expect(deliveryOutweighsSeedlings({ deliveryMethod: 'delivery', county: 'Turkana' }, 50_000, zones)).toBe(90_000);
  });
  it('says nothing when the seedlings cost as much as the delivery or more', () => {
    expect(deliveryOutweighsSeedlings({ deliveryMethod: 'delivery', county: 'Nairobi' }, 25_000, zones)).toBeNull();
    expect(deliveryOutweighsSeedlings({ deliveryMethod: 'delivery', county: 'Nairobi' }, 50_000, zones)).toBeNull();
  });
  it('says nothing for pickup, before a county is chosen, for an unknown county or an empty cart', () => {
    expect(deliveryOutweighsSeedlings({ deliveryMethod: 'pickup', county: 'Nairobi' }, 500, zones)).toBeNull();
    expect(deliveryOutweighsSeedlings({ deliveryMethod: 'delivery', county: '' }, 500, zones)).toBeNull();
    expect(deliveryOutweighsSeedlings({ deliveryMethod: 'delivery', county: 'Kisumu' }, 500, zones)).toBeNull();
    expect(deliveryOutweighsSeedlings({ deliveryMethod: 'delivery', county: 'Nairobi' }, 0, zones)).toBeNull();
  });
});

/**
 * The pure rules of a farmer's booking. What a payment pays now (deposit, balance, whole),
 * the deposit's rounding and floor, the planting date's bounds, where a line comes from, which
 * planting dates a batch can meet, and when an unpaid balance releases the seedlings.
 */
import fc from 'fast-check';
import {
  amountDueCents,
  batchMeets,
  depositCents,
  duePart,
  earliestPlantingDate,
  lineSource,
  MIN_DEPOSIT_CENTS,
  plantingDateProblem,
  quickPlantingDates,
  releaseDate,
} from '@/lib/booking';

const TODAY = '2026-11-26';
const order = (o: Partial<Parameters<typeof duePart>[0]>) => ({
  status: 'pending',
  totalCents: 150_000,
  paidCents: 0,
  paymentPlan: null,
  depositCents: null,
  ...o,
});

describe('the deposit', () => {
  it('is the percentage rounded up to a whole shilling, at least KES 100, never above the total', () => {
    expect(depositCents(150_000, 50)).toBe(75_000);
    expect(depositCents(150_050, 50)).toBe(75_100);
    expect(depositCents(15_000, 50)).toBe(MIN_DEPOSIT_CENTS);
    expect(depositCents(6_000, 50)).toBe(6_000);
    expect(depositCents(150_000, 100)).toBe(150_000);
  });

  it('and the balance after it always make the total', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 100_000_000 }), fc.integer({ min: 1, max: 100 }), (total, percent) => {
        const deposit = depositCents(total, percent);
        const first = duePart(order({ totalCents: total, paymentPlan: 'deposit', depositCents: deposit }));
        const rest = duePart(order({ status: 'booked', totalCents: total, paidCents: first!.amountCents, paymentPlan: 'deposit', depositCents: deposit }));
        expect(first!.amountCents + (rest?.amountCents ?? 0)).toBe(total);
        expect(deposit).toBeGreaterThanOrEqual(Math.min(total, MIN_DEPOSIT_CENTS));
        expect(deposit).toBeLessThanOrEqual(total);
      }),
    );
  });
});

describe('what a payment made now pays', () => {
  it('is the whole of an order, the deposit of a booking on the deposit plan, then its balance', () => {
    expect(duePart(order({}))).toEqual({ part: 'full', amountCents: 150_000 });
    expect(duePart(order({ paymentPlan: 'full', depositCents: 75_000 }))).toEqual({ part: 'full', amountCents: 150_000 });
    expect(duePart(order({ paymentPlan: 'deposit', depositCents: 75_000 }))).toEqual({ part: 'deposit', amountCents: 75_000 });
    expect(duePart(order({ status: 'booked', paidCents: 75_000, paymentPlan: 'deposit', depositCents: 75_000 }))).toEqual({
      part: 'balance',
      amountCents: 75_000,
    });
  });

  it('is nothing once paid, cancelled or on its way', () => {
    for (const status of ['paid', 'processing', 'dispatched', 'delivered', 'cancelled']) expect(amountDueCents(order({ status, paidCents: 150_000 }))).toBe(0);
    expect(amountDueCents(order({ status: 'cancelled', paidCents: 0 }))).toBe(0);
  });

  it('takes a deposit as large as the total as the whole', () => {
    expect(duePart(order({ totalCents: 6_000, paymentPlan: 'deposit', depositCents: 6_000 }))).toEqual({ part: 'full', amountCents: 6_000 });
  });
});

describe('the planting date', () => {
  it('can be today when ready stock covers it, else from the raising days’ fast end', () => {
    expect(earliestPlantingDate({ today: TODAY, readyStock: 500, quantity: 100, raisingDaysMin: 28 })).toBe(TODAY);
    expect(earliestPlantingDate({ today: TODAY, readyStock: 99, quantity: 100, raisingDaysMin: 28 })).toBe('2026-12-24');
  });

  it('is refused when not a date, too soon or more than 120 days ahead', () => {
    const bounds = { today: TODAY, earliest: '2026-12-24' };
    expect(plantingDateProblem('2026-02-30', bounds)).toBe('invalid');
    expect(plantingDateProblem('2026-12-23', bounds)).toBe('too_soon');
    expect(plantingDateProblem('2026-12-24', bounds)).toBeNull();
    expect(plantingDateProblem('2027-03-26', bounds)).toBeNull();
    expect(plantingDateProblem('2027-03-27', bounds)).toBe('too_late');
  });

  it('offers 2, 4 and 6 weeks, each only when the nursery can meet it', () => {
    expect(quickPlantingDates(TODAY, '2026-12-24')).toEqual([
      { weeks: 2, date: '2026-12-10', possible: false },
      { weeks: 4, date: '2026-12-24', possible: true },
      { weeks: 6, date: '2027-01-07', possible: true },
    ]);
  });
});

describe('where a booking’s line comes from', () => {
  const tomato = { today: TODAY, readyStock: 500, quantity: 100, raisingDaysMin: 28, sellableDays: 10 };
  it('is ready stock within its sellable days, else grown from the fast end, else nowhere', () => {
    expect(lineSource({ ...tomato, plantingDate: '2026-12-06' })).toBe('stock');
    expect(lineSource({ ...tomato, plantingDate: '2026-12-07' })).toBeNull();
    expect(lineSource({ ...tomato, plantingDate: '2026-12-24' })).toBe('grown');
    expect(lineSource({ ...tomato, readyStock: 50, plantingDate: '2026-12-01' })).toBeNull();
  });
});

describe('a batch and an unpaid balance', () => {
  it('meets planting dates from its sowing day + the fast end to its ready day + the sellable days', () => {
    expect(batchMeets({ sownOn: TODAY, expectedReadyOn: '2027-01-07' }, { raisingDaysMin: 28, sellableDays: 10 })).toEqual({
      from: '2026-12-24',
      to: '2027-01-17',
    });
  });

  it('releases the seedlings a week after they were ready, or after the planting date when later', () => {
    expect(releaseDate(TODAY, '2026-12-24')).toBe('2026-12-31');
    expect(releaseDate('2026-12-28', '2026-12-24')).toBe('2027-01-04');
  });
});

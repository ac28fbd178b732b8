/**
 * The pure rules of growing to order. readyFrom (the earliest day the nursery can supply a
 * quantity), traysToSow and the weekly plan held to the nursery's capacity, and the calendar helpers
 * they stand on.
 */
import fc from 'fast-check';
import {
  addDays,
  daysBetween,
  expectedReadyOn,
  expectedSeedlings,
  isIsoDate,
  isoWeekLabel,
  nairobiToday,
  readyFrom,
  seedlingsToUnits,
  sowingPlan,
  traysToSow,
  weekStart,
  type PlanProduct,
} from '@/lib/growing';

describe('calendar days', () => {
  it('counts Nairobi’s day from 21:00 UTC', () => {
    expect(nairobiToday(new Date('2026-11-26T20:59:59Z'))).toBe('2026-11-26');
    expect(nairobiToday(new Date('2026-11-26T21:00:00Z'))).toBe('2026-11-27');
  });

  it('adds days across months and years, and knows real dates', () => {
    expect(addDays('2026-12-25', 10)).toBe('2027-01-04');
    expect(addDays('2028-02-28', 1)).toBe('2028-02-29');
    expect(daysBetween('2026-11-26', '2027-01-07')).toBe(42);
    expect(isIsoDate('2026-02-30')).toBe(false);
    expect(isIsoDate('2026-2-3')).toBe(false);
    expect(isIsoDate('2028-02-29')).toBe(true);
  });

  it('starts weeks on Monday and names them as ISO does', () => {
    expect(weekStart('2026-11-26')).toBe('2026-11-23'); // a Thursday
    expect(weekStart('2026-11-23')).toBe('2026-11-23');
    expect(weekStart('2026-11-29')).toBe('2026-11-23'); // a Sunday
    expect(isoWeekLabel('2026-11-26')).toBe('2026-W48');
    expect(isoWeekLabel('2027-01-01')).toBe('2026-W53'); // 2026 has 53 ISO weeks
    expect(isoWeekLabel('2024-12-30')).toBe('2025-W01');
  });
});

describe('a batch’s expected seedlings', () => {
  it('is sown less the allowance sown on top, rounded down, and in trays for a tray product', () => {
    expect(expectedSeedlings(1150, 15)).toBe(1000);
    expect(expectedSeedlings(1000, 0)).toBe(1000);
    expect(expectedSeedlings(999, 10)).toBe(908);
    expect(seedlingsToUnits(1000, null)).toBe(1000);
    expect(seedlingsToUnits(1000, 50)).toBe(20);
    expect(seedlingsToUnits(1049, 50)).toBe(20);
    expect(expectedReadyOn('2026-11-26', 42)).toBe('2027-01-07');
  });

  it('sowing the trays the plan asks for gives at least the seedlings wanted (property)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 200_000 }), fc.integer({ min: 1, max: 1000 }), fc.integer({ min: 0, max: 90 }), (demand, cells, loss) => {
        const trays = traysToSow({ demandSeedlings: demand, sowingTrayCells: cells, lossPercent: loss, growingTrays: 0 });
        expect(expectedSeedlings(trays * cells, loss)).toBeGreaterThanOrEqual(demand);
        // …and one tray fewer would not be enough with the allowance on top.
        expect((trays - 1) * cells * 100).toBeLessThan(demand * (100 + loss));
      }),
    );
  });
});

describe('readyFrom', () => {
  const today = '2026-11-26';
  const tomato = {
    readyStock: 100,
    raisingDaysMax: 42,
    growing: [
      { expectedReadyOn: '2026-12-20', expectedUnits: 300 },
      { expectedReadyOn: '2026-12-06', expectedUnits: 200 },
    ],
  };

  it('is today when the ready stock covers the quantity', () => {
    expect(readyFrom(tomato, 100, today)).toEqual({ date: today, source: 'stock' });
    expect(readyFrom(tomato, 1, today)).toEqual({ date: today, source: 'stock' });
  });

  it('is the earliest growing batch whose cumulative seedlings cover the rest, in ready-date order', () => {
    expect(readyFrom(tomato, 101, today)).toEqual({ date: '2026-12-06', source: 'growing' });
    expect(readyFrom(tomato, 300, today)).toEqual({ date: '2026-12-06', source: 'growing' });
    expect(readyFrom(tomato, 301, today)).toEqual({ date: '2026-12-20', source: 'growing' });
    expect(readyFrom(tomato, 600, today)).toEqual({ date: '2026-12-20', source: 'growing' });
  });

  it('is today + the raising days’ slow end when stock and everything growing fall short', () => {
    expect(readyFrom(tomato, 601, today)).toEqual({ date: '2027-01-07', source: 'sowing' });
    expect(readyFrom({ readyStock: 0, raisingDaysMax: 56, growing: [] }, 1, today)).toEqual({ date: '2027-01-21', source: 'sowing' });
  });

  it('counts an overdue batch (still growing past its date) from today, never from the past', () => {
    const late = { readyStock: 0, raisingDaysMax: 42, growing: [{ expectedReadyOn: '2026-11-20', expectedUnits: 50 }] };
    expect(readyFrom(late, 50, today)).toEqual({ date: today, source: 'growing' });
  });

  it('refuses a quantity that is not a whole number above zero', () => {
    expect(() => readyFrom(tomato, 0, today)).toThrow();
    expect(() => readyFrom(tomato, 1.5, today)).toThrow();
  });
});

describe('traysToSow', () => {
  it('is ceil(demand ÷ tray cells × (1 + loss)) less the trays growing, never below 0', () => {
    // 1,000 seedlings, 128-cell trays, 15 %: 1,150 ÷ 128 = 8.98 → 9 trays.
    expect(traysToSow({ demandSeedlings: 1000, sowingTrayCells: 128, lossPercent: 15, growingTrays: 0 })).toBe(9);
    expect(traysToSow({ demandSeedlings: 1000, sowingTrayCells: 128, lossPercent: 15, growingTrays: 4 })).toBe(5);
    expect(traysToSow({ demandSeedlings: 1000, sowingTrayCells: 128, lossPercent: 15, growingTrays: 12 })).toBe(0);
    // Exactly whole: 1,000 × 1.10 ÷ 110 = 10, not 11.
    expect(traysToSow({ demandSeedlings: 1000, sowingTrayCells: 110, lossPercent: 10, growingTrays: 0 })).toBe(10);
    // One seedling still takes a tray.
    expect(traysToSow({ demandSeedlings: 1, sowingTrayCells: 200, lossPercent: 25, growingTrays: 0 })).toBe(1);
    expect(traysToSow({ demandSeedlings: 0, sowingTrayCells: 128, lossPercent: 15, growingTrays: 0 })).toBe(0);
  });
});

describe('sowingPlan', () => {
  const today = '2026-11-26'; // Thursday of the week starting 2026-11-23
  const product = (over: Partial<PlanProduct> & Pick<PlanProduct, 'productId' | 'name'>): PlanProduct => ({
    slug: over.productId,
    raisingDaysMax: 42,
    lossPercent: 15,
    sowingTrayCells: 128,
    demandByWeek: {},
    growingTraysByWeek: {},
    ...over,
  });

  it('covers this week and the next 8, and shows only weeks with something booked or growing', () => {
    const plan = sowingPlan({ today, capacityTraysPerWeek: 200, sownTraysByWeek: {}, products: [product({ productId: 'tomato', name: 'Tomato' })] });
    expect(plan.weeks).toHaveLength(9);
    expect(plan.weeks[0]).toBe('2026-11-23');
    expect(plan.weeks[8]).toBe('2027-01-18');
    expect(plan.lines).toEqual([]);
  });

  it('sows each week’s demand by the week’s Monday less the raising days, less what is growing for it', () => {
    const tomato = product({
      productId: 'tomato',
      name: 'Tomato',
      demandByWeek: { '2027-01-11': 1000 },
      growingTraysByWeek: { '2027-01-11': 3, '2026-12-07': 2 },
    });
    const plan = sowingPlan({ today, capacityTraysPerWeek: 200, sownTraysByWeek: {}, products: [tomato] });
    expect(plan.lines).toEqual([
      expect.objectContaining({ readyWeek: '2026-12-07', demandSeedlings: 0, growingTrays: 2, neededTrays: 0, toSowTrays: 0, shortTrays: 0 }),
      expect.objectContaining({
        readyWeek: '2027-01-11',
        demandSeedlings: 1000,
        growingTrays: 3,
        neededTrays: 6,
        toSowTrays: 6,
        shortTrays: 0,
        sowBy: '2026-11-30',
        late: false,
      }),
    ]);
    expect(plan.sowingWeeks).toEqual([{ weekStart: '2026-11-30', capacityTrays: 200, sownTrays: 0, plannedTrays: 6, shortTrays: 0 }]);
  });

  it('asks for a sowing whose day has passed today, marked late', () => {
    const plan = sowingPlan({
      today,
      capacityTraysPerWeek: 200,
      sownTraysByWeek: {},
      products: [product({ productId: 'tomato', name: 'Tomato', demandByWeek: { '2026-12-14': 128 } })],
    });
    expect(plan.lines[0]).toMatchObject({ sowBy: today, late: true, toSowTrays: 2 });
  });

  it('holds each sowing week to the capacity less what was sown, earliest sow-by first, and shows the rest as short', () => {
    const onion = product({
      productId: 'onion',
      name: 'Onion',
      raisingDaysMax: 49,
      sowingTrayCells: 200,
      lossPercent: 25,
      demandByWeek: { '2027-01-18': 8000 },
    });
    const cabbage = product({ productId: 'cabbage', name: 'Cabbage', raisingDaysMax: 42, lossPercent: 10, demandByWeek: { '2027-01-11': 12_800 } });
    // Both are to be sown in the week of 2026-11-30: onion by 2026-11-30 (50 trays), cabbage by 2026-11-30 (110 trays).
    const plan = sowingPlan({ today, capacityTraysPerWeek: 120, sownTraysByWeek: { '2026-11-30': 20 }, products: [onion, cabbage] });
    const line = (id: string) => plan.lines.find((l) => l.productId === id);
    expect(line('onion')).toMatchObject({ neededTrays: 50, sowBy: '2026-11-30' });
    expect(line('cabbage')).toMatchObject({ neededTrays: 110, sowBy: '2026-11-30' });
    // Same day: by name, Cabbage first, takes the 100 trays left; Onion gets none.
    expect(line('cabbage')).toMatchObject({ toSowTrays: 100, shortTrays: 10 });
    expect(line('onion')).toMatchObject({ toSowTrays: 0, shortTrays: 50 });
    expect(plan.sowingWeeks).toEqual([{ weekStart: '2026-11-30', capacityTrays: 120, sownTrays: 20, plannedTrays: 100, shortTrays: 60 }]);
  });

  it('never plans more than the capacity in any sowing week (property)', () => {
    const weekKeys = Array.from({ length: 9 }, (_, i) => addDays('2026-11-23', 7 * i));
    const demand = fc.dictionary(fc.constantFrom(...weekKeys), fc.integer({ min: 0, max: 50_000 }));
    fc.assert(
      fc.property(
        fc.array(
          fc.record({
            raisingDaysMax: fc.integer({ min: 7, max: 180 }),
            lossPercent: fc.integer({ min: 0, max: 90 }),
            cells: fc.integer({ min: 1, max: 1000 }),
            demand,
          }),
          { maxLength: 6 },
        ),
        fc.integer({ min: 1, max: 500 }),
        fc.integer({ min: 0, max: 600 }),
        (specs, capacity, sownThisWeek) => {
          const plan = sowingPlan({
            today,
            capacityTraysPerWeek: capacity,
            sownTraysByWeek: { '2026-11-23': sownThisWeek },
            products: specs.map((s, i) =>
              product({
                productId: `p${i}`,
                name: `P${i}`,
                raisingDaysMax: s.raisingDaysMax,
                lossPercent: s.lossPercent,
                sowingTrayCells: s.cells,
                demandByWeek: s.demand,
              }),
            ),
          });
          for (const week of plan.sowingWeeks) {
            expect(week.plannedTrays).toBeLessThanOrEqual(Math.max(0, capacity - week.sownTrays));
          }
          for (const l of plan.lines) {
            expect(l.toSowTrays + l.shortTrays).toBe(l.neededTrays);
            expect(l.sowBy >= today).toBe(true);
          }
        },
      ),
    );
  });
});

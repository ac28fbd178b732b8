import {
  effectivePlantingDate,
  lineMeets,
  parseStoredPlanting,
  plantingBounds,
  plantingDayPossible,
  quickChoicePressed,
  quickChoiceSaid,
  quickPlantingDay,
  storedPlanting,
} from '@/lib/planting';
import { addDays } from '@/lib/growing';

const TODAY = '2026-11-26';
// Tomato's seed figures: ready 28 days after sowing at the fastest, fit to plant 10 days once ready.
const tomato = { raisingDaysMin: 28, sellableDays: 10 };

describe('the cart planting day', () => {
  it('reads back what it stores, and nothing else', () => {
    expect(parseStoredPlanting(storedPlanting('2026-12-24'))).toBe('2026-12-24');
    expect(storedPlanting(null)).toBeNull();
    for (const raw of [
      null,
      '',
      'x',
      '{"date":"2026-02-30"}',
      '{"date":20261224}',
      '"2026-12-24"',
      '{"date":"2026-12-24\\u0000"}',
      `{"date":"${'9'.repeat(50)}"}`,
    ]) {
      expect(parseStoredPlanting(raw)).toBeNull();
    }
  });

  it('a line is met from the ready stock while fit to plant, or grown from the fast end of the raising days', () => {
    const inStock = { quantity: 5, product: { stock: 5, ...tomato } };
    expect(lineMeets(inStock, TODAY, TODAY)).toBe(true);
    expect(lineMeets(inStock, TODAY, addDays(TODAY, 10))).toBe(true);
    expect(lineMeets(inStock, TODAY, addDays(TODAY, 11))).toBe(false);
    expect(lineMeets(inStock, TODAY, addDays(TODAY, 27))).toBe(false);
    expect(lineMeets(inStock, TODAY, addDays(TODAY, 28))).toBe(true);
    const short = { quantity: 6, product: { stock: 5, ...tomato } };
    expect(lineMeets(short, TODAY, TODAY)).toBe(false);
    expect(lineMeets(short, TODAY, addDays(TODAY, 28))).toBe(true);
    // No figures (a quick add, an older cart): the server decides.
    expect(lineMeets({ quantity: 6, product: { stock: 5 } }, TODAY, addDays(TODAY, 3))).toBe(true);
  });

  it('the cart bounds: now, the runs of later days it can be met on, and the quick choices within them', () => {
    const bounds = plantingBounds([{ quantity: 5, product: { stock: 5, ...tomato } }], TODAY);
    expect(bounds).toMatchObject({ earliest: TODAY, latest: '2027-03-26', nowPossible: true });
    expect(bounds.windows).toEqual([
      { from: '2026-11-27', to: '2026-12-06' },
      { from: '2026-12-24', to: '2027-03-26' },
    ]);
    // 2 weeks falls in the gap: past the ready stock's best, before a sowing can be ready.
    expect(bounds.quick.map((q) => [q.weeks, q.possible])).toEqual([
      [2, false],
      [4, true],
      [6, true],
    ]);
    const short = plantingBounds([{ quantity: 9, product: { stock: 5, raisingDaysMin: 35, sellableDays: 10 } }], TODAY);
    expect(short).toMatchObject({ earliest: '2026-12-31', nowPossible: false, windows: [{ from: '2026-12-31', to: '2027-03-26' }] });
    expect(plantingBounds([], TODAY)).toMatchObject({ earliest: TODAY, nowPossible: true, windows: [{ from: '2026-11-27', to: '2027-03-26' }] });
  });

  it('sends a stored day only while the cart can be met on it and it is after today', () => {
    const bounds = plantingBounds([{ quantity: 5, product: { stock: 5, ...tomato } }], TODAY);
    expect(effectivePlantingDate(null, bounds)).toBeNull();
    expect(effectivePlantingDate('2026-12-24', bounds)).toBe('2026-12-24');
    expect(effectivePlantingDate('2026-12-10', bounds)).toBeNull();
    expect(effectivePlantingDate('2027-03-27', bounds)).toBeNull();
    expect(effectivePlantingDate(TODAY, bounds)).toBeNull();
    expect(effectivePlantingDate('2026-11-20', bounds)).toBeNull();
    expect(plantingDayPossible('2026-02-30', bounds)).toBe(false);
  });
});

describe('"When will you plant?" quick choices, the same before and after React boots', () => {
  /** 23:30 on Thursday 26 November 2026 in Nairobi: already the 26th there, whatever the phone's clock says. */
  const NOW = new Date('2026-11-26T20:30:00Z');
  const words = { now: 'Now: the seedlings ready today.', chosen: 'Planting day {date}: your cart books these seedlings for it.' };

  it('a choice stores today in Nairobi + its weeks; now stores none', () => {
    expect(quickPlantingDay(0, NOW)).toBeNull();
    expect(quickPlantingDay(4, NOW)).toBe('2026-12-24');
    expect(quickPlantingDay(6, NOW)).toBe('2027-01-07');
  });

  it('shows pressed the choice that is the stored day, and never one the product cannot meet', () => {
    expect(quickChoicePressed(0, true, null, NOW)).toBe(true);
    expect(quickChoicePressed(4, true, null, NOW)).toBe(false);
    expect(quickChoicePressed(4, true, '2026-12-24', NOW)).toBe(true);
    expect(quickChoicePressed(0, true, '2026-12-24', NOW)).toBe(false);
    expect(quickChoicePressed(0, false, null, NOW)).toBe(false);
    expect(quickChoicePressed(4, false, '2026-12-24', NOW)).toBe(false);
  });

  it("says now, or the day the seedlings are ready for, in the page's language", () => {
    expect(quickChoiceSaid(0, NOW, 'en', words)).toBe(words.now);
    expect(quickChoiceSaid(4, NOW, 'en', words)).toBe('Planting day 24 Dec: your cart books these seedlings for it.');
    expect(quickChoiceSaid(6, NOW, 'sw', { now: '', chosen: 'Siku ya kupanda {date}.' })).toBe('Siku ya kupanda 7 Jan.');
  });
});

import { cartEarliestPlantingDate, effectivePlantingDate, parseStoredPlanting, plantingBounds, storedPlanting, UNKNOWN_RAISING_DAYS } from '@/lib/planting';
import { addDays } from '@/lib/growing';

const TODAY = '2026-11-26';

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

  it('the cart earliest day is the latest of its lines, a covered line ready today', () => {
    expect(cartEarliestPlantingDate([], TODAY)).toBe(TODAY);
    expect(cartEarliestPlantingDate([{ quantity: 5, product: { stock: 5, raisingDaysMax: 42 } }], TODAY)).toBe(TODAY);
    expect(
      cartEarliestPlantingDate(
        [
          { quantity: 6, product: { stock: 5, raisingDaysMax: 42 } },
          { quantity: 9, product: { stock: 1, raisingDaysMax: 56 } },
        ],
        TODAY,
      ),
    ).toBe(addDays(TODAY, 56));
    expect(cartEarliestPlantingDate([{ quantity: 6, product: { stock: 5 } }], TODAY)).toBe(addDays(TODAY, UNKNOWN_RAISING_DAYS));
    expect(cartEarliestPlantingDate([{ quantity: 6, product: {} }], TODAY)).toBe(TODAY);
  });

  it('sends a stored day only while it can be booked and is after today', () => {
    const bounds = plantingBounds([{ quantity: 6, product: { stock: 5, raisingDaysMax: 35 } }], TODAY);
    expect(bounds).toMatchObject({ earliest: '2026-12-31', latest: '2027-03-26', nowPossible: false });
    expect(bounds.quick.map((q) => q.possible)).toEqual([false, false, true]);
    expect(effectivePlantingDate(null, bounds)).toBeNull();
    expect(effectivePlantingDate('2026-12-31', bounds)).toBe('2026-12-31');
    expect(effectivePlantingDate('2026-12-30', bounds)).toBeNull();
    expect(effectivePlantingDate('2027-03-27', bounds)).toBeNull();
    expect(effectivePlantingDate(TODAY, { today: TODAY, earliest: TODAY })).toBeNull();
    expect(effectivePlantingDate('2026-11-20', { today: TODAY, earliest: TODAY })).toBeNull();
  });
});

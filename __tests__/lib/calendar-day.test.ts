/**
 * One date rule: every date input is read by parseDay (lib/calendar-day.ts). A day is a real
 * calendar date, YYYY-MM-DD, from 2020-01-01 to two years after today (Nairobi's day); anything else,
 * 0000-01-01, 9999-12-xx and 2026-02-30 among them, is no day at all, and each field's schema refuses it.
 */
import fc from 'fast-check';
import { dayProblem, FIRST_DAY, LAST_DAY_EVER, lastDay, parseDay } from '@/lib/calendar-day';
import { addDays, isIsoDate } from '@/lib/growing';
import { createOrderSchema, moveBookingSchema } from '@/lib/schemas/order';
import { ownSeedBookingSchema, seedReceivedSchema } from '@/lib/schemas/own-seed';
import { planQuerySchema, sowBatchSchema } from '@/lib/schemas/sowing';

const TODAY = '2026-11-26';

describe('parseDay, the one reading of a date input', () => {
  it('reads real calendar dates within the bounds', () => {
    for (const day of ['2020-01-01', '2024-02-29', TODAY, '2027-03-31', '2028-11-26']) expect(parseDay(day, { today: TODAY })).toBe(day);
  });

  it('refuses what is not a calendar date written YYYY-MM-DD', () => {
    for (const value of [
      '2026-02-30',
      '2026-02-29',
      '2100-02-29',
      '2026-13-01',
      '2026-00-10',
      '2026-04-31',
      '2026-01-00',
      '9999-12-xx',
      '2026-2-3',
      ' 2026-12-01',
      '2026-12-01 ',
      '2026-12-01T00:00',
      '26-12-01',
      '+02026-12-01',
      '２０２６-12-01',
      '',
      null,
      undefined,
      20261201,
      new Date(),
      {},
    ])
      expect(dayProblem(value, { today: TODAY })).toBe('invalid');
  });

  it('refuses days before 2020 and after two years from today', () => {
    expect(dayProblem('0000-01-01', { today: TODAY })).toBe('too_early');
    expect(dayProblem('2000-01-01', { today: TODAY })).toBe('too_early');
    expect(dayProblem('2019-12-31', { today: TODAY })).toBe('too_early');
    expect(dayProblem('2028-11-26', { today: TODAY })).toBeNull();
    expect(dayProblem('2028-11-27', { today: TODAY })).toBe('too_late');
    expect(dayProblem('9999-12-31', { today: TODAY })).toBe('too_late');
    // Not knowing today (a schema shared by browser and server), the bound is the end of 2099.
    expect(parseDay('2099-12-31')).toBe('2099-12-31');
    expect(dayProblem('2100-01-01')).toBe('too_late');
    expect(dayProblem('9999-12-31')).toBe('too_late');
  });

  it('puts two years after a 29 February on the 28th', () => {
    expect(lastDay('2028-02-29')).toBe('2030-02-28');
    expect(lastDay('2026-11-26')).toBe('2028-11-26');
  });

  it('agrees with the calendar of growing.ts on every day it accepts, so no later step can fail on one', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 9999 }), fc.integer({ min: 0, max: 13 }), fc.integer({ min: 0, max: 32 }), (y, m, d) => {
        const value = `${String(y).padStart(4, '0')}-${String(m).padStart(2, '0')}-${String(d).padStart(2, '0')}`;
        const day = parseDay(value);
        if (day === null) return value < FIRST_DAY || value > LAST_DAY_EVER || !isIsoDate(value);
        // A day accepted takes the arithmetic every service does on it: 120 days on, a plan's 26 weeks.
        return isIsoDate(day) && isIsoDate(addDays(day, 7 * 27));
      }),
      { numRuns: 2000 },
    );
  });
});

describe('every date field goes through it', () => {
  const bad = ['0000-01-01', '9999-12-31', '9999-12-xx', '2026-02-30', '1999-12-31'];
  const notDays = ['9999-12-xx', '2026-02-30', '2026-13-01', '0000-00-00'];

  it('refuses the same days in every schema with a date; a planting date out of bounds is its service’s refusal', () => {
    const order = {
      userId: 'u',
      items: [{ id: '6f1c1d2e-7a55-4f0b-9a43-0c8c2b4d1e11', name: 'Kale', price: 2, quantity: 1 }],
      total: 2,
      deliveryAddress: '',
      phone: '+254708374149',
      paymentMethod: 'mpesa',
      deliveryMethod: 'pickup',
      pickupPointId: 1,
      paymentPlan: 'deposit',
    };
    const ownSeed = {
      productId: '6f1c1d2e-7a55-4f0b-9a43-0c8c2b4d1e11',
      variety: 'Anna F1',
      seedCount: 500,
      seedlings: 400,
      dropOffDate: '2026-11-28',
      plantingDate: '2026-12-26',
      paymentPlan: 'deposit',
      paymentMethod: 'wallet',
      total: 100,
      deliveryMethod: 'pickup',
      pickupPointId: 1,
      phone: '+254708374149',
    };
    const good = '2026-12-24';
    expect(createOrderSchema.safeParse({ ...order, plantingDate: good }).success).toBe(true);
    expect(ownSeedBookingSchema.safeParse(ownSeed).success).toBe(true);
    for (const day of notDays) {
      expect(createOrderSchema.safeParse({ ...order, plantingDate: day }).success).toBe(false);
      expect(moveBookingSchema.safeParse({ plantingDate: day }).success).toBe(false);
    }
    // A real calendar date out of bounds reaches the booking's service, which refuses it in both
    // languages: 2000-01-01 as before today, 9999-12-31 as more than 120 days ahead (integration tests).
    for (const day of ['0000-01-01', '2000-01-01', '9999-12-31']) expect(moveBookingSchema.safeParse({ plantingDate: day }).success).toBe(true);
    for (const day of bad) {
      expect(sowBatchSchema.safeParse({ productId: ownSeed.productId, trays: 1, sownOn: day }).success).toBe(false);
      expect(planQuerySchema.safeParse({ from: day }).success).toBe(false);
      expect(ownSeedBookingSchema.safeParse({ ...ownSeed, dropOffDate: day }).success).toBe(false);
      expect(ownSeedBookingSchema.safeParse({ ...ownSeed, plantingDate: day }).success).toBe(false);
      expect(seedReceivedSchema.safeParse({ seedReceivedCount: 10, receivedOn: day }).success).toBe(false);
    }
  });
});

import { careTipDue, careTipHour } from '@/lib/care-tips';

describe('care tips after pickup (issue 30)', () => {
  it('are due on days 1, 7 and 21 after delivery, up to two days late, never otherwise', () => {
    const due = Array.from({ length: 26 }, (_, day) => careTipDue(day));
    expect(due).toEqual([
      null,
      'careDay1',
      'careDay1',
      'careDay1',
      null,
      null,
      null,
      'careDay7',
      'careDay7',
      'careDay7',
      ...Array<null>(11).fill(null),
      'careDay21',
      'careDay21',
      'careDay21',
      null,
      null,
    ]);
  });

  it('go out from 7 am to before 7 pm in Nairobi (UTC+3), never at night', () => {
    // 04:00 UTC is 7 am in Nairobi; 16:00 UTC is 7 pm.
    expect(careTipHour(new Date('2026-12-01T03:59:00Z'))).toBe(false);
    expect(careTipHour(new Date('2026-12-01T04:00:00Z'))).toBe(true);
    expect(careTipHour(new Date('2026-12-01T15:59:00Z'))).toBe(true);
    expect(careTipHour(new Date('2026-12-01T16:00:00Z'))).toBe(false);
    expect(careTipHour(new Date('2026-12-01T22:00:00Z'))).toBe(false);
  });
});

import { centsToKes, kesToCents, mpesaShillings } from '@/lib/money';
import { formatKes } from '@/lib/format';

describe('money', () => {
  it.each([
    [0, 'KES 0.00'],
    [5, 'KES 0.05'],
    [1500, 'KES 15.00'],
    [123450, 'KES 1,234.50'],
    [15_000_000, 'KES 150,000.00'],
    [-250, '-KES 2.50'],
    [100_000_000_00, 'KES 100,000,000.00'],
  ])('formats %i cents as %s', (cents, text) => {
    expect(formatKes(cents)).toBe(text);
  });

  it("writes every amount as Kenya's number format does", () => {
    const kes = new Intl.NumberFormat('en-KE', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
    for (const cents of [0, 1, 9, 10, 99, 100, 101, 99_999, 100_000, 123_456_789, 999_999_999_99]) {
      expect(formatKes(cents)).toBe(`KES ${kes.format(cents / 100)}`);
      expect(formatKes(-cents)).toBe(cents === 0 ? 'KES 0.00' : `-KES ${kes.format(cents / 100)}`);
    }
  });

  it('converts KES from the wire to integer cents without float drift', () => {
    expect(kesToCents(0.1 + 0.2)).toBe(30);
    expect(kesToCents(19.99)).toBe(1999);
    expect(kesToCents(2.5)).toBe(250);
    expect(centsToKes(1999)).toBe(19.99);
  });

  it('charges M-Pesa whole shillings, rounding up', () => {
    expect(mpesaShillings(1500)).toBe(15);
    expect(mpesaShillings(1501)).toBe(16);
    expect(mpesaShillings(1)).toBe(1);
  });
});

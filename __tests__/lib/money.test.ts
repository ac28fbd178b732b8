import { centsToKes, kesToCents, mpesaShillings } from '@/lib/money';
import { formatKes, formatKesWithCents } from '@/lib/format';

describe('money', () => {
  // Issue 27: whole shillings without decimals, as Kenyan shops, M-Pesa and our USSD write them;
  // an amount with cents keeps them.
  it.each([
    [0, 'KES 0'],
    [5, 'KES 0.05'],
    [1500, 'KES 15'],
    [123450, 'KES 1,234.50'],
    [15_000_000, 'KES 150,000'],
    [-250, '-KES 2.50'],
    [-1500, '-KES 15'],
    [100_000_000_00, 'KES 100,000,000'],
  ])('formats %i cents as %s', (cents, text) => {
    expect(formatKes(cents)).toBe(text);
  });

  it.each([
    [0, 'KES 0.00'],
    [1500, 'KES 15.00'],
    [123450, 'KES 1,234.50'],
  ])('keeps two decimals where the spec fixes them (the cart line unit price): %i cents as %s', (cents, text) => {
    expect(formatKesWithCents(cents)).toBe(text);
  });

  it("writes every amount as Kenya's number format does", () => {
    const kes = new Intl.NumberFormat('en-KE', { minimumFractionDigits: 0, maximumFractionDigits: 2 });
    const twoPlaces = new Intl.NumberFormat('en-KE', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
    for (const cents of [0, 1, 9, 10, 99, 100, 101, 99_999, 100_000, 123_456_789, 999_999_999_99]) {
      const written = cents % 100 === 0 ? kes.format(cents / 100) : twoPlaces.format(cents / 100);
      expect(formatKes(cents)).toBe(`KES ${written}`);
      expect(formatKes(-cents)).toBe(cents === 0 ? 'KES 0' : `-KES ${written}`);
      expect(formatKesWithCents(cents)).toBe(`KES ${twoPlaces.format(cents / 100)}`);
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

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
  ])('formats %i cents as %s', (cents, text) => {
    expect(formatKes(cents)).toBe(text);
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

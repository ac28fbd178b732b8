import { formatDate, swahiliTime } from '@/lib/format';
import { productSubtitle, productTitle, productVariety, trayNote } from '@/lib/product-names';

// One time rule for Kiswahili (docs/glossary.md), and product names built from their data.
describe('Swahili time on Kiswahili pages', () => {
  it.each([
    ['2026-11-23T04:00:00Z', 'saa 1:00 asubuhi'], // 07:00 in Nairobi
    ['2026-11-23T09:00:00Z', 'saa 6:00 mchana'], // noon
    ['2026-11-23T10:15:00Z', 'saa 7:15 mchana'],
    ['2026-11-23T15:00:00Z', 'saa 12:00 jioni'], // 18:00
    ['2026-11-23T17:05:00Z', 'saa 2:05 usiku'], // 20:05
    ['2026-11-22T21:30:00Z', 'saa 6:30 usiku'], // 00:30
    ['2026-11-23T01:10:00Z', 'saa 10:10 alfajiri'], // 04:10
  ])('%s reads %s, never as bare 24-hour digits', (at, time) => {
    expect(swahiliTime(new Date(at))).toBe(time);
    expect(formatDate(at, 'minute', 'sw')).toBe(`${formatDate(at, 'day', 'sw')}, ${time}`);
  });

  it('keeps the 24-hour clock in English, and seconds where asked', () => {
    expect(formatDate('2026-11-23T10:15:00Z', 'minute', 'en')).toMatch(/13:15$/);
    expect(formatDate('2026-11-23T10:15:30Z', 'second', 'sw')).toMatch(/, saa 7:15:30 mchana$/);
  });
});

describe('product names on a page', () => {
  const tray = { name: 'Tomato Anna F1', swahiliName: 'Nyanya', variety: 'Anna F1', varietySw: 'Anna F1', unitKind: 'tray' as const, traySize: 50 };
  const calJ = {
    name: 'Tomato Cal J',
    swahiliName: 'Nyanya',
    variety: 'Cal J (open-pollinated)',
    varietySw: 'Cal J (isiyo chotara)',
    unitKind: 'seedling' as const,
    traySize: null,
  };

  it('leads with the Kiswahili name on /sw and says the tray in Kiswahili, built from its size', () => {
    expect(productTitle(tray, 'sw')).toBe('Nyanya (trei ya miche 50)');
    expect(productSubtitle(tray, 'sw')).toBe('Tomato Anna F1');
    expect(productTitle(tray, 'en')).toBe('Tomato Anna F1 (tray of 50)');
    expect(productSubtitle(tray, 'en')).toBe('Nyanya');
    expect(trayNote(calJ, 'sw')).toBe('');
    expect(productTitle(calJ, 'sw')).toBe('Nyanya');
  });

  it('shows the Kiswahili variety label on /sw, the English one elsewhere or when none is written', () => {
    expect(productVariety(calJ, 'sw')).toBe('Cal J (isiyo chotara)');
    expect(productVariety(calJ, 'en')).toBe('Cal J (open-pollinated)');
    expect(productVariety({ ...calJ, varietySw: '' }, 'sw')).toBe('Cal J (open-pollinated)');
  });

  it('falls back to the English name where no Swahili name is written', () => {
    const unnamed = { ...calJ, swahiliName: null };
    expect(productTitle(unnamed, 'sw')).toBe('Tomato Cal J');
    expect(productSubtitle(unnamed, 'sw')).toBeNull();
  });
});

/**
 * A county's delivery time, as staff write it in English ("1 to 2 days"), is read
 * as days and worded in the page's language, one and many alike (checkout.etaDays).
 */
import { createTranslator } from 'use-intl/core';
import { etaDays } from '@/lib/delivery';
import en from '@/messages/en.json';
import sw from '@/messages/sw.json';

function eta(locale: 'en' | 'sw', written: string): string {
  const t = createTranslator({ locale, messages: (locale === 'en' ? en : sw) as never, namespace: 'checkout' as never, timeZone: 'Africa/Nairobi' });
  const [min, max] = etaDays(written)!;
  return (t as unknown as (key: string, values: Record<string, string | number>) => string)('etaDays', { min, max, range: min === max ? 'no' : 'yes' });
}

describe('delivery times in the county list', () => {
  it.each([
    ['Same day', 'Same day', 'Siku hiyo hiyo'],
    ['Next day', 'Next day', 'Siku inayofuata'],
    ['1 to 2 days', '1 to 2 days', 'Siku 1 hadi 2'],
    ['3 – 5 days', '3 to 5 days', 'Siku 3 hadi 5'],
    ['4 days', '4 days', 'Siku 4'],
  ])('%s reads "%s" in English and "%s" in Kiswahili', (written, english, kiswahili) => {
    expect(eta('en', written)).toBe(english);
    expect(eta('sw', written)).toBe(kiswahili);
  });
});

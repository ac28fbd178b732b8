/**
 * The one text rule (lib/text.ts, lib/schemas/text.ts): what a person can type passes, trimmed;
 * NUL, other control characters, lone surrogate halves and invisible reordering marks never do.
 */
import type { z } from 'zod';
import { cleanedText, isCleanText, fill } from '@/lib/text';
import { UNSAFE_TEXT_MESSAGE, secretText, text, token } from '@/lib/schemas/text';
import { firstParam } from '@/lib/search-params';
import { parseFilters } from '@/lib/catalogue';
import { decodablePath } from '@/proxy';

export const HOSTILE = ['\u0000', 'a\u0000b', '\u0001', '\u001b[31m', '\u007f', '\u0085', '\uD800', 'x\uDC00', '\u202Eevil', '\u2066'];

describe('isCleanText', () => {
  it.each(['Mary Wanjiru', 'Kang’ari, near the market', 'Murang’a', 'Nyeri 😀', 'ñ é ü', '+254 708 374 149', ''])('accepts %j', (value) => {
    expect(isCleanText(value)).toBe(true);
  });

  it.each(HOSTILE)('refuses %j', (value) => {
    expect(isCleanText(value)).toBe(false);
    expect(isCleanText(value, { multiline: true })).toBe(false);
  });

  it('keeps newline and tab for multi-line fields only', () => {
    expect(isCleanText('line one\nline two\tend')).toBe(false);
    expect(isCleanText('line one\nline two\tend', { multiline: true })).toBe(true);
  });

  it('drops what it refuses from text it must take as it is (a Firebase display name)', () => {
    expect(cleanedText(' Mary\u0000 Wanjiru\u202E ', 100)).toBe('Mary Wanjiru');
    expect(cleanedText('a'.repeat(200), 100)).toHaveLength(100);
  });
});

describe('text()', () => {
  const address = text({ max: 20, multiline: true, tooLong: 'Too long' }).min(1, 'Empty');

  it('trims, turns CRLF into newlines, and keeps its own messages', () => {
    expect(address.parse('  Kangari\r\nmarket  ')).toBe('Kangari\nmarket');
    expect(address.safeParse('   ').error?.issues[0]?.message).toBe('Empty');
    expect(address.safeParse('x'.repeat(21)).error?.issues[0]?.message).toBe('Too long');
  });

  it.each(HOSTILE)('refuses %j with one plain message, before any other rule', (value) => {
    const issues = address.safeParse(value).error?.issues ?? [];
    expect(issues.map((i) => i.message)).toEqual([UNSAFE_TEXT_MESSAGE]);
  });

  it('gives tokens no spaces and passwords no trimming', () => {
    expect(token(10).safeParse('ws CO').success).toBe(false);
    expect(token(10).parse(' ws_CO_1 ')).toBe('ws_CO_1');
    const password = secretText({ min: 8, max: 128, tooShort: 'Short' });
    expect(password.parse(' secret pass ')).toBe(' secret pass ');
    expect(password.safeParse('secret\u0000pass').error?.issues[0]?.message).toBe(UNSAFE_TEXT_MESSAGE);
  });

  it('is what every schema of the shop is made of: a NUL in any field of a real form is refused', async () => {
    const { profilePatchSchema } = await import('@/lib/schemas/profile');
    const { createOrderSchema } = await import('@/lib/schemas/order');
    const { contactSchema } = await import('@/lib/schemas/contact');
    const refused = (schema: z.ZodType, value: unknown) => schema.safeParse(value).error?.issues.some((i) => i.message === UNSAFE_TEXT_MESSAGE);
    expect(refused(profilePatchSchema, { name: 'Mary\u0000' })).toBe(true);
    expect(refused(profilePatchSchema, { address: 'Nyeri\u0000' })).toBe(true);
    expect(refused(contactSchema, { name: 'Mary', phone: '', email: 'a@b.co', message: 'Hello there\u0000 nursery' })).toBe(true);
    expect(refused(createOrderSchema, { deliveryAddress: '\u0000' })).toBe(true);
  });
});

describe('query and path parameters', () => {
  it('takes a search value outside the rule as no value: a search never errors', () => {
    expect(firstParam('tomato')).toBe('tomato');
    expect(firstParam(['\u0000', 'x'])).toBeNull();
    expect(parseFilters({ q: 'nyanya\u0000', category: '\uD800' })).toMatchObject({ q: '', category: '' });
  });

  it('finds paths that do not decode (a lone surrogate half, a cut-off sequence) before Next turns them into a 500', () => {
    expect(decodablePath('/products/tomato-anna-f1')).toBe(true);
    expect(decodablePath('/products/%00')).toBe(true);
    expect(decodablePath('/products/%ED%A0%80')).toBe(false);
    expect(decodablePath('/api/getOrder/%E0%A4')).toBe(false);
    expect(decodablePath('/x/%')).toBe(false);
  });
});

describe('fill: a message with its blanks filled', () => {
  it('fills each blank it has a value for, in text or URL-encoded in an address, and keeps the others', () => {
    expect(fill('Removed {name}.', { name: 'Basil' })).toBe('Removed Basil.');
    expect(fill('/products/%7Bslug%7D', { slug: 'kale' })).toBe('/products/kale');
    expect(fill('{count} of {name}', { count: 3 })).toBe('3 of {name}');
    expect(fill('Siku {date}, {date}', { date: '7 Jan' })).toBe('Siku 7 Jan, 7 Jan');
  });
});

/** Texts to the shortcode, read forgivingly. */
import { readSms } from '@/lib/sms/keywords';

describe('a text to the shortcode', () => {
  it.each([
    ['STATUS', { kind: 'status', reference: null }, 'en'],
    ['status', { kind: 'status', reference: null }, 'en'],
    [' Hali ', { kind: 'status', reference: null }, 'sw'],
    ['MC7K2P9QXA', { kind: 'status', reference: 'MC7K2P9QXA' }, null],
    ['hali mc7k2p9qxa', { kind: 'status', reference: 'MC7K2P9QXA' }, 'sw'],
    ['Status: MC 7K2P9QXA', { kind: 'status', reference: 'MC7K2P9QXA' }, 'en'],
    ['HELP', { kind: 'help' }, 'en'],
    ['msaada tafadhali', { kind: 'help' }, 'sw'],
    ['STOP', { kind: 'stop' }, null],
    ['Start', { kind: 'start' }, 'en'],
    ['ANZA', { kind: 'start' }, 'sw'],
    ['habari yako', { kind: 'unknown' }, null],
    ['', { kind: 'unknown' }, null],
    ['MC0OIL1234', { kind: 'unknown' }, null],
  ] as const)('%j', (text, request, language) => {
    expect(readSms(text)).toEqual({ request, language });
  });
});

import { darajaPassword, darajaTimestamp, parseDarajaTimestamp } from '@/lib/server/daraja/nairobi-time';
import { nairobiTimestamp, parseNairobiTimestamp } from '@/tools/mpesa-sandbox/nairobi-time';

describe('Nairobi timestamps', () => {
  it.each([
    ['2026-09-18T12:30:00Z', '20260918153000'],
    // Late evening UTC is already the next day in Nairobi: the offshore-server bug.
    ['2026-12-31T22:15:07Z', '20270101011507'],
    ['2024-02-29T00:00:00Z', '20240229030000'],
  ])('%s is %s in Nairobi', (iso, expected) => {
    const at = new Date(iso);
    expect(darajaTimestamp(at)).toBe(expected);
    // The sandbox computes it independently, through the time-zone database.
    expect(nairobiTimestamp(at)).toBe(expected);
  });

  it('does not depend on the server zone', () => {
    const before = process.env.TZ;
    process.env.TZ = 'America/Los_Angeles';
    try {
      expect(darajaTimestamp(new Date('2026-09-18T12:30:00Z'))).toBe('20260918153000');
    } finally {
      if (before === undefined) delete process.env.TZ;
      else process.env.TZ = before;
    }
  });

  it('parses back, from a string or a number, and refuses impossible dates', () => {
    expect(parseDarajaTimestamp('20260918153000')?.toISOString()).toBe('2026-09-18T12:30:00.000Z');
    expect(parseDarajaTimestamp(20200511201419)?.toISOString()).toBe('2020-05-11T17:14:19.000Z');
    expect(parseNairobiTimestamp('20260918153000')?.toISOString()).toBe('2026-09-18T12:30:00.000Z');
    for (const bad of ['20260231120000', '20261301120000', '20260101250000', '2026010112000', 'x0260101120000']) {
      expect(parseDarajaTimestamp(bad)).toBeNull();
      expect(parseNairobiTimestamp(bad)).toBeNull();
    }
  });

  it('builds the password as base64(shortcode + passkey + timestamp)', () => {
    const password = darajaPassword('174379', 'bfb279f9aa9bdbcf158e97dd71a467cd2e0c893059b10f78e6b72ada1ed2c919', '20180814085620');
    // The value printed in Safaricom's sample (LNMOnlineAndroidSample#8).
    expect(password).toBe('MTc0Mzc5YmZiMjc5ZjlhYTliZGJjZjE1OGU5N2RkNzFhNDY3Y2QyZTBjODkzMDU5YjEwZjc4ZTZiNzJhZGExZWQyYzkxOTIwMTgwODE0MDg1NjIw');
  });
});

import 'server-only';

// Daraja reads Timestamp as Nairobi wall-clock time, and a server in UTC (Netlify, CI) is 3 hours off.
// Kenya (EAT) has kept UTC+3 without daylight saving since 1960, so a fixed offset is exact and does not
// depend on the time-zone data of the Node build.
const NAIROBI_OFFSET_MS = 3 * 60 * 60 * 1000;

const pad = (n: number, width = 2) => String(n).padStart(width, '0');

/** `yyyyMMddHHmmss` in Africa/Nairobi, whatever the server's own zone. */
export function darajaTimestamp(at: Date): string {
  const d = new Date(at.getTime() + NAIROBI_OFFSET_MS);
  return pad(d.getUTCFullYear(), 4) + pad(d.getUTCMonth() + 1) + pad(d.getUTCDate()) + pad(d.getUTCHours()) + pad(d.getUTCMinutes()) + pad(d.getUTCSeconds());
}

/** Password = base64(shortcode + passkey + timestamp), in that order, with the same timestamp sent beside it. */
export function darajaPassword(shortcode: string, passkey: string, timestamp: string): string {
  return Buffer.from(`${shortcode}${passkey}${timestamp}`, 'utf8').toString('base64');
}

/** The instant a Nairobi `yyyyMMddHHmmss` (string or number, as callbacks send it) names; null if malformed. */
export function parseDarajaTimestamp(value: string | number): Date | null {
  const text = String(value);
  const m = /^(\d{4})(\d{2})(\d{2})(\d{2})(\d{2})(\d{2})$/.exec(text);
  if (m === null) return null;
  const [year, month, day, hour, minute, second] = m.slice(1).map(Number) as [number, number, number, number, number, number];
  const utc = Date.UTC(year, month - 1, day, hour, minute, second);
  const check = new Date(utc);
  // Date.UTC rolls 31 February over into March; a real timestamp never needs that.
  if (check.getUTCMonth() !== month - 1 || check.getUTCDate() !== day || hour > 23 || minute > 59 || second > 59) return null;
  return new Date(utc - NAIROBI_OFFSET_MS);
}

/** The Timestamp and Password an STK push or query carries, both made from the same instant. */
export function darajaCredentials(shortcode: string, passkey: string, at: Date): { Password: string; Timestamp: string } {
  const timestamp = darajaTimestamp(at);
  return { Password: darajaPassword(shortcode, passkey, timestamp), Timestamp: timestamp };
}

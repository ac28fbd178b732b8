// The sandbox's own Nairobi clock. It deliberately uses the time-zone database rather than sharing the
// client's fixed-offset code, so a mistake in one is caught by the other.

const formatter = new Intl.DateTimeFormat('en-GB', {
  timeZone: 'Africa/Nairobi',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  hourCycle: 'h23',
});

export interface NairobiParts {
  year: string;
  month: string;
  day: string;
  hour: string;
  minute: string;
  second: string;
}

export function nairobiParts(at: Date): NairobiParts {
  const parts: Record<string, string> = {};
  for (const part of formatter.formatToParts(at)) parts[part.type] = part.value;
  return {
    year: parts.year ?? '0000',
    month: parts.month ?? '00',
    day: parts.day ?? '00',
    hour: parts.hour ?? '00',
    minute: parts.minute ?? '00',
    second: parts.second ?? '00',
  };
}

/** Daraja's `yyyyMMddHHmmss` in Nairobi time. */
export function nairobiTimestamp(at: Date): string {
  const p = nairobiParts(at);
  return `${p.year}${p.month}${p.day}${p.hour}${p.minute}${p.second}`;
}

/** The instant a Nairobi `yyyyMMddHHmmss` names, or null when it is not a real date and time. */
export function parseNairobiTimestamp(text: string): Date | null {
  const m = /^(\d{4})(\d{2})(\d{2})(\d{2})(\d{2})(\d{2})$/.exec(text);
  if (m === null) return null;
  const [y, mo, d, h, mi, s] = m.slice(1).map(Number) as [number, number, number, number, number, number];
  // Nairobi has been UTC+3 all year since 1960; the round trip below rejects 31 February and 25 o'clock.
  const at = new Date(Date.UTC(y, mo - 1, d, h - 3, mi, s));
  return nairobiTimestamp(at) === text ? at : null;
}

import { randomBytes } from 'node:crypto';
import { nairobiParts } from './nairobi-time';

const ALNUM = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';
const UPPER = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ';
const UPPER_DIGITS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789';

function pick(alphabet: string, length: number): string {
  const bytes = randomBytes(length);
  let out = '';
  for (const byte of bytes) out += alphabet[byte % alphabet.length];
  return out;
}

function digits(length: number): string {
  return pick('0123456789', length);
}

/** 28 characters, like the tokens seen from Daraja. */
export function newAccessToken(): string {
  return pick(ALNUM, 28);
}

/** The older, common MerchantRequestID shape: "29115-34620561-1". */
export function newMerchantRequestId(): string {
  return `${digits(5)}-${digits(8)}-1`;
}

/** Daraja's shape: `ws_CO_` + DDMMYYYYHHmmss in Nairobi time + a few digits + the MSISDN without 254. */
export function newCheckoutRequestId(at: Date, msisdn: string, sequence: number): string {
  const p = nairobiParts(at);
  const serial = String(sequence % 1000).padStart(3, '0');
  return `ws_CO_${p.day}${p.month}${p.year}${p.hour}${p.minute}${p.second}${serial}${msisdn.slice(3)}`;
}

/** Ten characters like "OEB44R5U3U"; starts with a letter so it never looks like a number. */
export function newReceipt(): string {
  return pick(UPPER, 1) + pick(UPPER_DIGITS, 9);
}

export function newRequestId(): string {
  return `${pick('0123456789abcdef', 4)}-${pick('0123456789abcdef', 4)}-${pick('0123456789abcdef', 4)}-${pick('0123456789abcdef', 20)}`;
}

export function newConversationId(): string {
  return `${digits(5)}-${digits(8)}-1`;
}

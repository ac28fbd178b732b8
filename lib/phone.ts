// Phone numbers in one place: the shop spec's `+254XXXXXXXXX` form and Daraja's `254XXXXXXXXX` MSISDN.
// Pure: imported by forms, route handlers and the Daraja client alike.

const SPEC_PHONE = /^\+254\d{9}$/;
// Safaricom keeps adding prefixes (0110, 0111, 0118, 0140…), so only the 7/1 family is checked, not a list.
const DARAJA_MSISDN = /^254[17]\d{8}$/;

/**
 * The shop spec's rule: "a leading 0 becomes +254 followed by the rest; otherwise if there is no leading +,
 * a + is prefixed. The result must be +254 followed by exactly 9 digits, else invalid."
 * One addition, because farmers type numbers the way they read them: spaces and dashes anywhere are
 * removed first, so "0708 374 149" and "0708-374-149" work. A bare "708374149" stays invalid, as the
 * spec's rule makes it "+708374149"; the message then shows both accepted forms.
 */
export function normalizeSpecPhone(input: string): string | null {
  const compact = input.trim().replace(/[\s-]+/g, '');
  if (compact === '') return null;
  let candidate: string;
  if (compact.startsWith('0')) candidate = `+254${compact.slice(1)}`;
  else if (!compact.startsWith('+')) candidate = `+${compact}`;
  else candidate = compact;
  return SPEC_PHONE.test(candidate) ? candidate : null;
}

/**
 * Daraja's MSISDN (`254708374149`, no plus) from anything normalizeSpecPhone accepts.
 * Null when the number is not a mobile number Daraja takes (`^254[17]\d{8}$`): the spec's rule alone
 * would let "+254012345678" through, which M-Pesa rejects as "Invalid PhoneNumber".
 */
export function toDarajaMsisdn(phone: string): string | null {
  const spec = normalizeSpecPhone(phone);
  if (spec === null) return null;
  const msisdn = spec.slice(1);
  return DARAJA_MSISDN.test(msisdn) ? msisdn : null;
}

/** The spec's `+254…` form from a Daraja MSISDN; callbacks send it as a JSON number, so both are accepted. */
export function fromDarajaMsisdn(msisdn: string | number): string | null {
  const text = typeof msisdn === 'number' ? (Number.isSafeInteger(msisdn) ? String(msisdn) : '') : msisdn.trim();
  return DARAJA_MSISDN.test(text) ? `+${text}` : null;
}

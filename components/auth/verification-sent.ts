const KEY = 'miche.verificationSentAt';

/** When this browser last asked for a verification e-mail (survives reloads, unlike state). */
export function lastVerificationSentAt(): number | null {
  const raw = window.localStorage.getItem(KEY);
  return raw === null ? null : Number(raw);
}

export function markVerificationSent(at = Date.now()): void {
  window.localStorage.setItem(KEY, String(at));
}

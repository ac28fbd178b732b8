/** At most one verification e-mail a minute (Firebase also throttles, with a less friendly error). */
export const VERIFICATION_COOLDOWN_MS = 60_000;

/** Seconds left before another e-mail may be sent, 0 when it may be sent now. */
export function secondsUntilAllowed(lastSentAt: number | null, now: number, cooldownMs = VERIFICATION_COOLDOWN_MS): number {
  if (lastSentAt === null || !Number.isFinite(lastSentAt)) return 0;
  return Math.max(0, Math.ceil((lastSentAt + cooldownMs - now) / 1000));
}

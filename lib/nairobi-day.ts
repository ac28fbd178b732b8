/** Kenya keeps one time zone all year (EAT, UTC+3): "today" for the nursery starts at 21:00 UTC. */
const EAT_OFFSET_MS = 3 * 60 * 60 * 1000;

export function startOfNairobiDay(now: Date): Date {
  const local = new Date(now.getTime() + EAT_OFFSET_MS);
  local.setUTCHours(0, 0, 0, 0);
  return new Date(local.getTime() - EAT_OFFSET_MS);
}

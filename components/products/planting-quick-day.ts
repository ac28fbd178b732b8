import { addDays, nairobiToday } from '@/lib/growing';

/** The planting day a quick choice stores (issue 30): null for now (today's order), else today in Nairobi + the weeks. */
export const quickPlantingDay = (weeks: number, now: Date): string | null => (weeks === 0 ? null : addDays(nairobiToday(now), weeks * 7));

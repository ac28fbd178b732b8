/**
 * The three care SMS after pickup, for farmers who said yes at checkout: when each is due.
 * Pure, so the rule is tested without a database or a clock.
 */
import type { OrderSmsEvent } from './sms/words';

/** Each tip and the day after delivery it is due: transplanting, the first week, feeding. */
export const CARE_TIPS: ReadonlyArray<{ day: number; event: OrderSmsEvent }> = [
  { day: 1, event: 'careDay1' },
  { day: 7, event: 'careDay7' },
  { day: 21, event: 'careDay21' },
];
/** A tip missed (the shop was down) is still sent this many days late, never later: late advice is wrong advice. */
export const CARE_TIP_LATE_DAYS = 2;
/** The most days after delivery a tip can be due. */
export const CARE_TIPS_LAST_DAY = CARE_TIPS[CARE_TIPS.length - 1]!.day + CARE_TIP_LATE_DAYS;

/** The tip due `days` after delivery (Nairobi days), if any. */
export function careTipDue(days: number): OrderSmsEvent | null {
  return CARE_TIPS.find((t) => days >= t.day && days <= t.day + CARE_TIP_LATE_DAYS)?.event ?? null;
}

/** Tips go out by day in Nairobi (UTC+3 all year), from 7 am to before 7 pm: never in the night. */
export function careTipHour(now: Date): boolean {
  const hour = (now.getUTCHours() + 3) % 24;
  return hour >= 7 && hour < 19;
}

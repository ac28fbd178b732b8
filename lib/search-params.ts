import { isCleanText } from './text';

/**
 * One value of a page's searchParams (Next gives a string, an array for repeats, or nothing). A
 * value outside the text rule (a NUL, say) is taken as no value: a search form never errors.
 */
export function firstParam(value: string | string[] | undefined): string | null {
  const first = (Array.isArray(value) ? value[0] : value) ?? null;
  return first !== null && isCleanText(first) ? first : null;
}

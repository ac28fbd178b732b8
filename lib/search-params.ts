/** One value of a page's searchParams (Next gives a string, an array for repeats, or nothing). */
export function firstParam(value: string | string[] | undefined): string | null {
  return (Array.isArray(value) ? value[0] : value) ?? null;
}

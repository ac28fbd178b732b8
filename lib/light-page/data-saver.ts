/**
 * The data saver: the farmer's switch and the browser's `Save-Data`. A data-saving visit gets
 * each public page in its data-saver version (reshape.ts: no framework, no list pictures, the
 * product's picture on request) at the page's own address. Pure: the switch, the variant choice and
 * the tests share it.
 */

/** Where the switch posts (app/api/data-saver): a plain form, so it works on a page without its framework. */
export const DATA_SAVER_SWITCH = '/api/data-saver';

/** The cookie that remembers the farmer's choice: `on` or `off`; without it, the browser's Save-Data decides. */
export const DATA_SAVER_COOKIE = 'data-saver';

/** Whether a visit gets the data-saver pages: the farmer's own choice first, else the browser's `Save-Data: on`. */
export function wantsLightPages(cookie: string | undefined, saveData: string | null): boolean {
  if (cookie === 'on') return true;
  if (cookie === 'off') return false;
  return saveData?.trim().toLowerCase() === 'on';
}

/**
 * Where the switch sends the farmer back to: the page they were on (from the Referer, this site only,
 * never another), now in the version just chosen; the home page when that is unknown.
 */
export function pageAfterSwitch(referer: string | null, host: string | null): string {
  let from: URL | null = null;
  try {
    from = referer ? new URL(referer) : null;
  } catch {
    from = null;
  }
  if (!from || !host || from.host !== host) return '/';
  // "//elsewhere" would be read as another site's address.
  return `${from.pathname.replace(/^\/+/, '/')}${from.search}`;
}

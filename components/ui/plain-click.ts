/** A primary click with no modifier: the one a link may take over (others open tabs, windows, downloads). */
export function isPlainClick(e: Pick<MouseEvent, 'button' | 'metaKey' | 'ctrlKey' | 'shiftKey' | 'altKey'>): boolean {
  return e.button === 0 && !e.metaKey && !e.ctrlKey && !e.shiftKey && !e.altKey;
}

/** Paths the router must not take: API answers, files and Firebase's auth handler are full loads. */
const NOT_PAGES = /^\/(api|\.netlify|__)\//;

/**
 * The in-shop URL a click should navigate to on the client, or null to leave the click to the
 * browser: a modified or non-primary click, another window or origin, a download, a jump within the
 * page, a path that is not a page, or a link that asks for a full load.
 */
export function clientNavigationTarget(event: MouseEvent, location: Location): string | null {
  if (event.defaultPrevented || !isPlainClick(event)) return null;
  const link = event.target instanceof Element ? event.target.closest('a[href]') : null;
  if (!(link instanceof HTMLAnchorElement)) return null;
  if ((link.target && link.target !== '_self') || link.hasAttribute('download') || link.hasAttribute('data-full-load')) return null;
  const url = new URL(link.href);
  if (url.origin !== location.origin || NOT_PAGES.test(url.pathname)) return null;
  if (url.hash && url.pathname === location.pathname && url.search === location.search) return null;
  return `${url.pathname}${url.search}${url.hash}`;
}

'use client';

import { SITE_CSS } from '@/lib/generated/site-css';

const ID = 'site-css';

/**
 * The whole stylesheet inlined into <head>, so a page paints as soon as its HTML arrives instead of
 * waiting for a render-blocking stylesheet. A client component, so the CSS is not also copied into
 * the page's RSC payload (a server component's props are): the server renders it, and in the browser
 * `typeof window` is a build-time constant, so the stylesheet never enters the JavaScript bundle.
 * Should React ever render the layout afresh in the browser (recovering from an error), it takes the
 * CSS the server sent from the page rather than leave it unstyled; where the server sent none (Next.js
 * answers some not-found pages with a bare document the browser fills in), it fetches it as a file.
 */
export function SiteStyles() {
  const sent = typeof window === 'undefined' ? SITE_CSS : document.getElementById(ID)?.textContent;
  // eslint-disable-next-line @next/next/no-css-tags -- the inlined CSS's own copy, only where the page has none
  if (sent === undefined) return <link rel="stylesheet" href="/site.css" precedence="default" />;
  return <style id={ID} dangerouslySetInnerHTML={{ __html: sent ?? '' }} suppressHydrationWarning />;
}

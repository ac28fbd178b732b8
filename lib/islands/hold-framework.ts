/**
 * Issue 14: a public page's HTML with its framework held back. The page is complete HTML (React
 * rendered it on the server), so a phone can paint it and answer taps without first downloading,
 * evaluating and hydrating 135 KB of framework. The framework's scripts are listed in the page
 * instead of loaded, and React's data for the page (the inline `__next_f` scripts, half the HTML's
 * bytes) is left out; the islands script (lib/islands) answers the taps every visitor makes and boots
 * the framework when the farmer reaches for something that needs it (signing in, a form): it asks
 * the server for the page's data (`pageData`, the same route), then loads the listed scripts, and
 * React hydrates this very page.
 *
 * The HTML is Next.js's own, so the tag patterns below cannot be fooled by page content (React
 * escapes `<` in text, attributes and inline JSON).
 */

import { revealStreamedParts } from './reveal';

/**
 * The framework's chunks, which Next.js loads with `async` (and, on a page rendered per request, its
 * nonce). The noModule polyfill is left alone: modern browsers skip it.
 */
const FRAMEWORK_SCRIPT = /<script src="(\/_next\/static\/[^"]+\.js)"(?=[^>]*\sasync="")[^>]*><\/script>/g;
/** Next.js preloads some chunks in the head: those would fetch the framework anyway. Image preloads stay. */
const FRAMEWORK_PRELOAD = /<link\b(?=[^>]*\bas="script")(?=[^>]*\bhref="\/_next\/static\/)[^>]*>/g;

/**
 * React's data for the page, as Next.js streams it: `self.__next_f.push(…)` with a JSON array (Next.js
 * writes it with JSON.stringify and escapes `<`, so `)</script>` can only end it).
 */
const PAGE_DATA = /<script>(?:\(self\.__next_f=self\.__next_f\|\|\[\]\)|self\.__next_f)\.push\((\[[\s\S]*?\])\)<\/script>/g;

/** The element that lists the held-back scripts, for the islands script's boot. */
export const FRAMEWORK_LIST_ID = 'miche-framework';

/**
 * The controls the islands script answers. A tap on one before the script has arrived is held and
 * played again once it has (lib/islands/islands.ts), instead of being lost or, for the links among
 * them, leaving the page.
 */
export const EARLY_TAPS = '[data-add-to-cart] button,[data-cart-button],[data-theme-toggle],[data-boot="tap"],[data-language-switch]';

/** On an account page, where React answers every button, any button's tap is held until it has booted. */
export const ACCOUNT_EARLY_TAPS = `${EARLY_TAPS},button,input[type="submit"],[role="button"]`;

/** Marks an account page's framework list: its data for React is in the page, and it boots at the first intent. */
export const ACCOUNT_PAGE_ATTRIBUTE = 'data-account-page';

/** Where the held taps wait, and the flag the islands script raises when it has started. */
export const EARLY_TAPS_GLOBAL = '__micheTaps';

/**
 * The islands script, loaded after the first paint: a script that runs before it would count
 * towards the paint on a slow phone (Lighthouse's LCP counts every script evaluated before it).
 * Until it runs, taps on its controls are held (EARLY_TAPS). `data-islands` names it for the bench's
 * first-load count.
 */
export function islandsLoader(src: string, options: { nonce?: string; account?: boolean } = {}): string {
  const nonce = options.nonce ? ` nonce="${options.nonce}"` : '';
  // A form sent before React can send it would go as the browser sends forms: held too, on an account page.
  const submits = options.account
    ? `document.addEventListener('submit',function(e){if(window.${EARLY_TAPS_GLOBAL}===taps){e.preventDefault();taps.push(e.submitter||e.target)}},true);`
    : '';
  return (
    `<script${nonce} data-islands="${src}">(function(){var done=false,taps=window.${EARLY_TAPS_GLOBAL}=[];` +
    `document.addEventListener('click',function(e){var c=e.target.closest&&e.target.closest(${JSON.stringify(options.account ? ACCOUNT_EARLY_TAPS : EARLY_TAPS)});` +
    `if(c&&window.${EARLY_TAPS_GLOBAL}===taps){e.preventDefault();taps.push(c)}},true);` +
    submits +
    `function go(){if(done)return;done=true;var s=document.createElement('script');s.src=${JSON.stringify(src)};document.body.appendChild(s)}` +
    `requestAnimationFrame(function(){setTimeout(go,0)});setTimeout(go,1000)})()</script>`
  );
}

/** The framework's scripts a page loads, in order. */
export function frameworkScripts(html: string): string[] {
  return [...html.matchAll(FRAMEWORK_SCRIPT)].map((m) => m[1]!);
}

/** React's data for a page, in order: what the page pushed onto `self.__next_f`, as a JSON array. */
export function pageData(html: string): string {
  return `[${[...html.matchAll(PAGE_DATA)].map((m) => m[1]!).join(',')}]`;
}

export interface IslandsOptions {
  /** The islands script's address, with its version. */
  scriptSrc: string;
  /** The islands' words, a JSON block (lib/server/islands-page.ts). */
  words: string;
  /** A page rendered per request: the nonce its policy allows scripts by. */
  nonce?: string;
  /**
   * An account page: React's data stays in the page (it was drawn for this farmer now, and asking
   * again could draw it otherwise), what React streamed is put in place (reveal.ts), and the
   * framework boots at the farmer's first touch, key or focus.
   */
  keepPageData?: boolean;
}

/** What a page needs for its islands, at the end of its body. */
export function islandsTail(options: IslandsOptions): string {
  return `${options.words}${islandsLoader(options.scriptSrc, { nonce: options.nonce, account: options.keepPageData })}`;
}

export function holdFramework(html: string, options: IslandsOptions): string {
  const list = JSON.stringify(frameworkScripts(html)).replace(/</g, '\\u003c');
  const held = html.replace(FRAMEWORK_SCRIPT, '').replace(FRAMEWORK_PRELOAD, '');
  const kind = options.keepPageData ? ` ${ACCOUNT_PAGE_ATTRIBUTE}=""` : '';
  return (options.keepPageData ? revealStreamedParts(held) : held.replace(PAGE_DATA, '')).replace(
    '</body>',
    `<script type="application/json" id="${FRAMEWORK_LIST_ID}"${kind}>${list}</script>${islandsTail(options)}</body>`,
  );
}

/**
 * Issue 14: a public page's HTML with its framework held back. The page is complete HTML (React
 * rendered it on the server), so a phone can paint it and answer taps without first downloading,
 * evaluating and hydrating 135 KB of framework. The framework's scripts are listed in the page
 * instead of loaded; the islands script (lib/islands/client) answers the taps every visitor makes
 * and boots the framework from that list when the farmer reaches for something that needs it
 * (signing in, checking out). React's data for the page (the inline `__next_f` scripts) stays, so
 * booting hydrates this very page; it is a few KB of gzip and costs no script evaluation.
 *
 * The HTML is Next.js's own, so the tag patterns below cannot be fooled by page content (React
 * escapes `<` in text, attributes and inline JSON).
 */

/** The framework's chunks, which Next.js loads with `async`. The noModule polyfill is left alone: modern browsers skip it. */
const FRAMEWORK_SCRIPT = /<script src="(\/_next\/static\/[^"]+\.js)" async=""><\/script>/g;
/** Next.js preloads some chunks in the head: those would fetch the framework anyway. Image preloads stay. */
const FRAMEWORK_PRELOAD = /<link\b(?=[^>]*\bas="script")(?=[^>]*\bhref="\/_next\/static\/)[^>]*>/g;

/** The element that lists the held-back scripts, for the islands script's boot. */
export const FRAMEWORK_LIST_ID = 'miche-framework';

/**
 * The islands script, loaded after the first paint: a script that runs before it would count
 * towards the paint on a slow phone (Lighthouse's LCP counts every script evaluated before it).
 * `data-islands` names it for the bench's first-load count.
 */
export function islandsLoader(src: string): string {
  const address = JSON.stringify(src);
  return (
    `<script data-islands="${src}">(function(){var done=false;function go(){if(done)return;done=true;` +
    `var s=document.createElement('script');s.src=${address};document.body.appendChild(s)}` +
    `requestAnimationFrame(function(){setTimeout(go,0)});setTimeout(go,1000)})()</script>`
  );
}

/** The framework's scripts a page loads, in order. */
export function frameworkScripts(html: string): string[] {
  return [...html.matchAll(FRAMEWORK_SCRIPT)].map((m) => m[1]!);
}

export interface IslandsOptions {
  /** The islands script's address, with its version. */
  scriptSrc: string;
  /** The islands' words, a JSON block (lib/server/islands-words.ts). */
  words: string;
}

/** What a page needs for its islands, at the end of its body. */
export function islandsTail(options: IslandsOptions): string {
  return `${options.words}${islandsLoader(options.scriptSrc)}`;
}

export function holdFramework(html: string, options: IslandsOptions): string {
  const list = JSON.stringify(frameworkScripts(html)).replace(/</g, '\\u003c');
  return html
    .replace(FRAMEWORK_SCRIPT, '')
    .replace(FRAMEWORK_PRELOAD, '')
    .replace('</body>', `<script type="application/json" id="${FRAMEWORK_LIST_ID}">${list}</script>${islandsTail(options)}</body>`);
}

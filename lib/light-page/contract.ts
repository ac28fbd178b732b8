/**
 * What a light page and its islands script agree on: the ids and attributes the server
 * draws, the response-path step reads (reshape.ts) and the browser script uses
 * (components/islands). Pure and runtime-neutral: Node, the browser and Netlify's edge (Deno) import it.
 */
import { EARLY_TAPS } from './controls.ts';

/**
 * The block every public page carries for its islands script, drawn by React (components/islands/
 * islands-block.tsx): the script's address with its version, and the words it shows. Inert on a
 * page that keeps its framework.
 */
export const ISLANDS_BLOCK_ID = 'miche-islands';

/** The islands script's address: `/islands.js?v=<version>` (app/islands.js). */
export const ISLANDS_SCRIPT = /^\/islands\.js\?v=[A-Za-z0-9_-]{1,64}$/;

/**
 * Where a light page lists the framework's scripts it was served without, for the boot, with the
 * build that drew the page (`data-build`): a boot against another build reloads instead of mixing.
 */
export const FRAMEWORK_LIST_ID = 'miche-framework';

/** The taps the loader holds (and the boot holds while it runs): from the registry of the public pages' controls. */
export { EARLY_TAPS };

/** Where the held taps wait; the islands script sets it to null once it has played them. */
export const EARLY_TAPS_GLOBAL = '__micheTaps';

/**
 * A `<template>` React drew for the islands script to clone (components/islands/island-template.tsx):
 * `<template data-island-template="cart-line">`. The script fills a clone's `data-slot` parts.
 */
export const TEMPLATE_ATTRIBUTE = 'data-island-template';

/**
 * Markup a page has only in its data-saver version: React draws it inside
 * `<template data-saver-only>`, and the reshaping unwraps it for that version alone.
 */
export const SAVER_ONLY_ATTRIBUTE = 'data-saver-only';

/** An element the data-saver version leaves out (the pictures of lists; the product page's large picture). */
export const SAVER_DROPS = 'data-saver-drop';

/** An inline script of ours that a light page keeps (the offline page's list of kept pages). */
export const KEEP_ON_LIGHT_PAGES = 'data-light-keep';

/**
 * The build that drew React's data for a page: `b` of its first row (`0:{…}`), as Next.js's router
 * reads it; null when the data has no such row. The light page names it on its framework list, and the
 * boot compares it with the data it fetches.
 */
export function flightBuildId(flight: string): string | null {
  const row = /(?:^|\n)0:(\{[^\n]*)/.exec(flight);
  if (!row) return null;
  try {
    const { b } = JSON.parse(row[1]!) as { b?: unknown };
    return typeof b === 'string' && /^[\w-]{1,64}$/.test(b) ? b : null;
  } catch {
    return null;
  }
}

/**
 * The islands script, loaded after the first paint (a script that runs before it would count
 * towards the paint on a slow phone). Until it runs, taps on its controls are held (EARLY_TAPS).
 * `data-islands` names it for the bench's first-load count.
 */
export function islandsLoader(src: string): string {
  return (
    `<script data-islands="${src}">(function(){var done=false,taps=window.${EARLY_TAPS_GLOBAL}=[];` +
    `document.addEventListener('click',function(e){var c=e.target.closest&&e.target.closest(${JSON.stringify(EARLY_TAPS)});` +
    `if(c&&window.${EARLY_TAPS_GLOBAL}===taps){e.preventDefault();taps.push(c)}},true);` +
    `function go(){if(done)return;done=true;var s=document.createElement('script');s.src=${JSON.stringify(src)};document.body.appendChild(s)}` +
    `requestAnimationFrame(function(){setTimeout(go,0)});setTimeout(go,1000)})()</script>`
  );
}

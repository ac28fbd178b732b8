/**
 * Issue 17, data saver: a full page's HTML made light. The framework's scripts and the data React
 * would hydrate from go (two thirds of a first visit's bytes); the product pictures of lists go; the
 * product page's picture waits behind "Show picture", at its smallest size; links to pages with a
 * light version lead to it; the islands script (lib/islands) keeps the cart, its count and the theme.
 * The HTML is the shop's own, rendered by React, which escapes `<`, `>` and quotes in text and
 * attributes (and `<` in inline JSON), so the tag patterns below cannot be fooled by page content.
 */
import { THEME_SCRIPT } from '@/components/layout/theme';
import { islandsTail, type IslandsOptions } from '@/lib/islands/hold-framework';
import { productImageAtWidth } from '@/lib/product-images';
import { lightPathFor } from './pages';

export interface LightPageWords {
  /** "Data saver is on: pages without pictures." */
  notice: string;
  /** The button that turns it off. */
  fullPages: string;
  showPicture: string;
}

export interface LightenOptions {
  words: LightPageWords;
  islands: IslandsOptions;
  /** Where the data saver switch posts. */
  switchAction: string;
}

const SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script>/g;
const PRELOAD = /<link\b[^>]*\brel="(?:preload|modulepreload)"[^>]*>/g;
const HIDDEN_PICTURE = /<img\b[^>]*\bdata-light="hide"[^>]*>/g;
const PICTURE_ON_REQUEST = /<img\b[^>]*\bdata-light="on-request"[^>]*>/g;
const SWITCH_ON = /<form\b[^>]*\bdata-saver-switch="on"[^>]*>[\s\S]*?<\/form>/g;
const LOCAL_LINK = /\b(href|action)="(\/[^"]*)"/g;

const escapeHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** Only the data blocks (JSON-LD) and the theme script stay: nothing else runs on a light page. */
function keepScript(whole: string, attributes: string, body: string): string {
  return /\btype="application\/ld\+json"/.test(attributes) || (attributes.trim() === '' && body === THEME_SCRIPT) ? whole : '';
}

/** "/products?x=1" → "/lite/products?x=1" where the page has a light version; anything else as it is. */
function toLightLink(whole: string, attribute: string, target: string): string {
  const at = target.search(/[?#]/);
  const [path, rest] = at === -1 ? [target, ''] : [target.slice(0, at), target.slice(at)];
  const light = lightPathFor(path);
  return light ? `${attribute}="${light}${rest}"` : whole;
}

/** The product page's picture, fetched only when asked for, in its smallest file. */
function pictureOnRequest(tag: string, words: LightPageWords): string {
  // A picture that came inside the page names its file in data-src (lib/server/inline-picture.ts).
  const src = /\bdata-src="([^"]*)"/.exec(tag)?.[1] ?? /\bsrc="([^"]*)"/.exec(tag)?.[1];
  if (!src) return '';
  return (
    '<details class="rounded-2xl border border-line">' +
    `<summary class="flex min-h-11 cursor-pointer items-center px-4 font-bold text-brand">${escapeHtml(words.showPicture)}</summary>` +
    `<img src="${productImageAtWidth(src, 160)}" alt="" width="160" height="160" loading="lazy" decoding="async" class="mx-auto aspect-square h-auto w-40"/>` +
    '</details>'
  );
}

function notice(options: LightenOptions): string {
  const { words, switchAction } = options;
  return (
    `<form method="post" action="${switchAction}" data-saver-switch="off" class="mb-4 flex flex-wrap items-center gap-2 rounded-lg bg-tint px-3 py-2 text-sm">` +
    `<span>${escapeHtml(words.notice)}</span><input type="hidden" name="mode" value="off"/>` +
    `<button type="submit" class="inline-flex min-h-11 items-center font-bold text-brand underline">${escapeHtml(words.fullPages)}</button></form>`
  );
}

export function lightenPage(html: string, options: LightenOptions): string {
  return html
    .replace(SCRIPT, keepScript)
    .replace(PRELOAD, '')
    .replace(HIDDEN_PICTURE, '')
    .replace(PICTURE_ON_REQUEST, (tag) => pictureOnRequest(tag, options.words))
    .replace(SWITCH_ON, '')
    .replace(LOCAL_LINK, toLightLink)
    .replace(/<main\b[^>]*>/, (main) => `${main}${notice(options)}`)
    .replace('</body>', `${islandsTail(options.islands)}</body>`);
}

/**
 * A public page as Next.js drew it, made light for a farmer's first visit. Next.js's page
 * is complete HTML (React rendered it), so a phone can paint it and answer taps without first
 * downloading, evaluating and hydrating 135 KB of framework. The framework's scripts are listed
 * instead of loaded, with the build that drew the page; React's data (the inline `__next_f`
 * scripts, half the HTML's bytes) is left out, to be fetched as the page's own RSC answer when the
 * islands script boots the framework (components/islands/boot.ts); the stylesheet is cut to the
 * rules the page uses; the islands loader goes at the end. The data-saver version also leaves out the
 * marked pictures and shows what React drew for it alone.
 *
 * It fails closed: a page whose HTML is not exactly the shape below (a Next.js upgrade, skew
 * protection's `?dpl=`, an asset prefix, a streamed part) gives null, and the page is served as
 * Next.js drew it. A contract test runs this over a real build's pages (e2e/light-page-contract.spec.ts).
 * The HTML is Next.js's own, rendered by React, which escapes `<` in text, attributes and inline JSON,
 * so the tag patterns cannot be fooled by page content. Pure and runtime-neutral (Node, Deno).
 */
import { HEAD_SCRIPT } from '../theme.ts';
import {
  FRAMEWORK_LIST_ID,
  ISLANDS_BLOCK_ID,
  flightBuildId,
  ISLANDS_SCRIPT,
  KEEP_ON_LIGHT_PAGES,
  SAVER_DROPS,
  SAVER_ONLY_ATTRIBUTE,
  islandsLoader,
} from './contract.ts';
import { classesOf, criticalCss } from './critical-css.ts';

/** `light`: the framework loaded when needed. `saver`: the data saver's version, lighter still. */
export type LightVariant = 'light' | 'saver';

const SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script>/g;
/** A framework chunk, as Next.js writes it (async, no query: a `?dpl=` fails the shape). */
const FRAMEWORK = /^ src="(\/_next\/static\/chunks\/[\w.-]+\.js)" async=""$/;
/** The polyfills for browsers without modules, which no modern browser loads. */
const POLYFILL = /^ src="\/_next\/static\/chunks\/[\w.-]+\.js" noModule=""$/;
const FIRST_DATA = '(self.__next_f=self.__next_f||[]).push([0])';
const MORE_DATA = /^self\.__next_f\.push\((\[1,"[\s\S]*"\])\)$/;
/** Scripts that stay as they are: data blocks, inert copies, Turbopack's chunk list, our own marked ones. */
const KEPT = new RegExp(`^ (?:type="application/(?:ld\\+)?json"|type="text/plain"|id="_R_"$|${KEEP_ON_LIGHT_PAGES}(?:="")?$)`);
const SCRIPT_LINK = /<link\b[^>]*\bas="script"[^>]*>/g;
const FRAMEWORK_PRELOAD = /^<link rel="preload" as="script"(?: fetchPriority="\w+")? href="\/_next\/static\/chunks\/[\w.-]+\.js"\/>$/;
const MODULE_PRELOAD = /<link\b[^>]*\brel="modulepreload"/;
const SITE_STYLE = /<style id="site-css">([\s\S]*?)<\/style>/g;
const ISLANDS_BLOCK = new RegExp(`<script type="application/json" id="${ISLANDS_BLOCK_ID}">([\\s\\S]*?)</script>`, 'g');
const SITE_CSS_FILE = /^\/site\.css\?v=[\w-]{1,64}$/;
const SAVER_ONLY = new RegExp(`<template ${SAVER_ONLY_ATTRIBUTE}="">([\\s\\S]*?)</template>`, 'g');
const SAVER_DROPPED = [new RegExp(`<img\\b[^>]*\\b${SAVER_DROPS}=""[^>]*>`, 'g'), new RegExp(`<form\\b[^>]*\\b${SAVER_DROPS}=""[^>]*>[\\s\\S]*?</form>`, 'g')];

/** Thrown inside, caught below: the page is not the shape this knows. */
class Unfamiliar extends Error {}

function familiar(condition: boolean, what: string): asserts condition {
  if (!condition) throw new Unfamiliar(what);
}

/** The islands block's settings, as the layout drew them (components/islands/islands-block.tsx). */
function islandsSettings(html: string): { src: string; css: string } {
  const blocks = [...html.matchAll(ISLANDS_BLOCK)];
  familiar(blocks.length === 1, 'one islands block');
  const settings = JSON.parse(blocks[0]![1]!) as { src?: unknown; css?: unknown };
  familiar(typeof settings.src === 'string' && ISLANDS_SCRIPT.test(settings.src), 'the islands script');
  familiar(typeof settings.css === 'string' && SITE_CSS_FILE.test(settings.css), 'the stylesheet file');
  return { src: settings.src, css: settings.css };
}

/** The build that drew the page (contract.ts). */
function buildOf(flight: string): string {
  const build = flightBuildId(flight);
  familiar(build !== null, 'the build id');
  return build;
}

/** The page without the framework's scripts and React's data: what was left out, and what stays. */
function withoutFramework(html: string): { html: string; chunks: string[]; build: string } {
  const chunks: string[] = [];
  const flight: string[] = [];
  let first = false;
  const left = html.replace(SCRIPT, (whole, attributes: string, body: string) => {
    const chunk = FRAMEWORK.exec(attributes);
    if (chunk) {
      familiar(body === '', 'an empty framework script');
      chunks.push(chunk[1]!);
      return '';
    }
    if (POLYFILL.test(attributes) && body === '') return '';
    if (KEPT.test(attributes)) return whole;
    familiar(attributes === '', `a script with ${attributes}`);
    if (body === HEAD_SCRIPT) return whole;
    if (body === FIRST_DATA) {
      familiar(!first && flight.length === 0, "React's data starting once");
      first = true;
      return '';
    }
    const more = MORE_DATA.exec(body);
    familiar(more !== null && first, 'a script of another shape');
    const [kind, text] = JSON.parse(more[1]!) as [number, unknown];
    familiar(kind === 1 && typeof text === 'string', "React's data as text");
    flight.push(text);
    return '';
  });
  familiar(chunks.length > 0 && first, "the framework's scripts and React's data");
  familiar(!MODULE_PRELOAD.test(left), 'no module preloads');
  const unpreloaded = left.replace(SCRIPT_LINK, (link) => {
    familiar(FRAMEWORK_PRELOAD.test(link), `a script preload ${link}`);
    return '';
  });
  return { html: unpreloaded, chunks, build: buildOf(flight.join('')) };
}

/** The inlined stylesheet cut to the rules the page's HTML can use; the whole one named for after the boot. */
function withCutStylesheet(html: string, file: string): string {
  const styles = [...html.matchAll(SITE_STYLE)];
  familiar(styles.length === 1, 'one inlined stylesheet');
  const css = criticalCss(styles[0]![1]!, classesOf(html));
  return html.replace(SITE_STYLE, () => `<style id="site-css" data-full="${file}">${css}</style>`);
}

/** What the data saver's version shows instead: its own markup unwrapped, the marked pictures and forms gone. */
function forDataSaver(html: string): string {
  return SAVER_DROPPED.reduce(
    (page, pattern) => page.replace(pattern, ''),
    html.replace(SAVER_ONLY, (_, inner: string) => inner),
  );
}

/** The light page, or null when `html` is not the shape of page this knows (then serve it as it is). */
export function lightPage(html: string, variant: LightVariant): string | null {
  try {
    familiar(html.split('</body>').length === 2, 'one </body>');
    const settings = islandsSettings(html);
    const bare = withoutFramework(html);
    const shown = variant === 'saver' ? forDataSaver(bare.html) : bare.html;
    const list = `<script type="application/json" id="${FRAMEWORK_LIST_ID}" data-build="${bare.build}" data-variant="${variant}">${JSON.stringify(bare.chunks)}</script>`;
    return withCutStylesheet(shown, settings.css).replace('</body>', `${list}${islandsLoader(settings.src)}</body>`);
  } catch (error) {
    if (error instanceof Unfamiliar || error instanceof SyntaxError) return null;
    throw error;
  }
}

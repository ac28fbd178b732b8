/**
 * First-load JavaScript: the compressed bytes of what a browser loads before the farmer can interact,
 * read from the page's HTML as served. Next 16's build no longer prints first-load sizes, so this
 * measures what a browser actually fetches:
 *
 * - every `<script src>` that runs (not `noModule` ones, which modern browsers skip, nor data blocks
 *   such as `type="application/json"`, nor scripts inside comments, `<noscript>` or `<template>`):
 *   all of a page served as Next.js serves it;
 * - the islands script a public page's small inline loader fetches once it has painted (the loader
 *   names it in `data-islands`).
 *
 * Not counted: the framework chunks a page only lists, to boot when the farmer reaches for them
 * (`<script type="application/json" id="miche-framework">`, today a JSON array, with a `data-build` id
 * once the light pages carry one); they are kept in the result (`listed`) to show what was held back. Scripts a page
 * loads later (lazy chunks, a boot) are not first-load JS either.
 */
import { request as httpRequest, type IncomingHttpHeaders } from 'node:http';
import { request as httpsRequest } from 'node:https';
import { gunzipSync, gzipSync } from 'node:zlib';

export interface ScriptSize {
  url: string;
  bytes: number;
  /** false when the server sent it uncompressed and bytes is gzip level 9 computed here. */
  servedGzip: boolean;
  /** How the page loads it: a `<script src>`, or the islands loader's `data-islands`. */
  via: 'src' | 'islands';
}

export interface FirstLoadJs {
  bytes: number;
  scripts: ScriptSize[];
  /** The framework chunks the page only lists (not counted), and the build that drew it, if it says. */
  listed: { scripts: string[]; build?: string };
}

export type PageProbe = { available: true; html: string } | { available: false; reason: string };

interface RawResponse {
  status: number;
  headers: IncomingHttpHeaders;
  /** The body as it came over the wire (node:http never decompresses). */
  body: Buffer;
}

function fetchRaw(url: string, headers: Record<string, string>): Promise<RawResponse> {
  const get = new URL(url).protocol === 'https:' ? httpsRequest : httpRequest;
  return new Promise((resolve, reject) => {
    const request = get(url, { headers, timeout: 60_000 }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.once('end', () => resolve({ status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(chunks) }));
      response.once('error', reject);
    });
    request.once('timeout', () => request.destroy(new Error(`timeout fetching ${url}`)));
    request.once('error', reject);
    request.end();
  });
}

/** The session goes only to the page's own origin: a script on a CDN (assetPrefix) gets no cookie. */
const cookieHeader = (url: string, pageUrl: string, cookie: string | undefined): Record<string, string> =>
  cookie && new URL(url).origin === new URL(pageUrl).origin ? { cookie } : {};

/**
 * Loads the page's HTML. Anything but a 200 (a 404 for a page not built yet, a redirect to sign-in, even
 * a 500) makes the page "not available" with the reason, so one page never stops the others' figures.
 */
export async function probePage(url: string, cookie?: string): Promise<PageProbe> {
  // As a browser opens a page: the shop serves pages opened this way as farmers get them.
  const response = await fetchRaw(url, { accept: 'text/html', 'accept-encoding': 'gzip', ...cookieHeader(url, url, cookie) });
  if (response.status !== 200) {
    const location = response.headers.location ? ` to ${response.headers.location}` : '';
    return { available: false, reason: `HTTP ${response.status}${location}` };
  }
  const gzipped = response.headers['content-encoding'] === 'gzip';
  return { available: true, html: (gzipped ? gunzipSync(response.body) : response.body).toString('utf8') };
}

/** A start tag's attributes, quoted values allowed to hold `>`. */
const TAG = /<(script|noscript|template|style|textarea|title|base)\b((?:[^>"']|"[^"]*"|'[^']*')*)>|<!--/giy;
/** Elements whose content is no markup to look into, as a browser with scripting on parses it. */
const SKIPPED_CONTENT = new Set(['script', 'noscript', 'template', 'style', 'textarea', 'title']);

interface ScriptTag {
  attributes: string;
  /** The text between the tag and its `</script>`. */
  text: string;
}

/** The page's `<script>` elements a browser would run or read, and its `<base href>`, in order. */
function readTags(html: string): { scripts: ScriptTag[]; base?: string } {
  const scripts: ScriptTag[] = [];
  let base: string | undefined;
  const lower = html.toLowerCase();
  for (let at = lower.indexOf('<'); at !== -1; at = lower.indexOf('<', at + 1)) {
    TAG.lastIndex = at;
    const match = TAG.exec(html);
    if (!match) continue;
    if (match[0] === '<!--') {
      const end = lower.indexOf('-->', at + 4);
      at = end === -1 ? html.length : end + 2;
      continue;
    }
    const name = match[1]!.toLowerCase();
    const attributes = match[2] ?? '';
    const open = at + match[0].length;
    if (name === 'base') {
      base ??= attribute(attributes, 'href');
      at = open - 1;
      continue;
    }
    if (!SKIPPED_CONTENT.has(name)) continue;
    // Raw text up to the element's end tag; a <template> may hold templates, so it counts them.
    let close = lower.indexOf(`</${name}`, open);
    if (name === 'template') {
      for (let depth = 1, from = open; depth > 0 && close !== -1;) {
        const inner = lower.indexOf('<template', from);
        if (inner !== -1 && inner < close) {
          depth++;
          from = inner + 9;
        } else if (--depth > 0) {
          from = close + 11;
          close = lower.indexOf('</template', from);
        }
      }
    }
    const end = close === -1 ? html.length : close;
    if (name === 'script') scripts.push({ attributes, text: html.slice(open, end) });
    at = end;
  }
  return { scripts, base };
}

function attribute(attributes: string, name: string): string | undefined {
  const match = new RegExp(`(?:^|\\s)${name}(?:\\s*=\\s*(?:"([^"]*)"|'([^']*)'|([^\\s"'>]+)))?(?=\\s|/|$)`, 'i').exec(attributes);
  if (!match) return undefined;
  return decodeEntities(match[1] ?? match[2] ?? match[3] ?? '');
}

const decodeEntities = (value: string) =>
  value
    .replace(/&#x([0-9a-f]+);/gi, (_, hex: string) => String.fromCodePoint(parseInt(hex, 16)))
    .replace(/&#(\d+);/g, (_, dec: string) => String.fromCodePoint(Number(dec)))
    .replaceAll('&quot;', '"')
    .replaceAll('&#39;', "'")
    .replaceAll('&lt;', '<')
    .replaceAll('&gt;', '>')
    .replaceAll('&amp;', '&');

const JAVASCRIPT_TYPES = /^(|module|(text|application)\/(x-)?(javascript|ecmascript)|text\/(jscript|livescript)|text\/javascript1\.[0-5])$/;

/** Whether the browser runs the script (classic or module), rather than keeping it as data. */
function runs(attributes: string): boolean {
  const type = (attribute(attributes, 'type') ?? '').trim().toLowerCase();
  if (!JAVASCRIPT_TYPES.test(type)) return false;
  // noModule: modern browsers skip it (it only applies to classic scripts).
  return type === 'module' || attribute(attributes, 'nomodule') === undefined;
}

/** What a page's HTML makes a browser load before interaction, and what it only lists. */
export function pageScripts(html: string, pageUrl: string): { urls: Array<{ url: string; via: ScriptSize['via'] }>; listed: FirstLoadJs['listed'] } {
  const { scripts, base } = readTags(html);
  const baseUrl = base ? new URL(base, pageUrl).toString() : pageUrl;
  const urls = new Map<string, ScriptSize['via']>();
  const add = (src: string | undefined, via: ScriptSize['via']) => {
    if (!src) return;
    const url = new URL(src, baseUrl).toString();
    if (!urls.has(url)) urls.set(url, via);
  };
  let listed: FirstLoadJs['listed'] = { scripts: [] };
  for (const { attributes, text } of scripts) {
    if (attribute(attributes, 'id') === 'miche-framework')
      listed = { scripts: listedScripts(text, baseUrl), build: attribute(attributes, 'data-build') || undefined };
    if (!runs(attributes)) continue;
    add(attribute(attributes, 'src'), 'src');
    add(attribute(attributes, 'data-islands'), 'islands');
  }
  return { urls: [...urls].map(([url, via]) => ({ url, via })), listed };
}

/** The chunk addresses in the framework list, whatever its JSON shape (an array, or an object holding one). */
function listedScripts(json: string, baseUrl: string): string[] {
  let value: unknown;
  try {
    value = JSON.parse(json);
  } catch {
    return [];
  }
  const found: string[] = [];
  const walk = (v: unknown) => {
    if (typeof v === 'string') {
      if (/\.m?js(\?|$)/.test(v)) found.push(new URL(v, baseUrl).toString());
    } else if (Array.isArray(v)) v.forEach(walk);
    else if (v && typeof v === 'object') Object.values(v).forEach(walk);
  };
  walk(value);
  return found;
}

async function scriptSize(url: string, via: ScriptSize['via'], pageUrl: string, cookie?: string): Promise<ScriptSize> {
  let response = await fetchRaw(url, { 'accept-encoding': 'gzip', ...cookieHeader(url, pageUrl, cookie) });
  // A versioned address may be redirected (a CDN, skew protection): the browser follows, so does this.
  for (let hops = 0; response.status >= 300 && response.status < 400 && response.headers.location && hops < 5; hops++) {
    url = new URL(response.headers.location, url).toString();
    response = await fetchRaw(url, { 'accept-encoding': 'gzip', ...cookieHeader(url, pageUrl, cookie) });
  }
  if (response.status !== 200) throw new Error(`${url} answered HTTP ${response.status}`);
  const encoding = response.headers['content-encoding'];
  if (encoding === 'gzip') return { url, via, bytes: response.body.length, servedGzip: true };
  if (encoding && encoding !== 'identity') throw new Error(`${url} came as ${encoding}, though only gzip was accepted`);
  return { url, via, bytes: gzipSync(response.body, { level: 9 }).length, servedGzip: false };
}

export async function firstLoadJs(html: string, pageUrl: string, cookie?: string): Promise<FirstLoadJs> {
  const { urls, listed } = pageScripts(html, pageUrl);
  const scripts = await Promise.all(urls.map(({ url, via }) => scriptSize(url, via, pageUrl, cookie)));
  return { bytes: scripts.reduce((sum, s) => sum + s.bytes, 0), scripts, listed };
}

/**
 * First-load JavaScript: the compressed bytes of every script a page's HTML loads through
 * `<script src>`, and the islands script a public page loads once it has painted (its loader names it
 * in `data-islands`, issue 14). Next 16's build no longer prints first-load sizes, so this measures
 * what a browser actually fetches. `noModule` scripts are left out: modern browsers skip them; so are
 * the framework's scripts a public page only lists, to boot when the farmer reaches for them.
 */
import { get, type IncomingHttpHeaders } from 'node:http';
import { gunzipSync, gzipSync } from 'node:zlib';

export interface ScriptSize {
  url: string;
  bytes: number;
  /** false when the server sent it uncompressed and bytes is gzip level 9 computed here. */
  servedGzip: boolean;
}

export interface FirstLoadJs {
  bytes: number;
  scripts: ScriptSize[];
}

export type PageProbe = { available: true; html: string } | { available: false; reason: string };

interface RawResponse {
  status: number;
  headers: IncomingHttpHeaders;
  /** The body as it came over the wire (node:http never decompresses). */
  body: Buffer;
}

function fetchRaw(url: string, headers: Record<string, string>): Promise<RawResponse> {
  return new Promise((resolve, reject) => {
    const request = get(url, { headers, timeout: 60_000 }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.once('end', () => resolve({ status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(chunks) }));
      response.once('error', reject);
    });
    request.once('timeout', () => request.destroy(new Error(`timeout fetching ${url}`)));
    request.once('error', reject);
  });
}

const cookieHeader = (cookie: string | undefined): Record<string, string> => (cookie ? { cookie } : {});

/**
 * Loads the page's HTML. Anything but a 200 (a 404 for a page not built yet, a redirect to sign-in, even
 * a 500) makes the page "not available" with the reason, so one page never stops the others' figures.
 */
export async function probePage(url: string, cookie?: string): Promise<PageProbe> {
  // As a browser opens a page: the shop serves public pages opened this way with their framework on demand.
  const response = await fetchRaw(url, { accept: 'text/html', 'accept-encoding': 'gzip', ...cookieHeader(cookie) });
  if (response.status !== 200) {
    const location = response.headers.location ? ` to ${response.headers.location}` : '';
    return { available: false, reason: `HTTP ${response.status}${location}` };
  }
  const gzipped = response.headers['content-encoding'] === 'gzip';
  return { available: true, html: (gzipped ? gunzipSync(response.body) : response.body).toString('utf8') };
}

const SCRIPT_TAG = /<script\b([^>]*)>/gi;

function attribute(attributes: string, name: string): string | undefined {
  const match = new RegExp(`(?:^|\\s)${name}(?:\\s*=\\s*(?:"([^"]*)"|'([^']*)'|([^\\s"'>]+)))?`, 'i').exec(attributes);
  if (!match) return undefined;
  return match[1] ?? match[2] ?? match[3] ?? '';
}

/** The absolute URLs of the page's `<script src>` tags, in order, without noModule ones and duplicates. */
export function scriptUrls(html: string, pageUrl: string): string[] {
  const urls = new Set<string>();
  for (const [, attributes = ''] of html.matchAll(SCRIPT_TAG)) {
    const src = attribute(attributes, 'src') ?? attribute(attributes, 'data-islands');
    if (!src || attribute(attributes, 'nomodule') !== undefined) continue;
    urls.add(new URL(src.replaceAll('&amp;', '&'), pageUrl).toString());
  }
  return [...urls];
}

async function scriptSize(url: string, cookie?: string): Promise<ScriptSize> {
  const response = await fetchRaw(url, { 'accept-encoding': 'gzip', ...cookieHeader(cookie) });
  if (response.status !== 200) throw new Error(`${url} answered HTTP ${response.status}`);
  const encoding = response.headers['content-encoding'];
  if (encoding === 'gzip') return { url, bytes: response.body.length, servedGzip: true };
  if (encoding) throw new Error(`${url} came as ${encoding}, though only gzip was accepted`);
  return { url, bytes: gzipSync(response.body, { level: 9 }).length, servedGzip: false };
}

export async function firstLoadJs(html: string, pageUrl: string, cookie?: string): Promise<FirstLoadJs> {
  const scripts = await Promise.all(scriptUrls(html, pageUrl).map((url) => scriptSize(url, cookie)));
  return { bytes: scripts.reduce((sum, s) => sum + s.bytes, 0), scripts };
}

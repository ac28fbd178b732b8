import 'server-only';
import { readFileSync } from 'node:fs';
import path from 'node:path';

/** The seed's illustrations (public/images), a few KB each. */
const SEED_PICTURE = /^\/images\/[a-z0-9/-]+\.svg$/;
/** Larger than this, a picture is cheaper as a file of its own than as part of every visit's page. */
const MOST_BYTES = 4096;

const cache = new Map<string, string | null>();

/**
 * The picture a page opens with (the product's, the list's first row) as a data URI, when it is one
 * of the seed's small SVGs: it comes with the page instead of after it, on a fresh
 * connection over a slow link, and is what a slow phone paints first. Staff uploads (WebP in three
 * widths) and anything unreadable stay files: null.
 */
export function inlinePicture(src: string | null): string | null {
  if (!src || !SEED_PICTURE.test(src)) return null;
  if (!cache.has(src)) {
    let uri: string | null = null;
    try {
      const svg = readFileSync(path.join(process.cwd(), 'public', src), 'utf8');
      if (Buffer.byteLength(svg) <= MOST_BYTES) uri = `data:image/svg+xml,${encodeURIComponent(svg)}`;
    } catch {
      uri = null; // not beside the server (a function without public/): the file it is
    }
    cache.set(src, uri);
  }
  return cache.get(src) ?? null;
}

import { z } from 'zod';
import { MAX_JSON_BYTES, readJson, readTextUpTo } from '@/lib/server/http/api';

/** A body sent in chunks with no Content-Length, counting how much of it was read. */
function streamed(totalBytes: number, chunkBytes = 16 * 1024): { request: Request; pulled: () => number } {
  let sent = 0;
  const body = new ReadableStream<Uint8Array>({
    pull(controller) {
      if (sent >= totalBytes) return controller.close();
      const size = Math.min(chunkBytes, totalBytes - sent);
      sent += size;
      controller.enqueue(new Uint8Array(size).fill(0x20));
    },
  });
  const request = new Request('http://localhost/api/x', {
    method: 'POST',
    body,
    headers: { 'content-type': 'application/json' },
    duplex: 'half',
  } as RequestInit);
  return { request, pulled: () => sent };
}

describe('request bodies', () => {
  it('reads a body within the limit whole', async () => {
    expect(await readTextUpTo(new Request('http://localhost/', { method: 'POST', body: '{"a":1}' }), 100)).toBe('{"a":1}');
  });

  it('stops reading a streamed body soon after it passes the limit', async () => {
    const { request, pulled } = streamed(10 * 1024 * 1024);
    expect(await readTextUpTo(request, MAX_JSON_BYTES)).toBeNull();
    expect(pulled()).toBeLessThan(MAX_JSON_BYTES + 64 * 1024);
  });

  it('refuses a stated Content-Length over the limit without reading', async () => {
    const request = new Request('http://localhost/', { method: 'POST', body: 'x', headers: { 'content-length': String(MAX_JSON_BYTES + 1) } });
    expect(await readTextUpTo(request, MAX_JSON_BYTES)).toBeNull();
  });

  it('answers a JSON body over 64 KB with 413 and a plain message', async () => {
    const { request } = streamed(MAX_JSON_BYTES + 1);
    await expect(readJson(request, z.unknown())).rejects.toMatchObject({ code: 'request_too_large', message: 'The request is too large.' });
  });
});

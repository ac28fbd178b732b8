import { ApiFailure } from '@/lib/api/client';
import { describeError, errorReference, isChunkLoadError } from '@/lib/errors';

describe('describeError (fallback error page)', () => {
  it('recognises a failed chunk load by name or by the spec message', () => {
    const named = Object.assign(new Error('x'), { name: 'ChunkLoadError' });
    expect(isChunkLoadError(named)).toBe(true);
    expect(isChunkLoadError(new Error('Loading chunk 42 failed.'))).toBe(true);
    expect(describeError(new Error('Failed to load chunk /_next/static/chunks/a.js'), { dev: false })).toEqual({ kind: 'chunk' });
    expect(isChunkLoadError(new Error('boom'))).toBe(false);
  });

  it('shows a thrown response with its status and status text', () => {
    expect(describeError({ status: 404, statusText: 'Not Found' }, { dev: false })).toEqual({ kind: 'response', status: 404, statusText: 'Not Found' });
    expect(describeError(new Response('gone', { status: 410, statusText: 'Gone' }), { dev: false })).toEqual({
      kind: 'response',
      status: 410,
      statusText: 'Gone',
    });
  });

  it('treats an Error that carries a status (ApiFailure) as an Application Error, not a thrown response', () => {
    const failure = new ApiFailure(500, 'internal', 'Database unreachable', 'Something went wrong', null);
    const dev = describeError(failure, { dev: true });
    expect(dev.kind).toBe('application');
    expect(dev.kind === 'application' && dev.stack).toContain('Database unreachable');
    const withStatusText = Object.assign(new Error('x'), { status: 404, statusText: 'Not Found' });
    expect(describeError(withStatusText, { dev: false }).kind).toBe('application');
    // A plain object needs both a numeric status and a status text to be a response.
    expect(describeError({ status: 404 }, { dev: false }).kind).toBe('application');
    expect(describeError({ status: '404', statusText: 'Not Found' }, { dev: false }).kind).toBe('application');
  });

  it('shows the stack in development only, and a reference in production', () => {
    const error = Object.assign(new Error('secret detail'), { digest: 'abc123' });
    const dev = describeError(error, { dev: true });
    expect(dev).toMatchObject({ kind: 'application', reference: null });
    expect(dev.kind === 'application' && dev.stack).toContain('secret detail');
    expect(describeError(error, { dev: false })).toEqual({ kind: 'application', stack: null, reference: 'abc123' });
  });

  it('gives an error raised in the browser (no digest) a short reference of its own, the same on every render', () => {
    const error = new Error('secret detail');
    const shown = describeError(error, { dev: false });
    expect(shown).toEqual({ kind: 'application', stack: null, reference: expect.stringMatching(/^W-[2-9A-HJ-NP-Z]{8}$/) as unknown });
    expect(describeError(error, { dev: false })).toEqual(shown);
    // What the error page logs with the error is the reference the farmer reads out.
    expect(errorReference(error)).toBe(shown.kind === 'application' && shown.reference);
    expect(errorReference(new Error('secret detail'))).not.toBe(errorReference(error));
    expect(errorReference('thrown text')).toBe(errorReference('thrown text'));
  });
});

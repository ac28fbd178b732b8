import { describeError, isChunkLoadError } from '@/lib/errors';

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
  });

  it('shows the stack in development only, and a reference in production', () => {
    const error = Object.assign(new Error('secret detail'), { digest: 'abc123' });
    const dev = describeError(error, { dev: true });
    expect(dev).toMatchObject({ kind: 'application', reference: null });
    expect(dev.kind === 'application' && dev.stack).toContain('secret detail');
    expect(describeError(error, { dev: false })).toEqual({ kind: 'application', stack: null, reference: 'abc123' });
  });
});

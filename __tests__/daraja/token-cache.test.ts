import { createTokenCache, type TokenFetchResult } from '@/lib/server/daraja/token-cache';

const down: TokenFetchResult = { ok: false, reason: 'network', maybeSent: false, message: 'connect ECONNREFUSED' };

describe('the Daraja token cache', () => {
  let now: number;
  let answers: TokenFetchResult[];
  let fetches: number;
  const cache = () =>
    createTokenCache(
      async () => {
        fetches += 1;
        return answers.shift() ?? down;
      },
      () => now,
    );

  beforeEach(() => {
    now = 0;
    fetches = 0;
    answers = [{ ok: true, token: 'first', expiresInSeconds: 3599 }];
  });

  it('keeps the token until a minute before it expires, then fetches a new one', async () => {
    const tokens = cache();
    answers.push({ ok: true, token: 'second', expiresInSeconds: 3599 });
    expect(await tokens.get()).toEqual({ ok: true, token: 'first' });
    now = 3_500_000;
    expect(await tokens.get()).toEqual({ ok: true, token: 'first' });
    expect(fetches).toBe(1);
    now = 3_540_000;
    expect(await tokens.get()).toEqual({ ok: true, token: 'second' });
    expect(fetches).toBe(2);
  });

  it('falls back to the old token when the early refresh fails, until it really expires', async () => {
    const tokens = cache();
    await tokens.get();
    now = 3_560_000; // inside the last minute: refresh due, token still valid
    expect(await tokens.get()).toEqual({ ok: true, token: 'first' });
    expect(fetches).toBe(2);
    now = 3_599_000; // expired: the failure is the answer now
    expect(await tokens.get()).toEqual(down);
  });

  it('returns the failure when there is no token to fall back on, or Daraja refused it', async () => {
    answers = [];
    expect(await cache().get()).toEqual(down);
    const tokens = cache();
    answers = [{ ok: true, token: 'refused', expiresInSeconds: 3599 }];
    await tokens.get();
    tokens.invalidate('refused');
    expect(await tokens.get()).toEqual(down);
  });
});

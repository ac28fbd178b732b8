import 'server-only';

export type TokenFetchResult =
  | { ok: true; token: string; expiresInSeconds: number }
  | { ok: false; reason: 'auth'; httpStatus: number; errorCode: string; errorMessage: string }
  | { ok: false; reason: 'network'; maybeSent: boolean; message: string };

export type TokenResult = { ok: true; token: string } | Exclude<TokenFetchResult, { ok: true }>;

// Many Daraja "bug reports" are stale tokens: refresh a minute early, or half-way for short test lifetimes.
const REFRESH_MARGIN_MS = 60_000;

/**
 * Caches the OAuth token and lets one refresh run at a time: concurrent callers share the same in-flight
 * request rather than each asking Daraja for a token (which also counts against its spike arrest).
 */
export function createTokenCache(fetchToken: () => Promise<TokenFetchResult>, nowMs: () => number) {
  let cached: { token: string; refreshAt: number; expiresAt: number } | undefined;
  let inflight: Promise<TokenResult> | undefined;

  async function refresh(): Promise<TokenResult> {
    const started = nowMs();
    const result = await fetchToken();
    if (!result.ok) {
      // The early refresh failed (Daraja down for a moment): the old token still works until it expires.
      const old = cached;
      return old !== undefined && nowMs() < old.expiresAt ? { ok: true, token: old.token } : result;
    }
    const lifetimeMs = result.expiresInSeconds * 1000;
    cached = { token: result.token, refreshAt: started + lifetimeMs - Math.min(REFRESH_MARGIN_MS, lifetimeMs / 2), expiresAt: started + lifetimeMs };
    return { ok: true, token: result.token };
  }

  return {
    get(): Promise<TokenResult> {
      if (cached !== undefined && nowMs() < cached.refreshAt) return Promise.resolve({ ok: true, token: cached.token });
      inflight ??= refresh().finally(() => {
        inflight = undefined;
      });
      return inflight;
    },
    /** Forget a token Daraja refused, unless a newer one has replaced it meanwhile. */
    invalidate(token: string): void {
      if (cached?.token === token) cached = undefined;
    },
  };
}

import type { EngineContext } from './engine-types';
import { newAccessToken } from './ids';

/** OAuth tokens as issued, and Daraja's spike arrest. */
export class Tokens {
  private readonly tokens = new Map<string, number>();
  private rateWindow = { second: 0, count: 0 };

  constructor(private readonly ctx: EngineContext) {}

  issue(): { token: string; expiresInSeconds: number } {
    const token = newAccessToken();
    this.tokens.set(token, Date.now() + this.ctx.options.tokenLifetimeSeconds * 1000);
    return { token, expiresInSeconds: this.ctx.options.tokenLifetimeSeconds };
  }

  isValid(token: string): boolean {
    const expiresAt = this.tokens.get(token);
    if (expiresAt === undefined) return false;
    if (Date.now() >= expiresAt) {
      this.tokens.delete(token);
      return false;
    }
    return true;
  }

  expireAll(): number {
    const count = this.tokens.size;
    this.tokens.clear();
    return count;
  }

  /** True when this request is one too many for the current second. */
  overRateLimit(): boolean {
    const max = this.ctx.knobs().maxRequestsPerSecond;
    if (max <= 0) return false;
    const second = Math.floor(Date.now() / 1000);
    if (this.rateWindow.second !== second) this.rateWindow = { second, count: 0 };
    this.rateWindow.count += 1;
    return this.rateWindow.count > max;
  }
}

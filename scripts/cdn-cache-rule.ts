/**
 * The caching rule a CDN in front of the shop follows for one response, read from its headers as
 * Netlify's CDN reads them: `Netlify-CDN-Cache-Control` first, then the standard `CDN-Cache-Control`,
 * then `Cache-Control`. The shop smoke (`--cdn`) holds public pages and account pages to it.
 */
export interface CdnRule {
  /** The header the rule came from. */
  header: 'netlify-cdn-cache-control' | 'cdn-cache-control' | 'cache-control';
  value: string;
  /** Seconds the CDN may serve its copy: s-maxage, else max-age, else 0. */
  ttl: number;
  /** False when the rule says private, no-store or no-cache. */
  keepable: boolean;
  /** True when it says private or no-store: nobody's cache may keep it. */
  private: boolean;
}

const HEADERS = ['netlify-cdn-cache-control', 'cdn-cache-control', 'cache-control'] as const;

export function cdnRule(headers: Headers): CdnRule {
  const header = HEADERS.find((h) => headers.has(h)) ?? 'cache-control';
  const value = headers.get(header) ?? '';
  const directives = new Map<string, string | undefined>();
  for (const part of value.toLowerCase().split(',')) {
    const [name = '', argument] = part.trim().split('=');
    if (name !== '') directives.set(name, argument);
  }
  const seconds = (name: string) => (directives.has(name) ? Number(directives.get(name)) || 0 : undefined);
  const ttl = seconds('s-maxage') ?? seconds('max-age') ?? 0;
  const isPrivate = directives.has('private') || directives.has('no-store');
  return { header, value, ttl, keepable: !isPrivate && !directives.has('no-cache'), private: isPrivate };
}

/** Why a public page's response would not be kept by the CDN, or null when it would. */
export function notCdnCacheable(rule: CdnRule): string | null {
  if (rule.header === 'cache-control') return 'no Netlify-CDN-Cache-Control or CDN-Cache-Control';
  if (!rule.keepable) return 'the CDN may not keep it';
  if (rule.ttl <= 0) return 'the CDN must ask the server again on every view (no s-maxage or max-age above 0)';
  return null;
}

export const describeRule = (rule: CdnRule) => `${rule.header}: ${rule.value || '(none)'}`;

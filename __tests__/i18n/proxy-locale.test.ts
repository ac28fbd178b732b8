/**
 * A per-request page learns its language from its path before anything renders, so a part
 * that renders ahead of the layout (the account pages' loading.tsx) cannot fix the page in English.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { NextRequest } from 'next/server';
import { LOCALE_HEADER } from '@/lib/i18n/locales';
import { policySources } from '@/lib/security/headers.mjs';
import type * as ProxyModule from '@/proxy';

// What next.config.mjs bakes into the proxy at build time, read when the proxy module loads.
process.env.MICHE_POLICY_SOURCES = JSON.stringify(policySources({}));
// eslint-disable-next-line @typescript-eslint/no-require-imports -- loaded after the setting above
const { proxy } = require('@/proxy') as typeof ProxyModule;

/** The request headers the proxy hands on to the page (Next.js carries them as x-middleware-request-*). */
const handedOn = (path: string, headers: Record<string, string> = {}) =>
  proxy(new NextRequest(`http://localhost${path}`, { headers })).headers.get(`x-middleware-request-${LOCALE_HEADER}`);

describe('the language a per-request page is told', () => {
  it('is Kiswahili under /sw and English at the spec paths', () => {
    expect(handedOn('/sw/dashboard')).toBe('sw');
    expect(handedOn('/sw/orders/abc')).toBe('sw');
    expect(handedOn('/wallet')).toBe('en');
  });

  it('is the path’s, whatever the caller sent', () => {
    expect(handedOn('/dashboard', { [LOCALE_HEADER]: 'sw' })).toBe('en');
    expect(handedOn('/sw/wallet', { [LOCALE_HEADER]: 'en' })).toBe('sw');
  });
});

describe('the header the proxy sets', () => {
  // next-intl reads the page's language from a header of its own naming (not a documented API): the
  // installed next-intl, as it ships, must still name the one the proxy sets, or /sw account pages
  // would quietly turn English (next-intl is pinned; this fails on an upgrade that renames it).
  it('is the one the installed next-intl reads', () => {
    const shipped = readFileSync(path.join(process.cwd(), 'node_modules/next-intl/dist/esm/production/shared/constants.js'), 'utf8');
    const name = /"(x-next-intl-locale)"/i.exec(shipped)?.[1];
    expect(name?.toLowerCase()).toBe(LOCALE_HEADER);
  });
});

import 'server-only';
import type { Metadata } from 'next';
import { cookies, headers } from 'next/headers';
import { notFound, redirect } from 'next/navigation';
import { cache } from 'react';
import { guardDecision } from '@/lib/auth/guard';
import { DEFAULT_LOCALE, isLocale } from '@/lib/i18n/locales';
import { notFoundMetadata, type LocaleParams } from '../page-metadata';
import { getDb } from '../db/client';
// Every page that shows a viewer's orders runs with the order core's hooks answered (composition.ts).
import '../services/composition';
import type { CurrentUser } from './current-user';
import { profileFor } from './current-user';
import { SESSION_COOKIE, verifySessionCookie } from './session';

/** Set by proxy.ts on guarded routes: layouts and pages are not told their own path otherwise. */
export const PATH_HEADER = 'x-miche-path';

/**
 * The signed-in person for the guarded account and staff pages, read once per request from the
 * session cookie. A revoked session (signed out on any device) counts as nobody.
 */
export const getViewer = cache(async (): Promise<CurrentUser | null> => {
  const cookie = (await cookies()).get(SESSION_COOKIE)?.value;
  if (!cookie) return null;
  const identity = await verifySessionCookie(cookie, true);
  if (!identity) return null;
  return { identity, user: await profileFor(getDb(), identity) };
});

async function guarded(area: 'account' | 'admin'): Promise<CurrentUser> {
  const path = (await headers()).get(PATH_HEADER) ?? (area === 'admin' ? '/admin' : '/dashboard');
  const viewer = await getViewer();
  const decision = guardDecision(viewer && { emailVerified: viewer.identity.emailVerified, role: viewer.user.role }, path, area);
  if (decision.kind === 'redirect') redirect(decision.to);
  if (decision.kind === 'not-found' || !viewer) notFound();
  return viewer;
}

/** The account pages' guard (spec section 2): signed in, with a verified e-mail. */
export const requireAccountViewer = () => guarded('account');

/** Staff pages: anyone else gets the not-found page. */
export const requireStaffViewer = () => guarded('admin');

/**
 * A back-office page's metadata, for staff only. For anyone else the page answers what an unknown
 * path answers: the layout's notFound() shows the same page, and this keeps its title (the
 * not-found page's, in the path's language) and the absence of any back-office word in the streamed
 * metadata the same too.
 */
export function staffOnlyMetadata(metadata: Metadata): (props: LocaleParams) => Promise<Metadata> {
  return async ({ params }) => {
    const viewer = await getViewer();
    const staff =
      viewer !== null && guardDecision({ emailVerified: viewer.identity.emailVerified, role: viewer.user.role }, '/admin', 'admin').kind === 'allow';
    if (staff) return metadata;
    const { locale } = await params;
    return notFoundMetadata(isLocale(locale) ? locale : DEFAULT_LOCALE);
  };
}

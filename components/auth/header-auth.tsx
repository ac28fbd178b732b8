'use client';

import { Suspense, lazy, useCallback, useEffect, useRef, useState } from 'react';
import { loginUrl } from '@/lib/auth/return-path';
import { useLocale, useTranslations } from 'next-intl';
import { localePath } from '@/lib/i18n/locales';
import { usePagePath } from '../i18n/use-page-path';
import { LoadBoundary } from '../ui/retryable-lazy';
import { useAuth } from './auth-provider';
import { isPlainClick } from '../ui/plain-click';

// Only signed-in people see the menu: everyone else never downloads it.
const AvatarMenu = lazy(() => import('./avatar-menu').then((m) => ({ default: m.AvatarMenu })));
// The Sign In choices download when the farmer reaches for Sign In.
const loadSignInMenu = () => import('./sign-in-menu');
const SignInMenu = lazy(loadSignInMenu);

// One width for all three states, so the header never shifts when auth state arrives (CLS 0).
const slot = 'flex w-24 justify-end';
const avatarPlaceholder = <span className="h-11 w-11 rounded-full bg-tint" aria-hidden="true" />;

/** Where the menu could not download: the link does what it does without JavaScript. */
function FollowLink({ href }: { href: string }) {
  useEffect(() => window.location.assign(href), [href]);
  return null;
}

/**
 * The header's auth slot (spec section 1). Signed out, and in the HTML the server sends, it is a Sign
 * In link to the sign-in page, which works without JavaScript; with JavaScript it opens the choices
 * (Google first, as the spec's Sign In button, then e-mail and registration). 'Loading...' shows only
 * while a returning visitor's session is read; then the avatar menu.
 */
export function HeaderAuth() {
  const { status, user, actions } = useAuth();
  const pathname = usePagePath();
  const locale = useLocale();
  const t = useTranslations('signIn');
  const tc = useTranslations('common');
  const [open, setOpen] = useState(false);
  const button = useRef<HTMLAnchorElement>(null);
  const close = useCallback(() => setOpen(false), []);

  if (status === 'loading') {
    return (
      <div className={slot}>
        <span className="inline-flex h-11 items-center text-subtle">{tc('loading')}</span>
      </div>
    );
  }
  if (status === 'signed-in' && user) {
    // If the menu cannot download, a plain link still leads to the dashboard (a full load tries again).
    return (
      <div className={slot}>
        <LoadBoundary
          fallback={
            <a href={localePath(locale, '/dashboard')} data-full-load className="inline-flex h-11 items-center underline">
              {t('dashboard')}
            </a>
          }
        >
          <Suspense fallback={avatarPlaceholder}>
            <AvatarMenu user={user} />
          </Suspense>
        </LoadBoundary>
      </div>
    );
  }

  // Google's popup must open within the tap's user activation, which a slow download outlasts: the
  // sign-in code starts loading as soon as the farmer reaches for Sign In.
  const preload = () => {
    void loadSignInMenu().catch(() => undefined);
    void actions().catch(() => undefined);
  };
  const href = loginUrl(pathname, locale);
  return (
    <div className={`${slot} relative`}>
      <a
        ref={button}
        href={href}
        aria-haspopup="menu"
        // On a light public page, the tap boots the framework and opens the choices (aria-busy meanwhile).
        data-boot="tap"
        aria-expanded={open}
        onClick={(e) => {
          if (!isPlainClick(e)) return;
          e.preventDefault();
          setOpen((v) => !v);
        }}
        onPointerDown={preload}
        onFocus={preload}
        // Hidden while <html> says someone signed in (HEAD_SCRIPT) and React does not yet know who.
        className="inline-flex h-11 items-center rounded-lg bg-leaf-600 px-4 font-medium whitespace-nowrap text-white hover:bg-leaf-700 in-[.signed-in]:hidden aria-busy:animate-pulse"
      >
        {t('signIn')}
      </a>
      {status === 'unknown' && (
        // Before React knows (the server's HTML, hydration): a signed-in farmer sees the spec's "Loading...", not a Sign In link to tap.
        <span className="hidden h-11 items-center text-subtle in-[.signed-in]:inline-flex">{tc('loading')}</span>
      )}
      {open && (
        <LoadBoundary fallback={<FollowLink href={href} />}>
          <Suspense fallback={null}>
            <SignInMenu returnPath={pathname} button={button} onClose={close} />
          </Suspense>
        </LoadBoundary>
      )}
    </div>
  );
}

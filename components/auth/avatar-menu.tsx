'use client';

import { useRouter } from 'next/navigation';
import { useCallback, useId, useRef, useState } from 'react';
import { initialsAvatarDataUri } from '@/lib/auth/initials-avatar';
import { useLocale, useTranslations } from 'next-intl';
import { localePath } from '@/lib/i18n/locales';
import type { Profile } from '@/lib/profile';
import { AppLink } from '../ui/app-link';
import { useAuth } from './auth-provider';
import { HeaderAlert } from './header-alert';
import { useMenu } from './use-menu';

const item = 'flex h-11 w-full items-center rounded-md px-3 text-left hover:bg-tint focus:bg-tint';

export function Avatar({ user, size = 36 }: { user: Pick<Profile, 'name' | 'email' | 'photoURL'>; size?: number }) {
  const [broken, setBroken] = useState(false);
  const src = user.photoURL && !broken ? user.photoURL : initialsAvatarDataUri(user.name, user.email);
  return (
    // A plain img: photos come from the sign-in provider's host, and the initials are a data URI.
    // eslint-disable-next-line @next/next/no-img-element
    <img src={src} alt="" width={size} height={size} className="rounded-full" referrerPolicy="no-referrer" onError={() => setBroken(true)} />
  );
}

/** Spec section 2's avatar menu: Dashboard and Sign Out, reachable by keyboard (menu button pattern). */
export function AvatarMenu({ user }: { user: Profile }) {
  const { actions } = useAuth();
  const router = useRouter();
  const locale = useLocale();
  const t = useTranslations('signIn');
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState('');
  const menuId = useId();
  const root = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);

  const close = useCallback(() => setOpen(false), []);
  useMenu(open, close, root, button);

  const onSignOut = async () => {
    setBusy(true);
    setError('');
    try {
      await (await actions()).signOut();
      router.push(localePath(locale, '/'));
      router.refresh();
    } catch (e) {
      // The session still stands (or the sign-out code did not load): say so, stay signed in.
      console.error('[auth] sign-out failed', e);
      setError(t('signOutFailed'));
    } finally {
      setBusy(false);
      setOpen(false);
    }
  };

  return (
    <div ref={root} className="relative">
      <button
        ref={button}
        type="button"
        onClick={() => setOpen((v) => !v)}
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        aria-label={t('accountMenu', { name: user.name || user.email || t('you') })}
        className="grid h-11 w-11 place-items-center rounded-full hover:bg-tint"
      >
        <Avatar user={user} />
      </button>
      {open && (
        <div
          id={menuId}
          role="menu"
          aria-label={t('account')}
          className="absolute top-12 right-0 z-40 w-48 rounded-lg border border-line bg-page p-1 shadow-lg"
        >
          <AppLink href="/dashboard" role="menuitem" className={item} onClick={() => setOpen(false)}>
            {t('dashboard')}
          </AppLink>
          <button type="button" role="menuitem" className={item} onClick={() => void onSignOut()} disabled={busy}>
            {busy ? t('signingOut') : t('signOut')}
          </button>
        </div>
      )}
      <HeaderAlert message={error} onDismiss={() => setError('')} />
    </div>
  );
}

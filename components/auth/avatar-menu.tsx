'use client';

import { useRouter } from 'next/navigation';
import { useEffect, useId, useRef, useState } from 'react';
import { initialsAvatarDataUri } from '@/lib/auth/initials-avatar';
import { auth as text } from '@/lib/messages';
import type { Profile } from '@/lib/profile';
import { AppLink } from '../ui/app-link';
import { useAuth } from './auth-provider';
import { HeaderAlert } from './header-alert';

const item =
  'flex h-11 w-full items-center rounded-md px-3 text-left hover:bg-neutral-100 focus:bg-neutral-100 dark:hover:bg-neutral-800 dark:focus:bg-neutral-800';

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
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState('');
  const menuId = useId();
  const root = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!open) return;
    root.current?.querySelector<HTMLElement>('[role="menuitem"]')?.focus();
    const onPointer = (e: PointerEvent) => {
      if (!root.current?.contains(e.target as Node)) setOpen(false);
    };
    const onKey = (e: KeyboardEvent) => {
      const items = [...(root.current?.querySelectorAll<HTMLElement>('[role="menuitem"]') ?? [])];
      const index = items.indexOf(document.activeElement as HTMLElement);
      if (e.key === 'Escape') {
        setOpen(false);
        button.current?.focus();
      } else if (e.key === 'ArrowDown' || e.key === 'ArrowUp') {
        e.preventDefault();
        const next = (index + (e.key === 'ArrowDown' ? 1 : -1) + items.length) % items.length;
        items[next]?.focus();
      } else if (e.key === 'Tab') {
        setOpen(false);
      }
    };
    document.addEventListener('pointerdown', onPointer);
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('pointerdown', onPointer);
      document.removeEventListener('keydown', onKey);
    };
  }, [open]);

  const onSignOut = async () => {
    setBusy(true);
    setError('');
    try {
      await (await actions()).signOut();
      router.push('/');
      router.refresh();
    } catch (e) {
      // The session still stands (or the sign-out code did not load): say so, stay signed in.
      console.error('[auth] sign-out failed', e);
      setError(text.signOutFailed);
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
        aria-label={`Account menu for ${user.name || user.email || 'you'}`}
        className="grid h-11 w-11 place-items-center rounded-full hover:bg-neutral-100 dark:hover:bg-neutral-800"
      >
        <Avatar user={user} />
      </button>
      {open && (
        <div
          id={menuId}
          role="menu"
          aria-label="Account"
          className="absolute top-12 right-0 z-40 w-48 rounded-lg border border-neutral-200 bg-white p-1 shadow-lg dark:border-neutral-700 dark:bg-soil-900"
        >
          <AppLink href="/dashboard" role="menuitem" className={item} onClick={() => setOpen(false)}>
            {text.dashboard}
          </AppLink>
          <button type="button" role="menuitem" className={item} onClick={() => void onSignOut()} disabled={busy}>
            {busy ? 'Signing out...' : text.signOut}
          </button>
        </div>
      )}
      <HeaderAlert message={error} onDismiss={() => setError('')} />
    </div>
  );
}

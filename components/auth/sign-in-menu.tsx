'use client';

import { useRef, useState, type RefObject } from 'react';
import { googleErrorKey } from '@/lib/auth/error-messages';
import { loginUrl, registerUrl } from '@/lib/auth/return-path';
import { useTranslations } from 'next-intl';
import { AppLink } from '../ui/app-link';
import { useAuth } from './auth-provider';
import { HeaderAlert } from './header-alert';
import { useMenu } from './use-menu';

const item = 'flex h-11 w-full items-center rounded-md px-3 text-left hover:bg-tint focus:bg-tint';

/**
 * The header's Sign In choices (spec section 1: Sign In starts Google sign-in; e-mail and
 * registration reachable from the header too): Continue with Google, Sign in with e-mail, Create an
 * account, each coming back to the page the farmer was on. Downloaded when the farmer opens it.
 */
export default function SignInMenu({ returnPath, button, onClose }: { returnPath: string; button: RefObject<HTMLElement | null>; onClose(): void }) {
  const t = useTranslations('signIn');
  const { actions } = useAuth();
  const root = useRef<HTMLDivElement>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState('');
  useMenu(!busy && !error, onClose, root, button);

  const google = async () => {
    setBusy(true);
    try {
      await (await actions()).signInWithGoogle(returnPath);
      onClose();
    } catch (e) {
      console.error('[auth] Google sign-in failed', e);
      setError(t(`googleErrors.${googleErrorKey(e)}`));
    } finally {
      setBusy(false);
    }
  };

  if (error) return <HeaderAlert message={error} onDismiss={onClose} />;
  return (
    <div
      ref={root}
      role="menu"
      aria-label={t('signInChoices')}
      className="absolute top-12 right-0 z-40 w-60 rounded-lg border border-line bg-page p-1 shadow-lg"
    >
      <button type="button" role="menuitem" className={item} onClick={() => void google()} disabled={busy}>
        {busy ? t('signingIn') : t('continueWithGoogle')}
      </button>
      <AppLink href={loginUrl(returnPath)} role="menuitem" className={item} onClick={onClose}>
        {t('signInWithEmail')}
      </AppLink>
      <AppLink href={registerUrl(returnPath)} role="menuitem" className={item} onClick={onClose}>
        {t('createAccount')}
      </AppLink>
    </div>
  );
}

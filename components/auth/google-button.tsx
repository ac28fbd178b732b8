'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { secondaryButton } from '../ui/field';
import { useAuth } from './auth-provider';
import { useAuthErrorText } from './use-auth-error-text';
import type { SessionResult } from './auth-actions';

/**
 * "Continue with Google": a popup, or a redirect where popups are blocked. Failures are logged and shown.
 * On the registration page it carries the referral code, which counts when the Google account is new here.
 */
export function GoogleButton({
  returnPath,
  referralCode,
  onSignedIn,
  onError,
}: {
  returnPath: string;
  referralCode?: string;
  onSignedIn(session: SessionResult): void;
  onError(message: string): void;
}) {
  const t = useTranslations('auth');
  const { errorText } = useAuthErrorText();
  const { actions } = useAuth();
  const [busy, setBusy] = useState(false);
  const onClick = async () => {
    setBusy(true);
    onError('');
    try {
      const session = await (await actions()).signInWithGoogle(returnPath, referralCode);
      if (session) onSignedIn(session);
    } catch (error) {
      console.error('[auth] Google sign-in failed', error);
      onError(errorText(error, { google: true }));
    } finally {
      setBusy(false);
    }
  };
  return (
    <button type="button" onClick={() => void onClick()} disabled={busy} className={`${secondaryButton} h-12 w-full gap-2`}>
      <svg viewBox="0 0 24 24" className="h-5 w-5" aria-hidden="true">
        <path fill="#4285F4" d="M22.6 12.2c0-.8-.1-1.5-.2-2.2H12v4.2h5.9a5 5 0 0 1-2.2 3.3v2.7h3.6c2.1-1.9 3.3-4.8 3.3-8Z" />
        <path fill="#34A853" d="M12 23c3 0 5.5-1 7.3-2.7l-3.6-2.7c-1 .7-2.2 1-3.7 1-2.9 0-5.3-1.9-6.2-4.5H2.1v2.8A11 11 0 0 0 12 23Z" />
        <path fill="#FBBC05" d="M5.8 14.1a6.6 6.6 0 0 1 0-4.2V7.1H2.1a11 11 0 0 0 0 9.8l3.7-2.8Z" />
        <path fill="#EA4335" d="M12 5.4c1.6 0 3 .6 4.2 1.6l3.1-3.1A11 11 0 0 0 2.1 7.1l3.7 2.8C6.7 7.3 9.1 5.4 12 5.4Z" />
      </svg>
      {busy ? t('signingIn') : t('continueWithGoogle')}
    </button>
  );
}

'use client';

import { useTranslations } from 'next-intl';
import { useCallback, useEffect, useRef, type ReactNode } from 'react';
import { AuthTextError } from '@/lib/auth/error-messages';
import { auth as text } from '@/lib/messages/auth';

/**
 * The optional bot check (Cloudflare Turnstile) on registration and password reset: on when the build
 * has NEXT_PUBLIC_TURNSTILE_SITE_KEY, otherwise nothing is loaded or shown. Its script (about 40 KB)
 * loads only when a form needs it; the widget stays invisible unless Cloudflare wants the farmer to tap.
 */
const SITE_KEY = process.env.NEXT_PUBLIC_TURNSTILE_SITE_KEY ?? '';
const SCRIPT_URL = 'https://challenges.cloudflare.com/turnstile/v0/api.js?render=explicit';

interface Turnstile {
  render(container: HTMLElement, options: Record<string, unknown>): string;
  reset(widgetId: string): void;
  remove(widgetId: string): void;
}

declare global {
  interface Window {
    turnstile?: Turnstile;
  }
}

let loading: Promise<Turnstile> | undefined;

// Thrown with their English; the forms word them in the page's language (use-auth-error-text.ts).
const unavailable = () => new AuthTextError('botCheckUnavailable', text.botCheckUnavailable);

function loadTurnstile(): Promise<Turnstile> {
  loading ??= new Promise<Turnstile>((resolve, reject) => {
    const script = document.createElement('script');
    script.src = SCRIPT_URL;
    script.async = true;
    script.onload = () => (window.turnstile ? resolve(window.turnstile) : reject(unavailable()));
    script.onerror = () => {
      loading = undefined;
      reject(unavailable());
    };
    document.head.appendChild(script);
  });
  return loading;
}

export interface BotCheck {
  /** Where the widget appears if Cloudflare asks for a tap; null when the check is off. */
  widget: ReactNode;
  /** A fresh token for one request (undefined when the check is off); throws a plain message if none comes. */
  token(): Promise<string | undefined>;
}

/** `action` names the form (register, reset); the server checks the token was made for it. */
export function useBotCheck(action: 'register' | 'reset', options: { eager?: boolean } = {}): BotCheck {
  const t = useTranslations('auth');
  const container = useRef<HTMLDivElement>(null);
  const widget = useRef<{ id: string; turnstile: Turnstile } | null>(null);
  const current = useRef<{ token: string | null; waiters: Array<(token: string | null) => void> }>({ token: null, waiters: [] });

  const start = useCallback(async () => {
    if (widget.current || !container.current) return;
    const settle = (token: string | null) => {
      current.current.token = token;
      for (const waiter of current.current.waiters.splice(0)) waiter(token);
    };
    const turnstile = await loadTurnstile();
    if (widget.current || !container.current) return;
    const id = turnstile.render(container.current, {
      sitekey: SITE_KEY,
      action,
      appearance: 'interaction-only',
      callback: (token: string) => settle(token),
      'expired-callback': () => settle(null),
      'error-callback': () => settle(null),
    });
    widget.current = { id, turnstile };
  }, [action]);

  useEffect(() => {
    if (SITE_KEY && options.eager) start().catch(() => undefined);
    return () => {
      widget.current?.turnstile.remove(widget.current.id);
      widget.current = null;
    };
  }, [start, options.eager]);

  const token = useCallback(async () => {
    if (!SITE_KEY) return undefined;
    await start();
    const ready =
      current.current.token ??
      (await new Promise<string | null>((resolve) => {
        current.current.waiters.push(resolve);
        // A farmer may need to tap the widget; a minute is plenty.
        setTimeout(() => resolve(null), 60_000);
      }));
    if (!ready) throw new AuthTextError('botCheckFailed', text.botCheckFailed);
    // Tokens are single-use: the next request needs a new one.
    current.current.token = null;
    if (widget.current) widget.current.turnstile.reset(widget.current.id);
    return ready;
  }, [start]);

  return {
    widget: SITE_KEY ? <div ref={container} aria-label={t('botCheckLabel')} role="group" /> : null,
    token,
  };
}

'use client';

import { describeError } from '@/lib/errors';
import { useTranslations } from 'next-intl';

// NODE_ENV is inlined at build time; it decides whether a stack trace may be shown.
const dev = process.env.NODE_ENV === 'development';

const button = 'inline-flex h-11 items-center rounded-lg bg-leaf-600 px-5 font-medium text-white hover:bg-leaf-700';

export function ErrorView({ error, reset }: { error: unknown; reset?: () => void }) {
  const t = useTranslations('errors');
  const d = describeError(error, { dev });
  if (d.kind === 'chunk') {
    return (
      <div role="alert" className="mx-auto max-w-md py-16 text-center">
        <h1 className="text-xl font-bold">{t('chunkLoadTitle')}</h1>
        <p className="mt-3 text-muted">{t('chunkLoadBody')}</p>
        <button type="button" className={`${button} mt-6`} onClick={() => window.location.reload()}>
          {t('reload')}
        </button>
      </div>
    );
  }
  return (
    <div role="alert" className="mx-auto max-w-2xl py-16">
      {d.kind === 'response' ? (
        <>
          <h1 className="text-xl font-bold">{t('unhandledThrownResponse')}</h1>
          <p className="mt-3">
            {d.status} {d.statusText}
          </p>
        </>
      ) : (
        <>
          <h1 className="text-xl font-bold">{t('applicationError')}</h1>
          {d.stack && <pre className="mt-4 overflow-x-auto rounded bg-tint p-4 text-sm">{d.stack}</pre>}
          {d.reference && <p className="mt-3 text-muted">{t('reference', { reference: d.reference })}</p>}
        </>
      )}
      {reset && (
        <button type="button" className={`${button} mt-6`} onClick={reset}>
          {t('tryAgain')}
        </button>
      )}
    </div>
  );
}

'use client';

import { describeError } from '@/lib/errors';
import { errors as text } from '@/lib/messages/shop';

// NODE_ENV is inlined at build time; it decides whether a stack trace may be shown.
const dev = process.env.NODE_ENV === 'development';

const button = 'inline-flex h-11 items-center rounded-lg bg-leaf-600 px-5 font-semibold text-white hover:bg-leaf-700';

export function ErrorView({ error, reset }: { error: unknown; reset?: () => void }) {
  const d = describeError(error, { dev });
  if (d.kind === 'chunk') {
    return (
      <div role="alert" className="mx-auto max-w-md py-16 text-center">
        <h1 className="text-2xl font-bold">{text.chunkLoadTitle}</h1>
        <p className="mt-3 text-neutral-700 dark:text-neutral-300">{text.chunkLoadBody}</p>
        <button type="button" className={`${button} mt-6`} onClick={() => window.location.reload()}>
          {text.reload}
        </button>
      </div>
    );
  }
  return (
    <div role="alert" className="mx-auto max-w-2xl py-16">
      {d.kind === 'response' ? (
        <>
          <h1 className="text-2xl font-bold">{text.unhandledThrownResponse}</h1>
          <p className="mt-3 text-lg">
            {d.status} {d.statusText}
          </p>
        </>
      ) : (
        <>
          <h1 className="text-2xl font-bold">{text.applicationError}</h1>
          {d.stack && <pre className="mt-4 overflow-x-auto rounded bg-neutral-100 p-4 text-xs dark:bg-neutral-800">{d.stack}</pre>}
          {d.reference && <p className="mt-3 text-neutral-700 dark:text-neutral-300">Reference: {d.reference}</p>}
        </>
      )}
      {reset && (
        <button type="button" className={`${button} mt-6`} onClick={reset}>
          Try again
        </button>
      )}
    </div>
  );
}

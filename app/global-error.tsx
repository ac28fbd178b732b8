'use client';

import { useEffect } from 'react';
import { errorReference } from '@/lib/errors';
import { errors as text } from '@/lib/messages/shop';
import './globals.css';

/**
 * Replaces the root layout when the layout itself fails (the header, the providers), so it brings its
 * own <html> and <body>. Deliberately tiny, as every page downloads it: the spec's title, the
 * reference to quote, and a reload. Errors inside pages get the full view (app/error.tsx).
 */
export default function GlobalError({ error }: { error: Error & { digest?: string } }) {
  // Next's digest for a server error; a browser error gets a reference of its own, logged with it.
  const reference = errorReference(error);
  useEffect(() => console.error(`[error] Reference ${reference}`, error), [error, reference]);
  return (
    <html lang="en">
      <body className="px-4">
        <div role="alert" className="mx-auto max-w-md py-16 text-center">
          <h1 className="text-2xl font-bold">{text.applicationError}</h1>
          <p className="mt-3">Reference: {reference}</p>
          <button
            type="button"
            className="mt-6 inline-flex h-11 items-center rounded-lg bg-leaf-600 px-5 font-semibold text-white"
            onClick={() => window.location.reload()}
          >
            {text.reload}
          </button>
        </div>
      </body>
    </html>
  );
}

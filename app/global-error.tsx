'use client';

import { useEffect } from 'react';
import { errors as text } from '@/lib/messages/shop';
import { SiteStyles } from '@/components/layout/site-styles';

/**
 * Replaces the root layout when the layout itself fails (the header, the providers), so it brings its
 * own <html> and <body>. Deliberately tiny, as every page downloads it: the spec's title, Next's
 * digest of a server error to quote, and a reload. It leaves lib/errors to the ordinary error page
 * (app/error.tsx): sharing it would put a second copy in every page's first load.
 */
export default function GlobalError({ error }: { error: Error & { digest?: string } }) {
  useEffect(() => console.error('[error] The page failed to render', error), [error]);
  return (
    <html lang="en">
      <head>
        <SiteStyles />
      </head>
      <body className="px-4">
        <div role="alert" className="mx-auto max-w-md py-16 text-center">
          <h1 className="text-xl font-bold">{text.applicationError}</h1>
          {error.digest && <p className="mt-3">Reference: {error.digest}</p>}
          <button
            type="button"
            className="mt-6 inline-flex h-11 items-center rounded-lg bg-leaf-600 px-5 font-medium text-white"
            onClick={() => window.location.reload()}
          >
            {text.reload}
          </button>
        </div>
      </body>
    </html>
  );
}

'use client';

import { useEffect } from 'react';
import { ErrorView } from '@/components/layout/error-view';
import { errorReference } from '@/lib/errors';

export default function Error({ error, reset }: { error: Error & { digest?: string }; reset: () => void }) {
  // The reference the page shows in production, in the console with the error itself: an error raised
  // in the browser has no digest and so never reaches the server log.
  useEffect(() => console.error(`[error] Reference ${errorReference(error)}`, error), [error]);
  return <ErrorView error={error} reset={reset} />;
}

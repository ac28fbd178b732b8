'use client';

import { ErrorView } from '@/components/layout/error-view';
import './globals.css';

// Replaces the root layout when it fails, so it brings its own <html> and <body>.
export default function GlobalError({ error, reset }: { error: Error & { digest?: string }; reset: () => void }) {
  return (
    <html lang="en">
      <body className="px-4">
        <ErrorView error={error} reset={reset} />
      </body>
    </html>
  );
}

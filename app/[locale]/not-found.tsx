import type { Metadata } from 'next';
import { NotFoundView } from '@/components/layout/not-found-view';

// The title comes from the page that found nothing (a back-office page for anyone but staff), which
// knows its language. Unknown paths and products draw their not-found page themselves (NotFoundPage);
// this boundary draws the same view in the browser, and wherever else notFound() is thrown.
export const metadata: Metadata = { robots: { index: false } };

export default function NotFound() {
  return <NotFoundView />;
}

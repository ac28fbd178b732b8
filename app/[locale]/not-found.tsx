import type { Metadata } from 'next';
import { NotFoundView } from '@/components/layout/not-found-view';

// The title comes from the page that found nothing (a product, [...rest]), which knows its language.
export const metadata: Metadata = { robots: { index: false } };

export default function NotFound() {
  return <NotFoundView />;
}

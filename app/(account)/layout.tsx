import type { ReactNode } from 'react';
import { requireAccountViewer } from '@/lib/server/auth/viewer';

/**
 * Signed in with a verified e-mail, checked on the server before anything renders (spec section 2).
 * Pages call the same guard for their data; it reads the session once per request.
 */
export default async function AccountLayout({ children }: { children: ReactNode }) {
  await requireAccountViewer();
  return children;
}

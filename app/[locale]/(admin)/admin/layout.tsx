import type { ReactNode } from 'react';
import { AdminNav } from '@/components/admin/admin-nav';
import { requireStaffViewer, staffOnlyMetadata } from '@/lib/server/auth/viewer';

export const generateMetadata = staffOnlyMetadata({ title: { default: 'Back office', template: '%s | Miche back office' }, robots: { index: false } });

/**
 * Staff only, checked on the server: anyone else gets the not-found page, so the back office is not advertised.
 * Every page checks again: on a client navigation Next.js may render a page without re-running this layout.
 */
export default async function AdminLayout({ children }: { children: ReactNode }) {
  await requireStaffViewer();
  return (
    <div className="grid gap-6 md:grid-cols-[12rem_1fr]">
      <AdminNav />
      <div className="min-w-0 space-y-6">{children}</div>
    </div>
  );
}

import type { ReactNode } from 'react';

export function AdminCard({ title, children, testId }: { title: string; children: ReactNode; testId?: string }) {
  return (
    <div className="rounded-xl border border-line p-4" data-testid={testId}>
      <p className="text-sm text-subtle">{title}</p>
      <div className="mt-1 text-xl font-bold">{children}</div>
    </div>
  );
}

/** Wide content that scrolls sideways on a phone: focusable and named, so a keyboard can scroll it too. */
export function ScrollArea({ label, children, className = '' }: { label: string; children: ReactNode; className?: string }) {
  return (
    <div role="region" aria-label={label} tabIndex={0} className={`overflow-x-auto ${className}`}>
      {children}
    </div>
  );
}

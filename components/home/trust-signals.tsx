import type { ReactNode } from 'react';

/** A short promise with its icon: the reasons a farmer can trust the nursery with their money. */
export interface TrustItem {
  icon: 'mpesa' | 'truck' | 'sun' | 'pin';
  title: string;
  body: string;
}

const ICONS: Record<TrustItem['icon'], ReactNode> = {
  mpesa: <path d="M7 3h10a1 1 0 0 1 1 1v16a1 1 0 0 1-1 1H7a1 1 0 0 1-1-1V4a1 1 0 0 1 1-1Zm3 15h4M9 8l2 2 4-4" />,
  truck: <path d="M3 6h11v9H3zM14 9h4l3 3v3h-7M7.5 18.5a1.5 1.5 0 1 0 0-3 1.5 1.5 0 0 0 0 3Zm10 0a1.5 1.5 0 1 0 0-3 1.5 1.5 0 0 0 0 3Z" />,
  sun: <path d="M12 8a4 4 0 1 0 0 8 4 4 0 0 0 0-8Zm0-5v2m0 14v2M4.2 4.2l1.4 1.4m12.8 12.8 1.4 1.4M3 12h2m14 0h2M4.2 19.8l1.4-1.4M18.4 5.6l1.4-1.4" />,
  pin: <path d="M12 21s-6-5.3-6-10a6 6 0 1 1 12 0c0 4.7-6 10-6 10Zm0-8a2 2 0 1 0 0-4 2 2 0 0 0 0 4Z" />,
};

export function TrustSignals({ heading, items }: { heading: string; items: TrustItem[] }) {
  return (
    <section aria-label={heading}>
      <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
        {items.map((item) => (
          <li key={item.title} className="flex gap-3 rounded-xl border border-line bg-surface p-4">
            <span className="grid h-11 w-11 shrink-0 place-items-center rounded-full bg-brand-soft text-brand">
              <svg
                viewBox="0 0 24 24"
                className="h-6 w-6"
                fill="none"
                stroke="currentColor"
                strokeWidth={1.8}
                strokeLinecap="round"
                strokeLinejoin="round"
                aria-hidden="true"
              >
                {ICONS[item.icon]}
              </svg>
            </span>
            <span>
              <span className="block font-bold">{item.title}</span>
              <span className="block text-sm text-muted">{item.body}</span>
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}

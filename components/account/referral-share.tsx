'use client';

import { useState } from 'react';
import { KES_PER_POINT_EARNED, MAX_POINTS_PER_REFERRAL } from '@/lib/wallet-rules';

/** The person's share link (/register?ref=CODE), with a copy button and a WhatsApp share. */
export function ReferralShare({ link }: { link: string }) {
  const [copied, setCopied] = useState(false);
  const message = `I buy my seedlings from Miche. Join with my link: ${link}`;
  return (
    <div className="space-y-2">
      <p className="text-sm">
        Share your link. When a friend&apos;s first order is delivered, you earn 1 point for every KES {KES_PER_POINT_EARNED} they spent (up to{' '}
        {MAX_POINTS_PER_REFERRAL} points).
      </p>
      <p className="rounded-lg bg-neutral-100 p-2 font-mono text-sm break-all dark:bg-neutral-800" data-testid="referral-link">
        {link}
      </p>
      <div className="flex flex-wrap gap-2">
        <button
          type="button"
          className="inline-flex h-11 items-center rounded-lg border border-neutral-300 px-4 font-medium hover:bg-neutral-100 dark:border-neutral-600 dark:hover:bg-neutral-800"
          onClick={() =>
            void navigator.clipboard.writeText(link).then(
              () => setCopied(true),
              () => setCopied(false),
            )
          }
        >
          {copied ? 'Copied' : 'Copy link'}
        </button>
        <a
          href={`https://wa.me/?text=${encodeURIComponent(message)}`}
          target="_blank"
          rel="noopener noreferrer"
          className="inline-flex h-11 items-center rounded-lg bg-[#1b7a43] px-4 font-semibold text-white hover:bg-[#15603a]"
        >
          Share on WhatsApp
        </a>
      </div>
    </div>
  );
}

'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { KES_PER_POINT_EARNED, MAX_POINTS_PER_REFERRAL } from '@/lib/wallet-rules';

/** The person's share link (/register?ref=CODE), with a copy button and a WhatsApp share. */
export function ReferralShare({ link }: { link: string }) {
  const t = useTranslations('account.referral');
  const [copied, setCopied] = useState(false);
  const message = t('message', { link });
  return (
    <div className="space-y-2">
      <p className="text-sm">{t('explain', { kesPerPoint: KES_PER_POINT_EARNED, maxPoints: MAX_POINTS_PER_REFERRAL })}</p>
      <p className="rounded-lg bg-tint p-2 font-mono text-sm break-all" data-testid="referral-link">
        {link}
      </p>
      <div className="flex flex-wrap gap-2">
        <button
          type="button"
          className="inline-flex h-11 items-center rounded-lg border border-line-strong px-4 hover:bg-tint"
          onClick={() =>
            void navigator.clipboard.writeText(link).then(
              () => setCopied(true),
              () => setCopied(false),
            )
          }
        >
          {copied ? t('copied') : t('copy')}
        </button>
        <a
          href={`https://wa.me/?text=${encodeURIComponent(message)}`}
          target="_blank"
          rel="noopener noreferrer"
          className="inline-flex h-11 items-center rounded-lg bg-[#1b7a43] px-4 font-medium text-white hover:bg-[#15603a]"
        >
          {t('whatsapp')}
        </a>
      </div>
    </div>
  );
}

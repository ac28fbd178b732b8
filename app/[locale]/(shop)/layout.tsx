import type { ReactNode } from 'react';
import { IslandTemplates } from '@/components/islands/island-templates';
import { DataSaverNotice } from '@/components/layout/data-saver-notice';
import { IslandsBlock } from '@/components/islands/islands-block';
import type { Locale } from '@/lib/i18n/locales';

type Props = { children: ReactNode; params: Promise<{ locale: string }> };

/**
 * The public pages: a first visit gets them light (lib/light-page), so each carries what
 * its islands script needs: the block with the script's address and words, and the templates it clones.
 */
export default async function ShopLayout({ children, params }: Props) {
  const locale = (await params).locale as Locale;
  return (
    <>
      <DataSaverNotice />
      {children}
      <IslandsBlock locale={locale} />
      <IslandTemplates locale={locale} />
    </>
  );
}

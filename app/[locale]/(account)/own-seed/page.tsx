import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { ClientMessages } from '@/components/i18n/client-messages';
import { OwnSeedForm } from '@/components/own-seed/own-seed-form';
import { nairobiToday } from '@/lib/growing';
import type { Locale } from '@/lib/i18n/locales';
import { LAYOUT_NAMESPACES } from '@/lib/i18n/pick';
import { requireAccountViewer } from '@/lib/server/auth/viewer';
import { getDb } from '@/lib/server/db/client';
import { env } from '@/lib/server/env';
import { appClock } from '@/lib/server/services/deps';
import { deliveryOptions } from '@/lib/server/services/delivery';
import { ownSeedCrops } from '@/lib/server/services/own-seed';
import { findUser } from '@/lib/server/services/users';

type Props = { params: Promise<{ locale: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const t = await getTranslations({ locale: (await params).locale as Locale, namespace: 'ownSeed' });
  return { title: t('title'), robots: { index: false } };
}

/** The propagation service: a farmer books the raising of their own seed. */
export default async function OwnSeedPage({ params }: Props) {
  const locale = (await params).locale as Locale;
  setRequestLocale(locale);
  const t = await getTranslations('ownSeed');
  const { identity } = await requireAccountViewer();
  const db = getDb();
  const [crops, options, user] = await Promise.all([ownSeedCrops(db), deliveryOptions(db), findUser(db, identity.uid)]);
  const places = options.pickupPoints.map((p) => ({ id: p.id, name: locale === 'sw' && p.nameSw ? p.nameSw : p.name }));
  return (
    <div className="mx-auto max-w-2xl space-y-4">
      <h1 className="text-xl font-bold">{t('heading')}</h1>
      <p>{t('intro')}</p>
      {crops.length === 0 || places.length === 0 ? (
        <p>{t('noCrops')}</p>
      ) : (
        <ClientMessages locale={locale} namespaces={[...LAYOUT_NAMESPACES, 'ownSeed']}>
          <OwnSeedForm
            crops={crops.map((c) => ({
              productId: c.productId,
              name: locale === 'sw' ? c.nameSw : c.name,
              feeCents: c.feeCents,
              raisingDaysMin: c.raisingDaysMin,
            }))}
            places={places}
            today={nairobiToday(appClock().now())}
            depositPercent={env().BOOKING_DEPOSIT_PERCENT}
            phone={user?.phone ?? ''}
          />
        </ClientMessages>
      )}
    </div>
  );
}

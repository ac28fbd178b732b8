import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { ClientMessages } from '@/components/i18n/client-messages';
import { pageLocale, translatedPageMetadata, type LocaleParams } from '@/lib/server/page-metadata';
import { ContactForm } from '@/components/contact/contact-form';
import { nurseryAddress } from '@/lib/nursery';
import { nurseryContact } from '@/lib/server/nursery';
import { sendContactMessage } from './actions';

export function generateMetadata({ params }: LocaleParams): Promise<Metadata> {
  return translatedPageMetadata(params, 'contact', '/contact');
}

const HOURS = [
  ['weekdays', 'weekdayHours'],
  ['saturday', 'saturdayHours'],
  ['sunday', 'closed'],
] as const;

export default async function ContactPage({ params }: LocaleParams) {
  const locale = await pageLocale(params);
  const t = await getTranslations('contact');
  const nursery = nurseryContact();
  return (
    <div className="grid gap-10 md:grid-cols-2">
      <section className="space-y-4">
        <h1 className="text-3xl font-bold">{t('heading')}</h1>
        <address className="not-italic">
          {nurseryAddress(nursery, locale).map((line) => (
            <span key={line} className="block">
              {line}
            </span>
          ))}
        </address>
        <p>
          {t('phone')}{' '}
          <a href={`tel:${nursery.phoneE164}`} className="inline-flex min-h-11 items-center underline">
            {nursery.phoneDisplay}
          </a>
        </p>
        <p>
          <a href={nursery.whatsapp} className="inline-flex h-11 items-center rounded-lg bg-[#1f7a4a] px-4 font-medium text-white" rel="noopener noreferrer">
            {t('whatsapp')}
          </a>
        </p>
        <p>
          {t('email')}{' '}
          <a href={`mailto:${nursery.email}`} className="inline-flex min-h-11 items-center underline">
            {nursery.email}
          </a>
        </p>
        <h2 className="pt-2 text-xl font-bold">{t('hoursHeading')}</h2>
        <dl className="space-y-1">
          {HOURS.map(([days, time]) => (
            <div key={days} className="flex justify-between gap-4 border-b border-line py-1">
              <dt>{t(days)}</dt>
              <dd className="font-medium">{t(time)}</dd>
            </div>
          ))}
        </dl>
      </section>
      <section aria-labelledby="message-heading">
        <h2 id="message-heading" className="mb-4 text-xl font-bold">
          {t('messageHeading')}
        </h2>
        <ClientMessages locale={locale} namespaces={['contact']}>
          <ContactForm action={sendContactMessage} />
        </ClientMessages>
      </section>
    </div>
  );
}

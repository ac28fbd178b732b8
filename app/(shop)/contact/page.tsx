import type { Metadata } from 'next';
import { ContactForm } from '@/components/contact/contact-form';
import { NURSERY } from '@/lib/nursery';
import { sendContactMessage } from './actions';

export const metadata: Metadata = { title: 'Contact', description: 'Visit, call or WhatsApp the Miche nursery in Ruaka, Kiambu County.' };

export default function ContactPage() {
  return (
    <div className="grid gap-10 md:grid-cols-2">
      <section className="space-y-4">
        <h1 className="text-3xl font-bold">Contact</h1>
        <address className="not-italic">
          {NURSERY.address.map((line) => (
            <span key={line} className="block">
              {line}
            </span>
          ))}
        </address>
        <p>
          Phone:{' '}
          <a href={`tel:${NURSERY.phoneE164}`} className="inline-flex min-h-11 items-center font-semibold underline">
            {NURSERY.phoneDisplay}
          </a>
        </p>
        <p>
          <a href={NURSERY.whatsapp} className="inline-flex h-11 items-center rounded-lg bg-[#1f7a4a] px-4 font-semibold text-white" rel="noopener noreferrer">
            Chat on WhatsApp
          </a>
        </p>
        <p>
          E-mail:{' '}
          <a href={`mailto:${NURSERY.email}`} className="inline-flex min-h-11 items-center font-semibold underline">
            {NURSERY.email}
          </a>
        </p>
        <h2 className="pt-2 text-xl font-bold">Opening hours</h2>
        <dl className="space-y-1">
          {NURSERY.hours.map((h) => (
            <div key={h.days} className="flex justify-between gap-4 border-b border-neutral-200 py-1 dark:border-neutral-700">
              <dt>{h.days}</dt>
              <dd className="font-medium">{h.time}</dd>
            </div>
          ))}
        </dl>
      </section>
      <section aria-labelledby="message-heading">
        <h2 id="message-heading" className="mb-4 text-xl font-bold">
          Send us a message
        </h2>
        <ContactForm action={sendContactMessage} />
      </section>
    </div>
  );
}

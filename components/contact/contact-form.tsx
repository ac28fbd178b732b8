'use client';

import { useLocale, useTranslations } from 'next-intl';
import { useActionState, useEffect, useRef } from 'react';
import type { ContactFormState } from '@/lib/schemas/contact';

type Action = (state: ContactFormState, form: FormData) => Promise<ContactFormState>;

const initial: ContactFormState = { status: 'idle', message: '', fieldErrors: {}, values: { name: '', phone: '', email: '', message: '' } };
const input = 'h-11 w-full rounded-lg border border-line-strong bg-surface px-3';

/** Works without JavaScript too: the server action answers the plain form post. */
export function ContactForm({ action }: { action: Action }) {
  const [state, formAction, pending] = useActionState(action, initial);
  const t = useTranslations('contact');
  const locale = useLocale();
  // The answer shows above the form, where the farmer is not looking after pressing Send: bring it
  // into view, clear of the sticky header (scroll-padding in globals.css), and read it out.
  const answer = useRef<HTMLParagraphElement>(null);
  useEffect(() => {
    if (state.message) answer.current?.focus();
  }, [state]);
  const error = (name: keyof ContactFormState['fieldErrors']) =>
    state.fieldErrors[name] ? (
      <span id={`${name}-error`} className="mt-1 block text-sm text-danger">
        {state.fieldErrors[name]}
      </span>
    ) : null;
  const describedBy = (name: keyof ContactFormState['fieldErrors']) => (state.fieldErrors[name] ? `${name}-error` : undefined);

  return (
    // data-boot: on the public page, reaching for a field boots the framework this form's answers come from.
    <form action={formAction} className="space-y-4" noValidate key={state.status === 'sent' ? 'sent' : 'form'} data-boot="focus">
      <input type="hidden" name="locale" value={locale} />
      {state.message && (
        <p
          ref={answer}
          tabIndex={-1}
          role={state.status === 'sent' ? 'status' : 'alert'}
          className={`rounded-lg p-3 ${state.status === 'sent' ? 'bg-brand-soft text-brand' : 'bg-danger-soft text-danger'}`}
        >
          {state.message}
        </p>
      )}
      <label className="block">
        <span className="mb-1 block">{t('name')}</span>
        <input
          name="name"
          defaultValue={state.values.name}
          autoComplete="name"
          required
          className={input}
          aria-invalid={!!state.fieldErrors.name}
          aria-describedby={describedBy('name')}
        />
        {error('name')}
      </label>
      <label className="block">
        <span className="mb-1 block">{t('phoneNumber')}</span>
        <input
          name="phone"
          type="tel"
          defaultValue={state.values.phone}
          autoComplete="tel"
          placeholder="+254..."
          className={input}
          aria-invalid={!!state.fieldErrors.phone}
          aria-describedby={describedBy('phone')}
        />
        {error('phone')}
      </label>
      <label className="block">
        <span className="mb-1 block">{t('emailOptional')}</span>
        <input
          name="email"
          type="email"
          defaultValue={state.values.email}
          autoComplete="email"
          className={input}
          aria-invalid={!!state.fieldErrors.email}
          aria-describedby={describedBy('email')}
        />
        {error('email')}
      </label>
      <label className="block">
        <span className="mb-1 block">{t('message')}</span>
        <textarea
          name="message"
          defaultValue={state.values.message}
          rows={5}
          required
          className="w-full rounded-lg border border-line-strong bg-surface p-3"
          aria-invalid={!!state.fieldErrors.message}
          aria-describedby={describedBy('message')}
        />
        {error('message')}
      </label>
      <button type="submit" disabled={pending} className="h-12 rounded-lg bg-leaf-600 px-6 font-medium text-white hover:bg-leaf-700 disabled:bg-neutral-400">
        {pending ? t('sending') : t('send')}
      </button>
    </form>
  );
}

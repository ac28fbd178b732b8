'use client';

import { useActionState } from 'react';
import type { ContactFormState } from '@/lib/schemas/contact';

type Action = (state: ContactFormState, form: FormData) => Promise<ContactFormState>;

const initial: ContactFormState = { status: 'idle', message: '', fieldErrors: {}, values: { name: '', phone: '', email: '', message: '' } };
const input = 'h-11 w-full rounded-lg border border-neutral-300 bg-white px-3 dark:border-neutral-600 dark:bg-neutral-900';

/** Works without JavaScript too: the server action answers the plain form post. */
export function ContactForm({ action }: { action: Action }) {
  const [state, formAction, pending] = useActionState(action, initial);
  const error = (name: keyof ContactFormState['fieldErrors']) =>
    state.fieldErrors[name] ? (
      <span id={`${name}-error`} className="mt-1 block text-sm text-red-700 dark:text-red-300">
        {state.fieldErrors[name]}
      </span>
    ) : null;
  const describedBy = (name: keyof ContactFormState['fieldErrors']) => (state.fieldErrors[name] ? `${name}-error` : undefined);

  return (
    <form action={formAction} className="space-y-4" noValidate key={state.status === 'sent' ? 'sent' : 'form'}>
      {state.message && (
        <p
          role={state.status === 'sent' ? 'status' : 'alert'}
          className={`rounded-lg p-3 ${state.status === 'sent' ? 'bg-leaf-100 text-leaf-800 dark:bg-leaf-800 dark:text-leaf-100' : 'bg-red-50 text-red-800 dark:bg-red-950 dark:text-red-200'}`}
        >
          {state.message}
        </p>
      )}
      <label className="block">
        <span className="mb-1 block font-medium">Your name</span>
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
        <span className="mb-1 block font-medium">Phone number</span>
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
        <span className="mb-1 block font-medium">E-mail (optional)</span>
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
        <span className="mb-1 block font-medium">Message</span>
        <textarea
          name="message"
          defaultValue={state.values.message}
          rows={5}
          required
          className="w-full rounded-lg border border-neutral-300 bg-white p-3 dark:border-neutral-600 dark:bg-neutral-900"
          aria-invalid={!!state.fieldErrors.message}
          aria-describedby={describedBy('message')}
        />
        {error('message')}
      </label>
      <button type="submit" disabled={pending} className="h-12 rounded-lg bg-leaf-600 px-6 font-semibold text-white hover:bg-leaf-700 disabled:bg-neutral-400">
        {pending ? 'Sending...' : 'Send message'}
      </button>
    </form>
  );
}

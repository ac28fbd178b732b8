import { useId, type ReactNode } from 'react';

export const inputClass =
  'h-11 w-full rounded-lg border border-neutral-300 bg-white px-3 text-base aria-[invalid=true]:border-red-600 dark:border-neutral-600 dark:bg-neutral-900';
export const textareaClass =
  'w-full rounded-lg border border-neutral-300 bg-white p-3 text-base aria-[invalid=true]:border-red-600 dark:border-neutral-600 dark:bg-neutral-900';

export interface FieldControlProps {
  id: string;
  'aria-invalid': boolean;
  'aria-describedby': string | undefined;
}

/**
 * A labelled form control with its hint and error wired for screen readers. The control itself is
 * rendered by the caller, so inputs, textareas and selects share one layout.
 */
export function Field({ label, hint, error, children }: { label: string; hint?: string; error?: string; children: (props: FieldControlProps) => ReactNode }) {
  const id = useId();
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const describedBy = [hintId, errorId].filter(Boolean).join(' ') || undefined;
  return (
    <div>
      <label htmlFor={id} className="mb-1 block font-medium">
        {label}
      </label>
      {children({ id, 'aria-invalid': !!error, 'aria-describedby': describedBy })}
      {hint && (
        <p id={hintId} className="mt-1 text-sm text-neutral-600 dark:text-neutral-300">
          {hint}
        </p>
      )}
      {error && (
        <p id={errorId} className="mt-1 text-sm text-red-700 dark:text-red-300">
          {error}
        </p>
      )}
    </div>
  );
}

/**
 * A Kenyan phone number field, as every form asks for one: the phone keyboard, the browser's saved
 * number, and the spec's "+254..." hint.
 */
export function PhoneField({
  label,
  value,
  onChange,
  error,
  hint,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  error?: string;
  hint?: string;
}) {
  return (
    <Field label={label} error={error} hint={hint}>
      {(p) => (
        <input
          {...p}
          type="tel"
          inputMode="tel"
          autoComplete="tel"
          placeholder="+254..."
          value={value}
          onChange={(e) => onChange(e.target.value)}
          className={inputClass}
        />
      )}
    </Field>
  );
}

export function FormMessage({ kind, children }: { kind: 'error' | 'success' | 'info'; children: ReactNode }) {
  const styles = {
    error: 'bg-red-50 text-red-800 dark:bg-red-950 dark:text-red-200',
    success: 'bg-leaf-100 text-leaf-800 dark:bg-leaf-800 dark:text-leaf-100',
    info: 'bg-neutral-100 text-neutral-800 dark:bg-neutral-800 dark:text-neutral-100',
  } as const;
  return (
    <p role={kind === 'error' ? 'alert' : 'status'} className={`rounded-lg p-3 ${styles[kind]}`}>
      {children}
    </p>
  );
}

export const primaryButton =
  'inline-flex h-12 items-center justify-center rounded-lg bg-leaf-600 px-6 font-semibold text-white hover:bg-leaf-700 disabled:cursor-not-allowed disabled:bg-neutral-400 dark:disabled:bg-neutral-600';
export const secondaryButton =
  'inline-flex h-11 items-center justify-center rounded-lg border border-neutral-300 px-4 font-medium hover:bg-neutral-100 disabled:opacity-50 dark:border-neutral-600 dark:hover:bg-neutral-800';

import { useId, type ReactNode } from 'react';

export const inputClass = 'h-11 w-full rounded-lg border border-line-strong bg-surface px-3 aria-[invalid=true]:border-red-600';
export const textareaClass = 'w-full rounded-lg border border-line-strong bg-surface p-3 aria-[invalid=true]:border-red-600';

/**
 * A form's text fields as the browser holds them, read at submit: what was typed before React hydrated
 * the page is what is sent.
 */
export function formText(form: HTMLFormElement): (name: string) => string {
  const data = new FormData(form);
  return (name) => String(data.get(name) ?? '');
}

export interface FieldControlProps {
  id: string;
  'aria-invalid': boolean;
  'aria-describedby': string | undefined;
}

/**
 * A labelled form control with its hint and error wired for screen readers. The control itself is
 * rendered by the caller, so inputs, textareas and selects share one layout.
 */
/** `announce`: the error is the form's only message, so screen readers hear it as it appears (role alert). */
export function Field({
  label,
  hint,
  error,
  announce = false,
  children,
}: {
  label: string;
  hint?: string;
  error?: string;
  announce?: boolean;
  children: (props: FieldControlProps) => ReactNode;
}) {
  const id = useId();
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const describedBy = [hintId, errorId].filter(Boolean).join(' ') || undefined;
  return (
    <div>
      <label htmlFor={id} className="mb-1 block">
        {label}
      </label>
      {children({ id, 'aria-invalid': !!error, 'aria-describedby': describedBy })}
      {hint && (
        <p id={hintId} className="mt-1 text-sm text-subtle">
          {hint}
        </p>
      )}
      {error && (
        <p id={errorId} role={announce ? 'alert' : undefined} className="mt-1 text-sm text-danger">
          {error}
        </p>
      )}
    </div>
  );
}

/**
 * A Kenyan phone number field, as every form asks for one: the phone keyboard, the browser's saved
 * number, and the spec's "+254..." hint. Controlled (`value`, `onChange`), or the browser's own
 * (`name`, `defaultValue`, read from the form when it is sent): what a farmer types before React has
 * hydrated the page stays in a field React does not control, and is what is sent.
 */
export function PhoneField({
  label,
  error,
  hint,
  announce,
  ...control
}: {
  label: string;
  error?: string;
  hint?: string;
  announce?: boolean;
} & ({ value: string; onChange: (value: string) => void } | { name: string; defaultValue: string })) {
  const own =
    'name' in control
      ? { name: control.name, defaultValue: control.defaultValue }
      : { value: control.value, onChange: (e: { target: { value: string } }) => control.onChange(e.target.value) };
  return (
    <Field label={label} error={error} hint={hint} announce={announce}>
      {(p) => <input {...p} {...own} type="tel" inputMode="tel" autoComplete="tel" placeholder="+254..." className={inputClass} />}
    </Field>
  );
}

export function FormMessage({ kind, children }: { kind: 'error' | 'success' | 'info'; children: ReactNode }) {
  const styles = {
    error: 'bg-danger-soft text-danger',
    success: 'bg-brand-soft text-brand',
    info: 'bg-tint text-ink',
  } as const;
  return (
    <p role={kind === 'error' ? 'alert' : 'status'} className={`rounded-lg p-3 ${styles[kind]}`}>
      {children}
    </p>
  );
}

export const primaryButton =
  'inline-flex h-12 items-center justify-center rounded-lg bg-leaf-600 px-6 font-medium text-white hover:bg-leaf-700 disabled:cursor-not-allowed disabled:bg-disabled';
export const secondaryButton = 'inline-flex h-11 items-center justify-center rounded-lg border border-line-strong px-4 hover:bg-tint disabled:opacity-50';

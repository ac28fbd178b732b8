import { useCallback, useMemo } from 'react';

type Typed = HTMLInputElement | HTMLTextAreaElement;

/**
 * A ref for a controlled field, so what a farmer typed before React hydrated the page is the value
 * kept (issue 26): React hydrates a field without touching what was typed in it, but its state
 * still holds what the server drew, and its next render would put that back. When the ref arrives,
 * a field whose value is not the one the server drew (its default) gives that value to `set`.
 */
export function useTypedBeforeHydration(set: (value: string) => void): (field: Typed | null) => void {
  return useCallback(
    (field: Typed | null) => {
      if (field && field.value !== field.defaultValue) set(field.value);
    },
    [set],
  );
}

/** The same for a form's fields by name: `typed.name` is the ref for the field whose state is `name`. */
export function useTypedFieldsBeforeHydration<K extends string>(
  keys: readonly K[],
  set: (key: K, value: string) => void,
): Record<K, (field: Typed | null) => void> {
  return useMemo(
    () =>
      Object.fromEntries(
        keys.map((key) => [
          key,
          (field: Typed | null) => {
            if (field && field.value !== field.defaultValue) set(key, field.value);
          },
        ]),
      ) as Record<K, (field: Typed | null) => void>,
    [keys, set],
  );
}

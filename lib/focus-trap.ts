/**
 * Keyboard focus kept inside an open dialog (the cart panel, React's and the islands script's): Tab
 * from the last control goes to the first, Shift+Tab from the first to the last, and focus that has
 * left the dialog comes back into it. DOM-free: each side gives its dialog's controls and the focus.
 */

/** What can take focus in a dialog. */
export const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

/**
 * Where Tab (`backwards`: Shift+Tab) must send focus to stay in the dialog, or null where the
 * browser's own move stays inside. `focusable`: the dialog's controls in order; `active`: the focused
 * element, `inside` whether it is within the dialog.
 */
export function focusWrap<T>(focusable: readonly T[], active: unknown, inside: boolean, backwards: boolean): T | null {
  const first = focusable[0];
  const last = focusable[focusable.length - 1];
  if (first === undefined || last === undefined) return null;
  if (backwards) return active === first || !inside ? last : null;
  return active === last || !inside ? first : null;
}

'use client';

import { useEffect, useState, type RefObject } from 'react';

/** Below this visible height (CSS px) a phone's keyboard leaves no room for a footer beside the field. */
const ROOM_FOR_FOOTER = 500;
const TEXT_FIELD = 'textarea, input:not([type="radio"], [type="checkbox"], [type="button"], [type="submit"])';

/**
 * True while a text field inside `root` is being typed in on a screen the keyboard has squeezed: the
 * visible height is under 500 px, or a quarter smaller than when the field took the focus. Android
 * keeps the focus in the field when its keyboard is put away, so the height decides, not the focus.
 */
export function useKeyboardOpen(root: RefObject<HTMLElement | null>): boolean {
  const [open, setOpen] = useState(false);
  useEffect(() => {
    const viewport = window.visualViewport;
    const height = () => viewport?.height ?? window.innerHeight;
    let tallest = height();
    const update = () => {
      tallest = Math.max(tallest, height());
      const typing =
        document.activeElement instanceof HTMLElement && !!root.current?.contains(document.activeElement) && document.activeElement.matches(TEXT_FIELD);
      const squeezed = typing && (height() < ROOM_FOR_FOOTER || height() < tallest * 0.75);
      setOpen(squeezed);
      // Once the footer is gone, the field and the message under it belong in what is left of the screen.
      if (squeezed) requestAnimationFrame(() => (document.activeElement?.parentElement ?? null)?.scrollIntoView({ block: 'nearest' }));
    };
    viewport?.addEventListener('resize', update);
    window.addEventListener('resize', update);
    document.addEventListener('focusin', update);
    document.addEventListener('focusout', update);
    return () => {
      viewport?.removeEventListener('resize', update);
      window.removeEventListener('resize', update);
      document.removeEventListener('focusin', update);
      document.removeEventListener('focusout', update);
    };
  }, [root]);
  return open;
}

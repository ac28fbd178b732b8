'use client';

import { secondaryButton } from '../../ui/field';

/** Prints the greenhouse sheet (the page's print stylesheet keeps it to the day's work, on A4). */
export function PrintButton() {
  return (
    <button type="button" className={`${secondaryButton} print:hidden`} onClick={() => window.print()}>
      Print today’s sheet
    </button>
  );
}

/** The toggle's icons, drawn by CSS from <html>'s class: a sun in the dark theme (back to light), a moon otherwise. */
export function ThemeIcons() {
  return (
    <>
      <svg viewBox="0 0 24 24" className="hidden h-6 w-6 dark:block" fill="none" stroke="currentColor" strokeWidth={1.8} aria-hidden="true">
        <circle cx="12" cy="12" r="4" />
        <path d="M12 2v2M12 20v2M4.9 4.9l1.4 1.4M17.7 17.7l1.4 1.4M2 12h2M20 12h2M4.9 19.1l1.4-1.4M17.7 6.3l1.4-1.4" strokeLinecap="round" />
      </svg>
      <svg viewBox="0 0 24 24" className="h-6 w-6 dark:hidden" fill="none" stroke="currentColor" strokeWidth={1.8} aria-hidden="true">
        <path d="M20 14.5A8 8 0 0 1 9.5 4a8 8 0 1 0 10.5 10.5Z" strokeLinejoin="round" />
      </svg>
    </>
  );
}

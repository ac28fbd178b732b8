/**
 * The theme's fixed parts (spec section 4: light, dark or the system's), shared by the layout, the
 * islands script and the light-page reshaping. next-themes drives the choice once React runs
 * (components/layout/providers.tsx); HEAD_SCRIPT applies the stored one before first paint, reading
 * what next-themes writes: `localStorage.theme` = `light`, `dark` or `system` (anything else is the
 * system's). A fixed string, so lib/security/headers.mjs can allow it by its hash on nonce pages.
 */
export const THEME_STORAGE_KEY = 'theme';

export const THEME_COLORS = { dark: '#1a1a1a', light: '#ffffff' } as const;

/**
 * The one inline script of every page's <head>, before first paint: the class and colour-scheme of
 * <html> from the stored theme or else the system; and `signed-in` on <html> when the session hint
 * cookie says so (lib/auth/session-hint.ts), so the header shows "Loading..." rather than a Sign In
 * link to someone signed in until React knows who they are (components/auth/header-auth.tsx).
 */
export const HEAD_SCRIPT =
  "(function(){var d=document.documentElement,t;try{t=localStorage.getItem('theme')}catch(e){}if(t!=='light'&&t!=='dark')t=matchMedia('(prefers-color-scheme: dark)').matches?'dark':'light';d.classList.remove('light','dark');d.classList.add(t);d.style.colorScheme=t;if(/(^|; )miche_signed_in=1/.test(document.cookie))d.classList.add('signed-in')})()";

/** What the theme store holds: a theme, or the phone's own setting. */
export type ThemeChoice = 'light' | 'dark' | 'system';

/** The theme <html> shows. */
export function shownTheme(root: Element): 'light' | 'dark' {
  return root.classList.contains('dark') ? 'dark' : 'light';
}

/**
 * The toggle flips the theme shown (spec section 4) and stores the choice, except that a flip to the
 * theme the phone shows anyway chooses `system`: the shop then follows the phone again. So light,
 * dark and the phone's own setting are all a tap away.
 */
export function flippedTheme(shown: 'light' | 'dark', systemDark: boolean): ThemeChoice {
  const next = shown === 'dark' ? 'light' : 'dark';
  return (next === 'dark') === systemDark ? 'system' : next;
}

/** Remembers a choice as the spec says: saved, unless it is system, in which case it is removed. */
export function storeTheme(choice: ThemeChoice): void {
  try {
    if (choice === 'system') localStorage.removeItem(THEME_STORAGE_KEY);
    else localStorage.setItem(THEME_STORAGE_KEY, choice);
  } catch {
    // storage blocked (private mode on some phones): shown, not remembered
  }
}

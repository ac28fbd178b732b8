/**
 * Light and dark (spec section 4) without a theme library. The choice is stored under `theme`; with
 * none stored, the system preference rules, live. THEME_SCRIPT applies it before first paint (a fixed
 * string whose hash lib/security/headers.ts allows, so it runs under the nonce policy too); the
 * toggle reads and changes it through the functions below. next-themes did the same for 1.5 KB gz and
 * a provider around every page.
 */
export type Theme = 'light' | 'dark';

const STORAGE_KEY = 'theme';
const DARK_QUERY = '(prefers-color-scheme: dark)';

export const THEME_COLORS = { dark: '#1a1a1a', light: '#ffffff' } as const;

/** The class and colour-scheme of <html>, from the stored choice or else the system. */
export const THEME_SCRIPT =
  "(function(){var d=document.documentElement,t;try{t=localStorage.getItem('theme')}catch(e){}if(t!=='light'&&t!=='dark')t=matchMedia('(prefers-color-scheme: dark)').matches?'dark':'light';d.classList.remove('light','dark');d.classList.add(t);d.style.colorScheme=t})()";

function storedTheme(): Theme | null {
  try {
    const t = window.localStorage.getItem(STORAGE_KEY);
    return t === 'light' || t === 'dark' ? t : null;
  } catch {
    return null; // storage blocked (private mode on some phones): the system decides
  }
}

/** The theme <html> shows now. */
export function currentTheme(): Theme {
  return document.documentElement.classList.contains('dark') ? 'dark' : 'light';
}

/** The browser's colour (address bar) for the theme shown. */
function colourBrowser(theme: Theme) {
  document.querySelectorAll('meta[name="theme-color"]').forEach((m) => m.setAttribute('content', THEME_COLORS[theme]));
}

function apply(theme: Theme) {
  const root = document.documentElement;
  root.classList.remove('light', 'dark');
  root.classList.add(theme);
  root.style.colorScheme = theme;
  colourBrowser(theme);
}

const listeners = new Set<() => void>();
const notify = () => listeners.forEach((l) => l());

export function chooseTheme(theme: Theme) {
  try {
    window.localStorage.setItem(STORAGE_KEY, theme);
  } catch {
    // not remembered, but still shown
  }
  apply(theme);
  notify();
}

/**
 * For useSyncExternalStore: told when the theme changes here, in another tab, or (with no stored
 * choice) in the system settings.
 */
export function subscribeTheme(listener: () => void): () => void {
  const media = window.matchMedia(DARK_QUERY);
  const follow = () => {
    const theme = storedTheme() ?? (media.matches ? 'dark' : 'light');
    if (theme !== currentTheme()) apply(theme);
    notify();
  };
  // Once per page. Not apply(): touching <html>'s class makes a slow phone restyle the whole page.
  if (listeners.size === 0) colourBrowser(currentTheme());
  listeners.add(listener);
  media.addEventListener('change', follow);
  window.addEventListener('storage', follow);
  return () => {
    listeners.delete(listener);
    media.removeEventListener('change', follow);
    window.removeEventListener('storage', follow);
  };
}

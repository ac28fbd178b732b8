/**
 * The header before a light page's framework boots: the cart count and its label, the theme toggle
 * and the language switch's memory. React renders the same header; what these change is undone
 * before it hydrates, or is an attribute React does not check.
 */
import { badgeCount, cartCount, type CartItem } from '@/lib/cart';
import { hasSignedInHint } from '@/components/auth/session-hint';
import { isLocale } from '@/lib/i18n/locales';
import { hookOf } from '@/lib/light-page/controls';
import { rememberInProfile, rememberLocale } from '@/lib/i18n/remember';
import { THEME_COLORS, flippedTheme, shownTheme, storeTheme } from '@/lib/theme';
import { beforeBoot, frameworkBooting } from './boot';
import { cloneTemplate, fillBlanks } from './templates';

export const cartButton = () => document.querySelector<HTMLElement>(hookOf('cartButton'));

/** The cart button's count (React's CartBadge, from its template) and label. */
export function showCount(items: CartItem[]) {
  const button = cartButton();
  if (!button || frameworkBooting()) return;
  const count = cartCount(items);
  const label = button.dataset[count === 1 ? 'labelOne' : 'labelMany'];
  if (label) button.setAttribute('aria-label', label.replace(/\d+/, String(count)));
  button.querySelector('[data-testid="cart-badge"]')?.remove();
  if (count === 0) return;
  const badge = cloneTemplate('cart-badge');
  if (!badge) return;
  fillBlanks(badge, { count: badgeCount(count) });
  button.append(badge);
}

/** The header's cart button as the server drew it: React hydrates what it rendered. */
export function keepCartButtonForBoot() {
  const button = cartButton();
  if (!button) return;
  const label = button.getAttribute('aria-label');
  beforeBoot(() => {
    button.querySelector('[data-testid="cart-badge"]')?.remove();
    if (label !== null) button.setAttribute('aria-label', label);
  });
}

const prefersDark = () => window.matchMedia('(prefers-color-scheme: dark)').matches;

/** The browser's colour (its address bar) for the theme shown, as React's ThemeToggle sets it. */
function colourBrowser(theme: 'light' | 'dark') {
  document.querySelectorAll('meta[name="theme-color"]').forEach((m) => m.setAttribute('content', THEME_COLORS[theme]));
}

/** Shows a theme as next-themes does: the class and colour-scheme of <html>, and the browser's colour. */
function showTheme(theme: 'light' | 'dark') {
  const root = document.documentElement;
  root.classList.remove('light', 'dark');
  root.classList.add(theme);
  root.style.colorScheme = theme;
  colourBrowser(theme);
}

/**
 * The theme toggle, as React's (next-themes) once it runs: it flips the theme shown and stores the
 * choice where next-themes reads it (lib/theme.ts).
 */
export function wireThemeToggle() {
  const toggle = document.querySelector<HTMLElement>(hookOf('themeToggle'));
  if (!toggle) return;
  const draw = () => {
    if (frameworkBooting()) return;
    const dark = shownTheme(document.documentElement) === 'dark';
    toggle.setAttribute('aria-pressed', String(dark));
    const label = dark ? toggle.dataset.labelToLight : toggle.dataset.labelToDark;
    if (label) toggle.setAttribute('aria-label', label);
  };
  draw();
  // The head script chose the theme before first paint; the browser's colour follows it here.
  colourBrowser(shownTheme(document.documentElement));
  toggle.addEventListener('click', () => {
    if (frameworkBooting()) return;
    const choice = flippedTheme(shownTheme(document.documentElement), prefersDark());
    storeTheme(choice);
    showTheme(choice === 'system' ? (prefersDark() ? 'dark' : 'light') : choice);
    draw();
  });
}

/** The language switch remembers the choice, as React's LanguageSwitch does once it runs. */
export function wireLanguageSwitch() {
  const link = document.querySelector<HTMLAnchorElement>(hookOf('languageSwitch'));
  link?.addEventListener('click', () => {
    const locale = link.hreflang;
    if (frameworkBooting() || !isLocale(locale)) return;
    rememberLocale(locale);
    if (hasSignedInHint()) rememberInProfile(locale);
  });
}

/**
 * Spec section 1: "Loading..." where the account will show, while a signed-in farmer's light page
 * boots (a copy kept by a cache from before they signed in). Put back before React hydrates.
 */
export function showAccountLoading(loading: string) {
  const signIn = document.querySelector<HTMLAnchorElement>('header a[aria-haspopup="menu"]');
  if (!signIn) return;
  const drawn = signIn.textContent;
  signIn.textContent = loading;
  signIn.setAttribute('aria-busy', 'true');
  beforeBoot(() => {
    signIn.textContent = drawn;
    signIn.removeAttribute('aria-busy');
  });
}

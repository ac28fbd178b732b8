/**
 * The header before a page's framework boots, and on light pages: the cart count and its label, the
 * theme toggle, the language switch's memory, and in the account slot "Loading..." while a signed-in
 * farmer's public page boots, or on an account page the account button. React renders the same
 * header; what these change is undone before it hydrates, or is an attribute React does not check.
 */
import { cartCount, type CartItem } from '@/lib/cart';
import { chooseTheme, currentTheme, subscribeTheme } from '@/components/layout/theme';
import { hasSignedInHint } from '@/components/auth/session-hint';
import { isLocale } from '@/lib/i18n/locales';
import { rememberInProfile, rememberLocale } from '@/lib/i18n/remember';
import { beforeBoot, bootFramework, frameworkBooting } from './boot';
import { ACCOUNT_MARK } from './words';

export const cartButton = () => document.querySelector<HTMLElement>('[data-cart-button]');

export function showCount(items: CartItem[]) {
  const button = cartButton();
  if (!button || frameworkBooting()) return;
  const count = cartCount(items);
  const label = button.dataset[count === 1 ? 'labelOne' : 'labelMany'];
  if (label) button.setAttribute('aria-label', label.replace(/\d+/, String(count)));
  button.querySelector('[data-testid="cart-badge"]')?.remove();
  if (count === 0) return;
  const badge = document.createElement('span');
  badge.dataset.testid = 'cart-badge';
  badge.setAttribute('aria-hidden', 'true');
  badge.className = 'absolute -top-0.5 -right-0.5 grid h-5 min-w-5 place-items-center rounded-full bg-leaf-600 px-1 text-sm font-bold text-white';
  badge.textContent = count > 99 ? '99+' : String(count);
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

/**
 * The theme toggle, and the browser's colour and the system's live changes (theme.ts's store), as
 * React's ThemeToggle does once it runs.
 */
export function wireThemeToggle() {
  const toggle = document.querySelector<HTMLElement>('[data-theme-toggle]');
  const draw = () => {
    if (!toggle || frameworkBooting()) return;
    const dark = currentTheme() === 'dark';
    toggle.setAttribute('aria-pressed', String(dark));
    const label = dark ? toggle.dataset.labelToLight : toggle.dataset.labelToDark;
    if (label) toggle.setAttribute('aria-label', label);
  };
  subscribeTheme(draw);
  draw();
  toggle?.addEventListener('click', () => {
    if (frameworkBooting()) return;
    chooseTheme(currentTheme() === 'dark' ? 'light' : 'dark');
  });
}

/** The language switch remembers the choice, as React's LanguageSwitch does once it runs. */
export function wireLanguageSwitch() {
  const link = document.querySelector<HTMLAnchorElement>('[data-language-switch]');
  link?.addEventListener('click', () => {
    const locale = link.hreflang;
    if (frameworkBooting() || !isLocale(locale)) return;
    rememberLocale(locale);
    if (hasSignedInHint()) rememberInProfile(locale);
  });
}

/** Spec section 1: "Loading..." where the account will show, while a signed-in farmer's page boots. */
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

/** React's account button, once it has drawn it (after the session and the menu's code have come). */
function whenAccountButton(then: (button: HTMLElement) => void) {
  const find = () => document.querySelector<HTMLElement>('header button[aria-haspopup="menu"]');
  const found = find();
  if (found) return then(found);
  const watch = new MutationObserver(() => {
    const button = find();
    if (!button) return;
    watch.disconnect();
    then(button);
  });
  watch.observe(document.body, { childList: true, subtree: true });
  setTimeout(() => watch.disconnect(), 15_000);
}

/**
 * On an account page (it names the farmer: ACCOUNT_MARK), the account button where React will draw
 * it, so the header says who is signed in before the framework boots. Tapped, it boots the framework
 * and opens React's menu.
 */
export function showAccountButton() {
  const mark = document.querySelector<HTMLElement>(`[${ACCOUNT_MARK.label}]`);
  const signIn = document.querySelector<HTMLAnchorElement>('header a[aria-haspopup="menu"]');
  if (!mark || !signIn) return;
  const button = document.createElement('button');
  button.type = 'button';
  button.setAttribute('aria-haspopup', 'menu');
  button.setAttribute('aria-expanded', 'false');
  button.setAttribute('aria-label', mark.getAttribute(ACCOUNT_MARK.label) ?? '');
  button.className = 'grid h-11 w-11 place-items-center rounded-full hover:bg-tint';
  const picture = document.createElement('img');
  Object.assign(picture, {
    src: mark.getAttribute(ACCOUNT_MARK.picture) ?? '',
    alt: '',
    width: 36,
    height: 36,
    className: 'rounded-full',
    referrerPolicy: 'no-referrer',
  });
  button.append(picture);
  button.addEventListener('click', () => {
    button.setAttribute('aria-busy', 'true');
    bootFramework().then(
      () => whenAccountButton((drawn) => drawn.click()),
      () => button.removeAttribute('aria-busy'),
    );
  });
  signIn.replaceWith(button);
  beforeBoot(() => button.replaceWith(signIn));
}

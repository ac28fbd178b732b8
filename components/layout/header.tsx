import { AppLink } from '../ui/app-link';
import { Logo } from '../ui/logo';
import { HeaderAuth } from '../auth/header-auth';
import { CartButton } from '../cart/cart-button';
import { CartIcon } from '../cart/cart-icon';
import { useTranslations } from 'next-intl';
import { LanguageSwitch } from '../i18n/language-switch';
import { NAV_LINKS } from './nav-links';
import { SITE_MENU_ID, SiteMenu } from './site-menu';
import { ThemeIcons } from './theme-icons';
import { ThemeToggle } from './theme-toggle';

const navLink = 'inline-flex h-11 items-center rounded-lg px-3 whitespace-nowrap hover:bg-tint';

function MenuIcon() {
  return (
    <svg viewBox="0 0 24 24" className="h-6 w-6" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" aria-hidden="true">
      <path d="M4 7h16M4 12h16M4 17h16" />
    </svg>
  );
}

/**
 * Spec section 1: logo home; Products, About Us, Contact; theme toggle; cart; Sign In or avatar.
 * One sticky row, 57 px, in both languages: on a phone the nav, the language switch and
 * the theme toggle fold into a menu, and the row holds the logo, Sign In or the avatar, the cart and
 * the menu's button; from 640 px the menu's contents stand in the row. The auth slot keeps one width
 * and sits left of the cart, so an avatar narrower than Sign In leaves its space beside the logo,
 * not in the middle of the controls.
 */
export function Header() {
  const t = useTranslations('layout');
  return (
    <header className="sticky top-0 z-30 border-b border-line bg-page">
      <div className="mx-auto flex min-h-14 max-w-6xl flex-wrap items-center gap-1 px-3 sm:flex-nowrap sm:gap-2 sm:px-4">
        <AppLink href="/" className="mr-auto inline-flex h-11 shrink-0 items-center rounded-lg sm:mr-2" aria-label={t('homeLabel')}>
          <Logo />
        </AppLink>
        <SiteMenu>
          <nav aria-label={t('mainNav')} className="flex flex-col sm:flex-row sm:gap-1">
            {NAV_LINKS.map((l) => (
              <AppLink key={l.href} href={l.href} className={navLink}>
                {t(l.key)}
              </AppLink>
            ))}
          </nav>
          <div className="mt-2 flex items-center gap-2 border-t border-line pt-2 sm:mt-0 sm:ml-auto sm:gap-1 sm:border-0 sm:pt-0">
            <LanguageSwitch />
            <ThemeToggle>
              <ThemeIcons />
            </ThemeToggle>
          </div>
        </SiteMenu>
        <HeaderAuth />
        <CartButton>
          <CartIcon />
        </CartButton>
        <button
          type="button"
          popoverTarget={SITE_MENU_ID}
          aria-label={t('menu')}
          className="site-menu-button grid h-11 w-11 shrink-0 place-items-center rounded-full hover:bg-tint sm:hidden"
        >
          <MenuIcon />
        </button>
      </div>
    </header>
  );
}

import { AppLink } from '../ui/app-link';
import { Logo } from '../ui/logo';
import { HeaderAuth } from '../auth/header-auth';
import { CartButton } from '../cart/cart-button';
import { CartIcon } from '../cart/cart-icon';
import { useTranslations } from 'next-intl';
import { LanguageSwitch } from '../i18n/language-switch';
import { NAV_LINKS } from './nav-links';
import { ThemeIcons } from './theme-icons';
import { ThemeToggle } from './theme-toggle';

const navLink = 'inline-flex h-11 items-center rounded-lg px-3 hover:bg-tint';

/**
 * Spec section 1: logo home; Products, About Us, Contact; theme toggle; cart; Sign In or avatar.
 * Sticky from 640 px only: on a phone its two rows would keep a quarter of the screen, and with the
 * keyboard open, the field being typed in and the results would not fit beside it (issue 15).
 */
export function Header() {
  const t = useTranslations('layout');
  return (
    <header className="z-30 border-b border-line bg-page sm:sticky sm:top-0">
      <div className="mx-auto flex max-w-6xl flex-wrap items-center gap-x-2 px-3 py-1 sm:flex-nowrap sm:px-4">
        <AppLink href="/" className="mr-auto inline-flex h-11 items-center rounded-lg" aria-label={t('homeLabel')}>
          <Logo />
        </AppLink>
        <nav aria-label={t('mainNav')} className="order-last -mx-1 flex w-full gap-1 overflow-x-auto sm:order-none sm:mx-0 sm:w-auto">
          {NAV_LINKS.map((l) => (
            <AppLink key={l.href} href={l.href} className={navLink}>
              {t(l.key)}
            </AppLink>
          ))}
        </nav>
        <div className="flex items-center gap-1">
          <LanguageSwitch />
          <ThemeToggle>
            <ThemeIcons />
          </ThemeToggle>
          <CartButton>
            <CartIcon />
          </CartButton>
          <HeaderAuth />
        </div>
      </div>
    </header>
  );
}

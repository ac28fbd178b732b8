import { AppLink } from '../ui/app-link';
import { Logo } from '../ui/logo';
import { HeaderAuth } from '../auth/header-auth';
import { CartButton } from '../cart/cart-button';
import { NAV_LINKS } from './nav-links';
import { ThemeToggle } from './theme-toggle';

const navLink = 'inline-flex h-11 items-center rounded-lg px-3 font-medium hover:bg-neutral-100 dark:hover:bg-neutral-800';

/** Spec section 1: logo home; Products, About Us, Contact; theme toggle; cart; Sign In or avatar. */
export function Header() {
  return (
    <header className="sticky top-0 z-30 border-b border-neutral-200 bg-white/95 backdrop-blur dark:border-neutral-800 dark:bg-soil-900/95">
      <div className="mx-auto flex max-w-6xl flex-wrap items-center gap-x-2 px-3 py-1 sm:flex-nowrap sm:px-4">
        <AppLink href="/" className="mr-auto inline-flex h-11 items-center rounded-lg" aria-label="Miche home">
          <Logo />
        </AppLink>
        <nav aria-label="Main" className="order-last -mx-1 flex w-full gap-1 overflow-x-auto sm:order-none sm:mx-0 sm:w-auto">
          {NAV_LINKS.map((l) => (
            <AppLink key={l.href} href={l.href} className={navLink}>
              {l.label}
            </AppLink>
          ))}
        </nav>
        <div className="flex items-center gap-1">
          <ThemeToggle />
          <CartButton />
          <HeaderAuth />
        </div>
      </div>
    </header>
  );
}

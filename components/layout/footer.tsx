import { AppLink } from '../ui/app-link';
import { NAV_LINKS } from './nav-links';
import { NURSERY } from '@/lib/nursery';

/** Spec section 1: tagline, navigation links, a contact prompt and a copyright line. */
export function Footer() {
  return (
    // Below the fold on a phone: laid out and painted only once scrolled near, not in the first render.
    <footer className="mt-16 border-t border-neutral-200 bg-leaf-50 [contain-intrinsic-size:auto_560px] [content-visibility:auto] dark:border-neutral-800 dark:bg-neutral-900">
      <div className="mx-auto grid max-w-6xl gap-8 px-4 py-10 sm:grid-cols-3">
        <div>
          <p className="text-lg font-bold text-leaf-700 dark:text-leaf-100">Miche</p>
          <p className="mt-2 text-sm text-neutral-700 dark:text-neutral-300">{NURSERY.tagline}</p>
        </div>
        <nav aria-label="Footer">
          <ul className="space-y-1">
            <li>
              <AppLink href="/" className="inline-flex min-h-11 items-center hover:underline">
                Home
              </AppLink>
            </li>
            {NAV_LINKS.map((l) => (
              <li key={l.href}>
                <AppLink href={l.href} className="inline-flex min-h-11 items-center hover:underline">
                  {l.label}
                </AppLink>
              </li>
            ))}
          </ul>
        </nav>
        <div className="text-sm text-neutral-700 dark:text-neutral-300">
          <p className="font-semibold text-neutral-900 dark:text-neutral-100">Questions about seedlings or an order?</p>
          <p className="mt-2">
            Call{' '}
            <a href={`tel:${NURSERY.phoneE164}`} className="inline-flex min-h-11 items-center font-medium underline">
              {NURSERY.phoneDisplay}
            </a>{' '}
            or{' '}
            <AppLink href="/contact" className="inline-flex min-h-11 items-center font-medium underline">
              send us a message
            </AppLink>
            .
          </p>
        </div>
      </div>
      <p className="border-t border-neutral-200 py-4 text-center text-sm text-neutral-600 dark:border-neutral-800 dark:text-neutral-400">
        © {new Date().getFullYear()} Miche Seedlings. All rights reserved.
      </p>
    </footer>
  );
}

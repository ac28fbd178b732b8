import { useTranslations } from 'next-intl';
import { DATA_SAVER_SWITCH } from '@/lib/light-page/data-saver';
import { AppLink } from '../ui/app-link';
import { NAV_LINKS } from './nav-links';
import type { NurseryContact } from '@/lib/nursery';

/**
 * Turns the data saver on (a plain form, app/api/data-saver); the data saver's version of a
 * page leaves it out and shows DataSaverNotice, which turns it off.
 */
function DataSaverSwitch() {
  const t = useTranslations('dataSaver');
  return (
    <form method="post" action={DATA_SAVER_SWITCH} data-saver-switch="on" data-saver-drop="">
      <p className="font-bold text-ink">{t('heading')}</p>
      <p className="mt-2 text-sm">{t('about')}</p>
      <input type="hidden" name="mode" value="on" />
      <button type="submit" className="inline-flex min-h-11 items-center text-brand underline">
        {t('turnOn')}
      </button>
    </form>
  );
}

/** Spec section 1: tagline, navigation links, a contact prompt and a copyright line. */
export function Footer({ nursery }: { nursery: NurseryContact }) {
  const t = useTranslations('layout');
  return (
    // Below the fold on a phone: laid out and painted only once scrolled near, not in the first render.
    <footer className="mt-16 border-t border-line bg-wash [contain-intrinsic-size:auto_560px] [content-visibility:auto]">
      <div className="mx-auto grid max-w-6xl gap-8 px-4 py-10 sm:grid-cols-3">
        <div>
          <p className="text-xl font-bold text-brand">Miche</p>
          <p className="mt-2 text-sm text-muted">{t('tagline')}</p>
        </div>
        <nav aria-label={t('footerNav')}>
          <ul className="space-y-1">
            <li>
              <AppLink href="/" className="inline-flex min-h-11 items-center hover:underline">
                {t('home')}
              </AppLink>
            </li>
            {NAV_LINKS.map((l) => (
              <li key={l.href}>
                <AppLink href={l.href} className="inline-flex min-h-11 items-center hover:underline">
                  {t(l.key)}
                </AppLink>
              </li>
            ))}
          </ul>
        </nav>
        <div className="text-muted">
          <DataSaverSwitch />
          <p className="mt-6 font-bold text-ink">{t('questions')}</p>
          <p className="mt-2">
            {t.rich('callOrMessage', {
              phone: () => (
                <a href={`tel:${nursery.phoneE164}`} className="inline-flex min-h-11 items-center underline">
                  {nursery.phoneDisplay}
                </a>
              ),
              message: (chunks) => (
                <AppLink href="/contact" className="inline-flex min-h-11 items-center underline">
                  {chunks}
                </AppLink>
              ),
            })}
          </p>
        </div>
      </div>
      <p className="border-t border-line py-4 text-center text-sm text-subtle">{t('copyright', { year: new Date().getFullYear() })}</p>
    </footer>
  );
}

import { inLanguage, type Locale } from '@/lib/i18n/locales';

interface Router {
  replace(path: string): void;
  refresh(): void;
}

/**
 * Goes on after a sign-in: to `path`, in the language the profile remembers when it is not
 * the page's. A change of language is a full load, as the header's switch is: the new page brings its
 * own catalogue.
 */
export function landAfterSignIn(router: Router, path: string, profileLocale: Locale | null, pageLocale: Locale): void {
  if (profileLocale && profileLocale !== pageLocale) {
    window.location.replace(inLanguage(path, profileLocale));
    return;
  }
  router.replace(path);
  router.refresh();
}

import type en from '../../messages/en.json';
import type { Locale } from './locales';

// next-intl checks every key against the English catalogue: a missing or misspelt key fails the type check.
declare module 'next-intl' {
  interface AppConfig {
    Locale: Locale;
    Messages: typeof en;
  }
}

import 'server-only';
import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { DEFAULT_LOCALE, LOCALES, isLocale, localePath, type Locale } from '@/lib/i18n/locales';

/** How the shop's pages are titled: "Tomato Anna F1 | Miche" (the [locale] layout's template). */
export const TITLE_TEMPLATE = '%s | Miche';

/** What every page under app/[locale] receives. */
export type LocaleParams = { params: Promise<{ locale: string }> };

/**
 * The page's language, told to next-intl so the page stays static (setRequestLocale). The layout
 * refuses any other segment, so the fallback is only for type safety.
 */
export async function pageLocale(params: Promise<{ locale: string }>): Promise<Locale> {
  const { locale } = await params;
  const known = isLocale(locale) ? locale : DEFAULT_LOCALE;
  setRequestLocale(known);
  return known;
}

/** A public page's metadata from the catalogue's `meta.<page>Title` and `meta.<page>Description`. */
export async function translatedPageMetadata(
  params: Promise<{ locale: string }>,
  page: 'about' | 'contact' | 'products' | 'cart' | 'home',
  path: string,
): Promise<Metadata> {
  const locale = await pageLocale(params);
  const t = await getTranslations({ locale, namespace: 'meta' });
  return shopPageMetadata({ title: t(`${page}Title`), description: t(`${page}Description`), path, locale });
}

/** Open Graph's names for the page's language. */
export const OG_LOCALE: Readonly<Record<Locale, string>> = { en: 'en_KE', sw: 'sw_KE' };

/** The same page in each language, and English for anyone else (hreflang). */
export function languageAlternates(path: string): Record<string, string> {
  return { ...Object.fromEntries(LOCALES.map((l) => [l, localePath(l, path)])), 'x-default': path };
}

/**
 * A public page's title, description and address, with the Open Graph and Twitter card tags a link
 * preview needs (WhatsApp and farmer groups show them). The picture is the shop's
 * (app/opengraph-image.tsx), named here because a page's own openGraph replaces the layout's whole;
 * `ownPreview`: the page has an opengraph-image file of its own (a product), which a named picture
 * would replace.
 */
const SHOP_PREVIEW = { url: '/opengraph-image', width: 1200, height: 630 };

export async function shopPageMetadata({
  title,
  description,
  path,
  locale,
  ownPreview = false,
}: {
  title: string;
  description: string;
  /** The English path; the page's own is derived for its language. */
  path: string;
  locale: Locale;
  ownPreview?: boolean;
}): Promise<Metadata> {
  const url = localePath(locale, path);
  const t = await getTranslations({ locale, namespace: 'meta' });
  return {
    title,
    description,
    alternates: { canonical: url, languages: languageAlternates(path) },
    openGraph: {
      title,
      description,
      url,
      siteName: 'Miche',
      locale: OG_LOCALE[locale],
      type: 'website',
      ...(ownPreview ? {} : { images: [{ ...SHOP_PREVIEW, alt: t('previewAlt') }] }),
    },
    twitter: { card: 'summary_large_image', title, description },
  };
}

/**
 * What a page that does not exist is called (and that search engines should not keep). Written out
 * in full: a back-office layout answers with it too, and a layout's own title would end the shop's
 * template for the pages below it.
 */
export async function notFoundMetadata(locale: Locale): Promise<Metadata> {
  // The language named, not read from the request: on a static page that would make it dynamic.
  const t = await getTranslations({ locale, namespace: 'meta' });
  return { title: { absolute: TITLE_TEMPLATE.replace('%s', t('notFoundTitle')) }, robots: { index: false } };
}

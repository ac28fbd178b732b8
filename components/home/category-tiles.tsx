import { inPageLanguage, type Category } from '@/lib/catalogue';
import { AppLink } from '../ui/app-link';

/** A tile for each crop family: its picture and name, leading to that family's seedlings (works without JavaScript). */
export function CategoryTiles({ categories, locale }: { categories: Category[]; locale: string }) {
  return (
    <ul className="grid grid-cols-3 gap-3 sm:grid-cols-6">
      {categories.map((c) => (
        <li key={c.slug}>
          <AppLink
            href={`/products/search?category=${encodeURIComponent(c.slug)}`}
            className="block overflow-hidden rounded-xl border border-line bg-surface text-center hover:border-leaf-600"
          >
            {/* eslint-disable-next-line @next/next/no-img-element -- 2 KB SVGs gain nothing from the image optimiser */}
            <img
              src={`/images/categories/${c.slug}.svg`}
              alt=""
              width={160}
              height={160}
              loading="lazy"
              className="aspect-square h-auto w-full"
              data-saver-drop=""
            />
            <span className="block px-1 py-2 text-sm leading-tight">{inPageLanguage(c.name, c.nameSw, locale)}</span>
          </AppLink>
        </li>
      ))}
    </ul>
  );
}

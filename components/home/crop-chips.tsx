import { inPageLanguage, type Category } from '@/lib/catalogue';
import { AppLink } from '../ui/app-link';

const chip = 'inline-flex h-11 shrink-0 items-center rounded-full border px-4 text-sm whitespace-nowrap';

/**
 * The crops as small chips under the hero, each with its crop's picture (the data saver
 * leaves it out) and leading to its seedlings (the products
 * search's `category`, which works without JavaScript). On a phone they take one row that scrolls
 * sideways, edge to edge, led by the way to every seedling; from `sm` they wrap, and the hero keeps
 * its own Browse Products button.
 */
export function CropChips({ heading, browse, categories, locale }: { heading: string; browse: string; categories: Category[]; locale: string }) {
  return (
    <nav aria-labelledby="crops-heading">
      <h2 id="crops-heading" className="sr-only">
        {heading}
      </h2>
      <ul className="-mx-4 flex [scrollbar-width:none] gap-2 overflow-x-auto px-4 sm:mx-0 sm:flex-wrap sm:px-0">
        <li className="sm:hidden">
          <AppLink href="/products" className={`${chip} border-leaf-600 bg-leaf-600 font-medium text-white hover:bg-leaf-700`}>
            {browse}
          </AppLink>
        </li>
        {categories.map((c) => (
          <li key={c.slug}>
            <AppLink
              href={`/products/search?category=${encodeURIComponent(c.slug)}`}
              className={`${chip} gap-2 border-line-strong bg-surface hover:border-leaf-600 has-[img]:pl-1.5`}
            >
              {/* eslint-disable-next-line @next/next/no-img-element -- 2 KB SVGs gain nothing from the image optimiser */}
              <img
                src={`/images/categories/${c.slug}.svg`}
                alt=""
                width={32}
                height={32}
                loading="lazy"
                decoding="async"
                className="h-8 w-8 rounded-full bg-wash"
                data-saver-drop=""
              />
              {inPageLanguage(c.name, c.nameSw, locale)}
            </AppLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}

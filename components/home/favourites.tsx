import type { ProductSummary } from '@/lib/catalogue';
import { ProductCard } from '../products/product-card';

/** How many cards a phone shows whole on the home page's first screen: their pictures come inside the page. */
const FIRST_ROW = 2;

/**
 * The farmers' favourites, right under the hero and the crops: the first screen of a
 * phone shows seedlings, the first row's pictures painted with the page (as the products list's:
 * lib/server/inline-picture, passed in by the page).
 */
export function Favourites({
  heading,
  products,
  inlinePicture,
}: {
  heading: string;
  products: ProductSummary[];
  inlinePicture: (src: string | null) => string | null;
}) {
  return (
    <section aria-labelledby="featured-heading">
      <h2 id="featured-heading" className="mb-3 text-xl font-bold">
        {heading}
      </h2>
      <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-4" data-testid="favourites">
        {products.map((p, i) => (
          <ProductCard key={p.id} product={p} eager={i < FIRST_ROW} inline={i < FIRST_ROW ? inlinePicture(p.image) : null} />
        ))}
      </ul>
    </section>
  );
}

import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { AddToCart } from '@/components/cart/add-to-cart';
import { ProductImage } from '@/components/products/product-image';
import { StockBadge } from '@/components/products/stock-badge';
import { AppLink } from '@/components/ui/app-link';
import { stockState, unitLabel, type Product } from '@/lib/catalogue';
import { formatKes } from '@/lib/format';
import { productSlugSchema } from '@/lib/schemas/admin-products';
import { getDb } from '@/lib/server/db/client';
import { pageParam } from '@/lib/server/http/page-params';
import { env } from '@/lib/server/env';
import { getActiveProductBySlug, listActiveProducts } from '@/lib/server/services/catalogue';

type Params = { params: Promise<{ slug: string }> };

export async function generateStaticParams(): Promise<Array<{ slug: string }>> {
  return (await listActiveProducts(getDb())).map((p) => ({ slug: p.slug }));
}

async function load(params: Params['params']): Promise<Product> {
  const slug = pageParam(productSlugSchema, (await params).slug);
  const product = await getActiveProductBySlug(getDb(), slug);
  if (!product) notFound();
  return product;
}

export async function generateMetadata({ params }: Params): Promise<Metadata> {
  const p = await load(params);
  return {
    title: p.swahiliName ? `${p.name} (${p.swahiliName}) seedlings` : `${p.name} seedlings`,
    description: `${p.description} ${formatKes(p.priceCents)} ${unitLabel(p)}.`,
    alternates: { canonical: `/products/${p.slug}` },
  };
}

/** schema.org Product with an Offer in KES, so search engines show price and availability. */
function productJsonLd(p: Product) {
  const url = new URL(`/products/${p.slug}`, env().SITE_URL).toString();
  return {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: p.name,
    sku: p.id,
    description: p.description,
    category: p.categoryName,
    ...(p.image ? { image: new URL(p.image, env().SITE_URL).toString() } : {}),
    offers: {
      '@type': 'Offer',
      url,
      priceCurrency: 'KES',
      price: (p.priceCents / 100).toFixed(2),
      availability: stockState(p.stock) === 'out-of-stock' ? 'https://schema.org/OutOfStock' : 'https://schema.org/InStock',
      itemCondition: 'https://schema.org/NewCondition',
    },
  };
}

export default async function ProductPage({ params }: Params) {
  const p = await load(params);
  // JSON-LD must not let a "</script>" in the data end the tag early.
  const jsonLd = JSON.stringify(productJsonLd(p)).replace(/</g, '\\u003c');
  return (
    <article className="space-y-8">
      <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: jsonLd }} />
      <nav aria-label="Breadcrumb" className="text-sm">
        <AppLink href="/products" className="inline-flex min-h-11 items-center underline">
          Seedlings
        </AppLink>{' '}
        / <span>{p.categoryName}</span>
      </nav>
      <div className="grid gap-6 md:grid-cols-2">
        <div className="mx-auto w-full max-w-sm overflow-hidden rounded-2xl">
          <ProductImage src={p.image} size={320} eager />
        </div>
        <div className="space-y-4">
          <div>
            <h1 className="text-3xl leading-tight font-bold">{p.name}</h1>
            {p.swahiliName && <p className="text-lg text-neutral-600 italic dark:text-neutral-300">{p.swahiliName}</p>}
            <p className="mt-1 text-neutral-700 dark:text-neutral-300">Variety: {p.variety}</p>
          </div>
          <p className="text-2xl font-bold text-leaf-700 dark:text-leaf-100">
            {formatKes(p.priceCents)} <span className="text-base font-normal text-neutral-700 dark:text-neutral-300">{unitLabel(p)}</span>
          </p>
          <StockBadge stock={p.stock} />
          <p className="text-neutral-800 dark:text-neutral-200">{p.description}</p>
          <AddToCart product={{ id: p.id, slug: p.slug, name: p.name, priceCents: p.priceCents, image: p.image, stock: p.stock }} />
        </div>
      </div>
      <section aria-labelledby="guide-heading" className="rounded-2xl border border-neutral-200 p-5 dark:border-neutral-700">
        <h2 id="guide-heading" className="text-xl font-bold">
          Planting guide
        </h2>
        <dl className="mt-3 grid gap-3 sm:grid-cols-3">
          <div>
            <dt className="text-sm text-neutral-600 dark:text-neutral-300">Spacing</dt>
            <dd className="font-semibold">{p.guide.spacing}</dd>
          </div>
          <div>
            <dt className="text-sm text-neutral-600 dark:text-neutral-300">Ready to transplant</dt>
            <dd className="font-semibold">{p.guide.weeksToTransplant} weeks from sowing</dd>
          </div>
          <div>
            <dt className="text-sm text-neutral-600 dark:text-neutral-300">First harvest</dt>
            <dd className="font-semibold">About {p.guide.weeksToHarvest} weeks after transplanting</dd>
          </div>
        </dl>
        {p.guide.tips.length > 0 && (
          <>
            <h3 className="mt-4 font-semibold">Tips</h3>
            <ul className="mt-2 list-disc space-y-1 pl-5">
              {p.guide.tips.map((tip) => (
                <li key={tip}>{tip}</li>
              ))}
            </ul>
          </>
        )}
      </section>
    </article>
  );
}

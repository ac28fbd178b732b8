import { ProductGrid } from '@/components/products/product-card';
import { AppLink } from '@/components/ui/app-link';
import { toSummary } from '@/lib/catalogue';
import { getDb } from '@/lib/server/db/client';
import { listFeaturedProducts } from '@/lib/server/services/catalogue';

const steps = [
  { title: 'Fill your cart', body: 'Pick seedlings by the piece or by the tray. Prices are per seedling or per tray, shown before you add them.' },
  { title: 'Pay with M-Pesa', body: 'Sign in and check out: we send an M-Pesa prompt to your phone. Enter your PIN and the order is paid.' },
  { title: 'Delivery or pickup', body: 'We deliver to your county or you collect at the nursery. The delivery fee is shown at checkout.' },
];

export default async function HomePage() {
  const featured = (await listFeaturedProducts(getDb())).map(toSummary);
  return (
    <div className="space-y-12">
      <section className="rounded-2xl bg-leaf-50 px-5 py-8 sm:px-10 sm:py-12 dark:bg-neutral-900">
        <h1 className="text-3xl leading-tight font-bold sm:text-4xl">Healthy vegetable seedlings, ready to plant</h1>
        <p className="mt-3 max-w-2xl text-lg text-neutral-700 dark:text-neutral-300">
          Tomato, sukuma wiki, cabbage, onion, capsicum and more, raised in clean trays and hardened off for Kenyan fields. Buy a few seedlings for the shamba
          or trays for a whole acre.
        </p>
        <AppLink href="/products" className="mt-6 inline-flex h-12 items-center rounded-lg bg-leaf-600 px-6 font-semibold text-white hover:bg-leaf-700">
          Browse Products
        </AppLink>
      </section>

      <section aria-labelledby="featured-heading">
        <h2 id="featured-heading" className="mb-4 text-2xl font-bold">
          Farmers&apos; favourites
        </h2>
        <ProductGrid products={featured} eagerCount={2} />
      </section>

      <section aria-labelledby="how-heading">
        <h2 id="how-heading" className="mb-4 text-2xl font-bold">
          How ordering works
        </h2>
        <ol className="grid gap-4 sm:grid-cols-3">
          {steps.map((s, i) => (
            <li key={s.title} className="rounded-xl border border-neutral-200 p-5 dark:border-neutral-700">
              <p className="text-sm font-bold text-leaf-700 dark:text-leaf-100">Step {i + 1}</p>
              <h3 className="mt-1 text-lg font-semibold">{s.title}</h3>
              <p className="mt-2 text-neutral-700 dark:text-neutral-300">{s.body}</p>
            </li>
          ))}
        </ol>
      </section>
    </div>
  );
}

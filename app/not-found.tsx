import { AppLink } from '@/components/ui/app-link';

export default function NotFound() {
  return (
    <div className="mx-auto max-w-md py-16 text-center">
      <h1 className="text-2xl font-bold">Page not found</h1>
      <p className="mt-3 text-neutral-700 dark:text-neutral-300">We could not find that page. The seedlings are this way:</p>
      <AppLink href="/products" className="mt-6 inline-flex h-11 items-center rounded-lg bg-leaf-600 px-5 font-semibold text-white">
        Browse Products
      </AppLink>
    </div>
  );
}

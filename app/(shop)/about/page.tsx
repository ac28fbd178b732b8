import type { Metadata } from 'next';
import { AppLink } from '@/components/ui/app-link';

export const metadata: Metadata = { title: 'About Us', description: 'Miche raises vegetable seedlings for Kenyan farmers in Ruaka, Kiambu County.' };

export default function AboutPage() {
  return (
    <div className="prose-like mx-auto max-w-2xl space-y-4">
      <h1 className="text-3xl font-bold">About Us</h1>
      <p>
        Miche (Swahili for seedlings) is a vegetable nursery in Ruaka, Kiambu County. We sow certified seed in clean trays and sterile cocopeat, grow the
        seedlings under insect-proof nets, and harden them off in the open before they leave us, so they take in your field instead of wilting.
      </p>
      <p>
        A good seedling saves a farmer three to six weeks in the field and the cost of failed germination. We sell by the seedling for kitchen gardens and by
        the tray for farms, at the same fair price to everyone.
      </p>
      <h2 className="pt-2 text-xl font-bold">What we promise</h2>
      <ul className="list-disc space-y-1 pl-5">
        <li>Named varieties only: you know exactly what you plant.</li>
        <li>Seedlings the right age for transplanting, with a planting guide for each.</li>
        <li>Clear prices in KES, paid by M-Pesa, with a receipt for every shilling.</li>
        <li>Delivery to your county, or pickup at the nursery.</li>
      </ul>
      <p>
        <AppLink href="/contact" className="inline-flex min-h-11 items-center font-semibold underline">
          Talk to our agronomist
        </AppLink>
      </p>
    </div>
  );
}

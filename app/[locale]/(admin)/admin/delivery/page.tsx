import { PickupPointForm } from '@/components/admin/pickup-point-form';
import { ZoneRow } from '@/components/admin/zone-row';
import { getDb } from '@/lib/server/db/client';
import { deliverySettings } from '@/lib/server/services/admin/delivery';
import { requireStaffViewer, staffOnlyMetadata } from '@/lib/server/auth/viewer';

export const generateMetadata = staffOnlyMetadata({ title: 'Delivery' });

/** Each county's delivery fee and the pickup points; changes show at checkout at once. */
export default async function AdminDeliveryPage() {
  await requireStaffViewer();
  const { zones, pickupPoints } = await deliverySettings(getDb());
  return (
    <>
      <h1 className="text-xl font-bold">Delivery</h1>
      <section aria-labelledby="pickup-heading" className="space-y-3">
        <h2 id="pickup-heading" className="text-xl font-bold">
          Pickup points
        </h2>
        {pickupPoints.map((p) => (
          <PickupPointForm key={p.id} point={p} />
        ))}
        <h3 className="font-bold">Add a pickup point</h3>
        <PickupPointForm />
      </section>
      <section aria-labelledby="zones-heading" className="space-y-3">
        <h2 id="zones-heading" className="text-xl font-bold">
          Delivery fees by county
        </h2>
        <ul className="divide-y divide-line rounded-xl border border-line">
          {zones.map((z) => (
            <ZoneRow key={z.county} county={z.county} feeCents={z.feeCents} eta={z.eta} active={z.active} />
          ))}
        </ul>
      </section>
    </>
  );
}

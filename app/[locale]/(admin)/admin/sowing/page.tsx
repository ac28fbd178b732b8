import { AdminCard } from '@/components/admin/admin-card';
import { AdminTable } from '@/components/admin/admin-table';
import { OwnSeedActions } from '@/components/admin/own-seed/own-seed-actions';
import { BatchActions } from '@/components/admin/sowing/batch-actions';
import { PrintButton } from '@/components/admin/sowing/print-button';
import { SowForm } from '@/components/admin/sowing/sow-form';
import { SowingNoticeProvider } from '@/components/admin/sowing/sowing-notice';
import { AppLink } from '@/components/ui/app-link';
import { formatDate, formatKes } from '@/lib/format';
import { PLAN_WEEKS, addDays, isoWeekLabel, nairobiToday, type PlanLine } from '@/lib/growing';
import { requireStaffViewer, staffOnlyMetadata } from '@/lib/server/auth/viewer';
import { getDb } from '@/lib/server/db/client';
import { env } from '@/lib/server/env';
import { appClock } from '@/lib/server/services/deps';
import { listBookingsToCollect, type BookingToCollect } from '@/lib/server/services/bookings';
import { listOwnSeedBookings, type OwnSeedBookingRow } from '@/lib/server/services/own-seed';
import { dueBy, listClosedBatches, listGrowingBatches, listSowableProducts, planSowing, type SowingBatchView } from '@/lib/server/services/sowing';

export const generateMetadata = staffOnlyMetadata({ title: 'Sowing' });

const section = 'space-y-3 rounded-2xl border border-line p-4 print:rounded-none print:border-0 print:p-0';
const day = (date: string) => formatDate(date, 'day');
const weekName = (monday: string) => `Week ${isoWeekLabel(monday).slice(6)}: ${day(monday)} to ${day(addDays(monday, 6))}`;
const units = (b: Pick<SowingBatchView, 'unitKind' | 'expectedUnits'>) =>
  `${b.expectedUnits.toLocaleString('en-KE')} ${b.unitKind === 'tray' ? 'trays' : 'seedlings'}`;

/**
 * A sheet for the greenhouse that prints on A4: the site's header, footer and back-office menu, the
 * forms and the buttons stay on screen; what to sow and what is ready today come first.
 */
const PRINT_CSS = `@media print {
  @page { size: A4; margin: 12mm; }
  body > header, body > footer, header.sticky, footer, nav[aria-label="Back office"], .print-hidden { display: none !important; }
  html, body { background: #fff !important; color: #000 !important; font-size: 11pt; }
  main { max-width: none !important; padding: 0 !important; }
  [role="region"] { overflow: visible !important; }
  table { width: 100%; border-collapse: collapse; }
  th, td { border-bottom: 1px solid #999; }
  tr, h2, h3 { break-inside: avoid; }
  h2, h3 { break-after: avoid; }
}`;

/** Where an own-seed booking stands, in a few words, with what is owed. */
function ownSeedState(b: OwnSeedBookingRow): string {
  const owed = b.amountDueCents > 0 ? ` · ${b.orderStatus === 'pending' ? 'deposit' : 'balance'} ${formatKes(b.amountDueCents)} due` : '';
  const received =
    b.seedReceivedCount === null
      ? ''
      : `${b.seedReceivedCount.toLocaleString('en-KE')} seeds in ${b.receivedOn ? day(b.receivedOn) : ''}${b.germinationPercent === null ? '' : `, ${b.germinationPercent}% germinated`}`;
  switch (b.stage) {
    case 'awaiting_seed':
      return `Seed expected${owed}`;
    case 'raising':
      return `Raising: ${received}${owed}`;
    case 'ready':
      return `Ready ${b.readyOn ? day(b.readyOn) : ''}: ${received}${owed}`;
    case 'delivered':
      return `Delivered ${b.deliveredOn ? day(b.deliveredOn) : ''}: ${(b.deliveredCount ?? 0).toLocaleString('en-KE')} seedlings`;
    case 'cancelled':
      return 'Cancelled';
  }
}

/** The nursery's sowing: today's work, the weekly plan, the batches growing, and a batch sown. */
export default async function AdminSowingPage() {
  await requireStaffViewer();
  const db = getDb();
  const today = nairobiToday(appClock().now());
  const capacity = env().NURSERY_SOWING_TRAYS_PER_WEEK;
  const [plan, growing, closed, sowable, toCollect, ownSeed] = await Promise.all([
    planSowing(db, { today, weeks: PLAN_WEEKS, capacityTraysPerWeek: capacity }),
    listGrowingBatches(db),
    listClosedBatches(db, addDays(today, -14)),
    listSowableProducts(db),
    listBookingsToCollect(db, { today }),
    listOwnSeedBookings(db, { today }),
  ]);
  const toSowToday = plan.lines.filter((l) => l.toSowTrays > 0 && l.sowBy <= today);
  const readyToday = dueBy(growing, today);
  const thisSowingWeek = plan.sowingWeeks.find((w) => w.weekStart === plan.weeks[0]);
  const sownThisWeek = thisSowingWeek?.sownTrays ?? 0;

  const batchColumns = [
    { header: 'Product', cell: (b: SowingBatchView) => b.productName + (b.traySize ? ` (tray of ${b.traySize})` : '') },
    { header: 'Trays', numeric: true, cell: (b: SowingBatchView) => b.trays },
    { header: 'Expected', numeric: true, className: 'whitespace-nowrap', cell: units },
    { header: 'Sown', className: 'whitespace-nowrap', cell: (b: SowingBatchView) => day(b.sownOn) },
    { header: 'Ready by', className: 'whitespace-nowrap', cell: (b: SowingBatchView) => day(b.expectedReadyOn) },
    { header: 'Note', cell: (b: SowingBatchView) => b.note },
    {
      header: 'Mark',
      className: 'print:hidden',
      cell: (b: SowingBatchView) => (
        <BatchActions batchId={b.id} label={`${b.productName}, ${b.trays} ${b.trays === 1 ? 'tray' : 'trays'} sown ${day(b.sownOn)}`} />
      ),
    },
  ];
  const planColumns = [
    { header: 'Product', cell: (l: PlanLine) => l.name },
    { header: 'Booked seedlings', numeric: true, cell: (l: PlanLine) => l.demandSeedlings.toLocaleString('en-KE') },
    { header: 'Trays growing', numeric: true, cell: (l: PlanLine) => l.growingTrays },
    { header: 'Trays to sow', numeric: true, cell: (l: PlanLine) => <strong>{l.toSowTrays}</strong> },
    { header: 'Over capacity', numeric: true, cell: (l: PlanLine) => (l.shortTrays > 0 ? <span className="text-danger">{l.shortTrays}</span> : '') },
    { header: 'Sow by', className: 'whitespace-nowrap', cell: (l: PlanLine) => (l.toSowTrays > 0 ? `${day(l.sowBy)}${l.late ? ' (late)' : ''}` : '') },
  ];

  return (
    <SowingNoticeProvider>
      <style>{PRINT_CSS}</style>
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h1 className="text-xl font-bold">Sowing</h1>
          <p className="text-muted">
            {formatDate(today, 'weekday')} · capacity {capacity.toLocaleString('en-KE')} trays a week
          </p>
        </div>
        <div className="flex flex-wrap gap-2 print:hidden">
          <PrintButton />
          <a href="/api/admin/sowing/plan" download className="inline-flex h-11 items-center rounded-lg border border-line-strong px-4 hover:bg-tint">
            Download the plan (CSV)
          </a>
        </div>
      </div>

      <div className="grid grid-cols-2 gap-3 sm:grid-cols-3 print:hidden">
        <AdminCard title="Trays sown this week">
          {sownThisWeek} of {capacity}
        </AdminCard>
        <AdminCard title="Batches growing">{growing.length}</AdminCard>
        <AdminCard title="Due ready by today">{readyToday.length}</AdminCard>
      </div>

      <section aria-labelledby="sow-today-heading" className={section}>
        <h2 id="sow-today-heading" className="text-xl font-bold">
          To sow today
        </h2>
        <AdminTable
          label="Trays to sow today"
          rows={toSowToday}
          rowKey={(l) => `${l.productId}:${l.readyWeek}`}
          empty="Nothing to sow today."
          testId="sow-today"
          columns={[
            { header: 'Product', cell: (l) => l.name },
            { header: 'Trays', numeric: true, cell: (l) => <strong>{l.toSowTrays}</strong> },
            { header: 'For the week of', className: 'whitespace-nowrap', cell: (l) => day(l.readyWeek) + (l.late ? ' (late)' : '') },
          ]}
        />
      </section>

      <section aria-labelledby="ready-today-heading" className={section}>
        <h2 id="ready-today-heading" className="text-xl font-bold">
          Ready today
        </h2>
        <p className="text-sm text-muted print:hidden">
          Batches due ready by today. Check them, then mark each ready (its seedlings join the stock) or failed.
        </p>
        <AdminTable
          label="Batches due ready by today"
          rows={readyToday}
          rowKey={(b) => b.id}
          empty="No batch is due ready today."
          testId="ready-today"
          columns={batchColumns}
        />
      </section>

      <section aria-labelledby="collect-heading" className={section}>
        <h2 id="collect-heading" className="text-xl font-bold">
          To collect today
        </h2>
        <p className="text-sm text-muted print:hidden">Farmers’ bookings set aside and due for planting by today. Take any balance before the seedlings go.</p>
        <AdminTable
          label="Bookings to collect or send today"
          rows={toCollect}
          rowKey={(b) => b.orderId}
          empty="No booking is due today."
          testId="collect-today"
          columns={[
            {
              header: 'Order',
              cell: (b: BookingToCollect) => (
                <AppLink href={`/admin/orders/${b.orderId}`} className="underline">
                  {b.reference}
                </AppLink>
              ),
            },
            { header: 'Farmer', cell: (b: BookingToCollect) => `${b.farmer} ${b.phone}` },
            { header: 'Seedlings', cell: (b: BookingToCollect) => b.lines },
            {
              header: 'For',
              className: 'whitespace-nowrap',
              cell: (b: BookingToCollect) => `${day(b.plantingDate)} · ${b.deliveryMethod === 'pickup' ? 'pickup' : 'delivery'}`,
            },
            { header: 'Balance', numeric: true, cell: (b: BookingToCollect) => (b.balanceCents > 0 ? formatKes(b.balanceCents) : 'Paid') },
          ]}
        />
      </section>

      <section aria-labelledby="plan-heading" className={section}>
        <h2 id="plan-heading" className="text-xl font-bold">
          Weekly plan
        </h2>
        <p className="text-sm text-muted">
          For each week the seedlings are wanted ready: what farmers have booked (seedlings not yet set aside), what is growing for it, and the trays still to
          sow: booked ÷ tray cells × (1 + loss allowance), less the trays growing, within the weekly capacity.
        </p>
        {plan.sowingWeeks.some((w) => w.shortTrays > 0) && (
          <ul className="space-y-1 text-danger">
            {plan.sowingWeeks
              .filter((w) => w.shortTrays > 0)
              .map((w) => (
                <li key={w.weekStart}>
                  {weekName(w.weekStart)}: {w.shortTrays} trays over the capacity of {w.capacityTrays}.
                </li>
              ))}
          </ul>
        )}
        {plan.weeks.map((week) => {
          const lines = plan.lines.filter((l) => l.readyWeek === week);
          return (
            <div key={week} className="space-y-2">
              <h3 className="font-bold">{weekName(week)}</h3>
              <AdminTable
                label={weekName(week)}
                rows={lines}
                rowKey={(l) => l.productId}
                empty="Nothing booked or growing for this week."
                columns={planColumns}
              />
            </div>
          );
        })}
      </section>

      <section aria-labelledby="own-seed-heading" className={section}>
        <h2 id="own-seed-heading" className="text-xl font-bold">
          Own seed
        </h2>
        <p className="text-sm text-muted print:hidden">
          Farmers’ own seed raised for a fee per seedling, by farmer and drop-off day. Take the seed in once the deposit is paid (the booking is then sown:
          cancelling keeps the deposit), mark the seedlings ready (the farmer is told, with the balance), and record them delivered once the balance is paid.
          These are not in the weekly plan above.
        </p>
        <AdminTable
          label="Own-seed bookings"
          rows={ownSeed}
          rowKey={(b) => b.orderId}
          empty="No own-seed booking."
          testId="own-seed"
          columns={[
            {
              header: 'Farmer',
              cell: (b: OwnSeedBookingRow) => (
                <>
                  {b.farmerName}
                  <br />
                  <span className="text-sm text-muted">{b.phone}</span>
                </>
              ),
            },
            {
              header: 'Booking',
              cell: (b: OwnSeedBookingRow) => (
                <AppLink href={`/admin/orders/${b.orderId}`} className="underline">
                  {b.reference}
                </AppLink>
              ),
            },
            { header: 'Crop and variety', cell: (b: OwnSeedBookingRow) => `${b.crop}, ${b.variety}` },
            { header: 'Seeds', numeric: true, cell: (b: OwnSeedBookingRow) => b.seedCount.toLocaleString('en-KE') },
            { header: 'Seedlings', numeric: true, cell: (b: OwnSeedBookingRow) => b.seedlings.toLocaleString('en-KE') },
            { header: 'Drop-off', className: 'whitespace-nowrap', cell: (b: OwnSeedBookingRow) => day(b.dropOffDate) },
            { header: 'Planting', className: 'whitespace-nowrap', cell: (b: OwnSeedBookingRow) => day(b.plantingDate) },
            { header: 'Where it stands', cell: ownSeedState },
            {
              header: 'Next',
              className: 'print:hidden',
              cell: (b: OwnSeedBookingRow) => (
                <OwnSeedActions
                  orderId={b.orderId}
                  stage={b.stage}
                  label={`${b.farmerName}, ${b.crop} ${b.variety}, ${b.reference}`}
                  seedCount={b.seedCount}
                  seedlings={b.seedlings}
                />
              ),
            },
          ]}
        />
      </section>

      <section aria-labelledby="growing-heading" className={`${section} print-hidden`}>
        <h2 id="growing-heading" className="text-xl font-bold">
          Growing
        </h2>
        <AdminTable label="Batches growing" rows={growing} rowKey={(b) => b.id} empty="Nothing is growing." testId="growing" columns={batchColumns} />
      </section>

      <section aria-labelledby="record-heading" className={`${section} print-hidden`}>
        <h2 id="record-heading" className="text-xl font-bold">
          Record a batch sown
        </h2>
        <SowForm products={sowable} today={today} />
        <p className="text-sm text-muted">
          Each product’s days to ready and loss allowance are set on its page under{' '}
          <AppLink href="/admin/products" className="underline">
            Products &amp; stock
          </AppLink>
          .
        </p>
      </section>

      <section aria-labelledby="closed-heading" className={`${section} print-hidden`}>
        <h2 id="closed-heading" className="text-xl font-bold">
          Marked ready or failed in the last 14 days
        </h2>
        <AdminTable
          label="Batches marked ready or failed in the last 14 days"
          rows={closed}
          rowKey={(b) => b.id}
          empty="None yet."
          columns={[
            { header: 'Product', cell: (b) => b.productName + (b.traySize ? ` (tray of ${b.traySize})` : '') },
            { header: 'Trays', numeric: true, cell: (b) => b.trays },
            { header: 'Outcome', cell: (b) => (b.status === 'ready' ? `Ready: ${b.stockAdded ?? 0} added to stock` : `Failed: ${b.failureNote ?? ''}`) },
            { header: 'On', className: 'whitespace-nowrap', cell: (b) => (b.closedOn ? day(b.closedOn) : '') },
          ]}
        />
      </section>
    </SowingNoticeProvider>
  );
}

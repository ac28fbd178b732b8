import { ScrollArea } from '@/components/admin/admin-card';
import { DuplicateRefund } from '@/components/admin/duplicate-refund';
import { PaymentReview } from '@/components/admin/payment-review';
import { RawCallback } from '@/components/admin/raw-callback';
import { AppLink } from '@/components/ui/app-link';
import { kesToCents } from '@/lib/money';
import { formatDate, formatKes } from '@/lib/format';
import { MAX_WALLET_BALANCE_KES } from '@/lib/wallet-rules';
import { getDb } from '@/lib/server/db/client';
import { duplicateUssdOrders } from '@/lib/server/services/admin/duplicate-orders';
import { paymentsToReview } from '@/lib/server/services/admin/payment-review';
import { requireStaffViewer, staffOnlyMetadata } from '@/lib/server/auth/viewer';

export const generateMetadata = staffOnlyMetadata({ title: 'Payments to review' });

/** Payments M-Pesa never answered about, or answered with something that did not match: a person decides. */
export default async function AdminPaymentsPage() {
  await requireStaffViewer();
  const db = getDb();
  const [{ attempts, contradicted, unmatchedC2b, overCap }, doubles] = await Promise.all([paymentsToReview(db), duplicateUssdOrders(db)]);
  return (
    <>
      <h1 className="text-xl font-bold">Payments to review</h1>
      {attempts.length === 0 ? (
        <p>Nothing to review.</p>
      ) : (
        <ul className="space-y-4" data-testid="review-list">
          {attempts.map((a) => (
            <li key={a.id} className="space-y-3 rounded-xl border border-line p-4">
              <div>
                <p className="font-bold">
                  {formatKes(a.amountCents)} from {a.phone ?? 'an unknown phone'} ·{' '}
                  {a.orderId ? (
                    <AppLink href={`/admin/orders/${a.orderId}`} className="underline">
                      order {a.reference}
                    </AppLink>
                  ) : (
                    'wallet top-up'
                  )}{' '}
                  · {a.customer || a.email}
                </p>
                <p className="text-sm">
                  {formatDate(a.createdAt)} · {a.reviewReason}
                </p>
                {a.rawCallback !== null && <RawCallback value={a.rawCallback} />}
              </div>
              <PaymentReview attemptId={a.id} canRequery={!!a.checkoutRequestId} />
            </li>
          ))}
        </ul>
      )}
      {contradicted.length > 0 && (
        <section aria-labelledby="contradicted-heading" className="space-y-2">
          <h2 id="contradicted-heading" className="text-xl font-bold">
            Paid, then contradicted by M-Pesa
          </h2>
          <p className="text-sm text-subtle">
            These were credited once when M-Pesa first confirmed them; a later message disagreed. No money moved again. Check the M-Pesa statement, then adjust
            the wallet if it was wrong.
          </p>
          <ul className="space-y-2" data-testid="contradicted-list">
            {contradicted.map((a) => (
              <li key={a.id} className="rounded-lg border border-line p-3 text-sm">
                <p className="font-bold">
                  {formatKes(a.amountCents)} ·{' '}
                  {a.orderId ? (
                    <AppLink href={`/admin/orders/${a.orderId}`} className="underline">
                      order {a.reference}
                    </AppLink>
                  ) : (
                    <AppLink href={`/admin/customers/${encodeURIComponent(a.uid)}`} className="underline">
                      top-up by {a.customer || a.email}
                    </AppLink>
                  )}
                </p>
                <p>
                  {formatDate(a.createdAt)} · {a.reviewReason}
                </p>
                {a.rawCallback !== null && <RawCallback value={a.rawCallback} />}
              </li>
            ))}
          </ul>
        </section>
      )}
      <section aria-labelledby="doubles-heading" className="space-y-2">
        <h2 id="doubles-heading" className="text-xl font-bold">
          USSD orders paid twice
        </h2>
        <p className="text-sm text-subtle">
          The same purchase (phone, seedlings, quantity and delivery) placed and paid again within 5 minutes of the first, before the shop held one order per
          purchase. The farmer keeps the first. Refunding a double cancels it, puts its seedlings back on the shelf and returns all it was paid to the farmer’s
          wallet, once; the farmer gets an SMS.
        </p>
        {doubles.length === 0 ? (
          <p>None.</p>
        ) : (
          <ul className="space-y-2" data-testid="doubles-list">
            {doubles.map((d) => (
              <li key={d.id} className="space-y-2 rounded-lg border border-line p-3 text-sm">
                <p className="font-bold">
                  <AppLink href={`/admin/orders/${d.id}`} className="underline">
                    order {d.reference}
                  </AppLink>{' '}
                  · {d.what} · {formatKes(d.refundableCents)} paid · {d.phone}
                </p>
                <p>
                  {formatDate(d.createdAt)} · a double of{' '}
                  <AppLink href={`/admin/orders/${d.first.id}`} className="underline">
                    order {d.first.reference}
                  </AppLink>{' '}
                  ({formatDate(d.first.createdAt)})
                </p>
                {d.canRefund ? (
                  <DuplicateRefund orderId={d.id} reference={d.reference} />
                ) : (
                  <p>Already being prepared or on its way: talk to the farmer, then refund it from the order’s page.</p>
                )}
              </li>
            ))}
          </ul>
        )}
      </section>
      <section aria-labelledby="unmatched-heading" className="space-y-2">
        <h2 id="unmatched-heading" className="text-xl font-bold">
          Paybill payments with an unknown account
        </h2>
        <p className="text-sm text-subtle">
          The money reached the Paybill but the account number matched no order and no wallet. Find the customer, then credit them with a wallet adjustment
          naming the receipt.
        </p>
        {unmatchedC2b.length === 0 ? (
          <p>None.</p>
        ) : (
          <ul className="space-y-2">
            {unmatchedC2b.map((u) => (
              <li key={u.id} className="rounded-lg border border-line p-3 text-sm">
                {formatDate(u.receivedAt)} · from {u.sourceIp ?? 'an unknown address'}
                <ScrollArea label="Paybill message" className="mt-1">
                  <pre className="text-sm">{u.body}</pre>
                </ScrollArea>
              </li>
            ))}
          </ul>
        )}
      </section>
      <section aria-labelledby="over-cap-heading" className="space-y-2">
        <h2 id="over-cap-heading" className="text-xl font-bold">
          Wallets over the cap
        </h2>
        <p className="text-sm text-subtle">
          A wallet holds at most {formatKes(kesToCents(MAX_WALLET_BALANCE_KES))}. These went past it by a Paybill payment M-Pesa delivered without asking the
          shop first. The money is credited; talk to the customer before adjusting it.
        </p>
        {overCap.length === 0 ? (
          <p>None.</p>
        ) : (
          <ul className="space-y-2" data-testid="over-cap-list">
            {overCap.map((w) => (
              <li key={w.uid} className="rounded-lg border border-line p-3 text-sm">
                <AppLink href={`/admin/customers/${encodeURIComponent(w.uid)}`} className="underline">
                  {w.name || w.email}
                </AppLink>{' '}
                · {formatKes(w.balanceCents)}
              </li>
            ))}
          </ul>
        )}
      </section>
    </>
  );
}

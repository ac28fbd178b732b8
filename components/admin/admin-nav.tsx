import { AppLink } from '../ui/app-link';

export const ADMIN_SECTIONS = [
  { href: '/admin', label: 'Overview' },
  { href: '/admin/orders', label: 'Orders' },
  { href: '/admin/payments', label: 'Payments to review' },
  { href: '/admin/products', label: 'Products & stock' },
  { href: '/admin/sowing', label: 'Sowing' },
  { href: '/admin/delivery', label: 'Delivery' },
  { href: '/admin/customers', label: 'Customers' },
  { href: '/admin/sms', label: 'SMS and call-backs' },
  { href: '/admin/audit', label: 'Audit log' },
] as const;

/** The back office's sections: a row that scrolls sideways on a phone, a column on a desk. */
export function AdminNav() {
  return (
    <nav aria-label="Back office" className="-mx-4 overflow-x-auto px-4 md:mx-0 md:px-0">
      <ul className="flex gap-1 md:flex-col">
        {ADMIN_SECTIONS.map((s) => (
          <li key={s.href}>
            <AppLink href={s.href} className="inline-flex h-11 items-center rounded-lg px-3 whitespace-nowrap hover:bg-tint">
              {s.label}
            </AppLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}

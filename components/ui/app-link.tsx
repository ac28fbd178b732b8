import Link from 'next/link';
import type { ComponentProps } from 'react';
import { NavigationSplash } from './navigation-splash';

/**
 * Next's Link without viewport prefetching (farmers pay for every megabyte, and a products grid
 * would otherwise download every product page it shows), and with the loading splash while the
 * next page arrives. Pass prefetch to opt back in.
 */
export function AppLink({ prefetch = false, children, ...props }: ComponentProps<typeof Link>) {
  return (
    <Link prefetch={prefetch} {...props}>
      {children}
      <NavigationSplash />
    </Link>
  );
}

/** The header's and footer's links; their words are the catalogue's `layout` keys. */
export const NAV_LINKS = [
  { href: '/products', key: 'products' },
  { href: '/about', key: 'about' },
  { href: '/contact', key: 'contact' },
] as const;

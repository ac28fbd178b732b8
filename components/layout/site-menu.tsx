'use client';

import type { MouseEvent, ReactNode } from 'react';

export const SITE_MENU_ID = 'site-menu';

/** Once React routes a link itself, the page does not reload: the open menu is put away by hand. */
function closeOnLink(e: MouseEvent<HTMLDivElement>) {
  if (!(e.target as Element).closest('a')) return;
  const menu = e.currentTarget;
  if (menu.matches(':popover-open')) menu.hidePopover();
}

/**
 * The phone header's menu: the nav, the language switch and the theme toggle, in a popover the
 * browser opens and closes itself (no JavaScript: it works on a light page before React boots and
 * with JavaScript off; Esc and a tap outside close it). From 640 px the same elements sit in the
 * header's row (`sm:` styles override the popover's hiding), so each exists once on every page.
 */
export function SiteMenu({ children }: { children: ReactNode }) {
  return (
    <div
      id={SITE_MENU_ID}
      popover="auto"
      onClick={closeOnLink}
      className="site-menu inset-x-0 top-14 bottom-auto m-0 h-auto w-full border-0 border-b border-line bg-page p-3 text-ink shadow-lg sm:static sm:flex sm:w-auto sm:flex-1 sm:items-center sm:gap-1 sm:border-0 sm:bg-transparent sm:p-0 sm:shadow-none"
    >
      {children}
    </div>
  );
}

'use client';

import { useEffect } from 'react';
import { onFirstUse } from './first-use';
import { PRODUCT_FILTER_IDS } from './product-filter-ids';

/**
 * Brings the server-rendered search form to life where React runs the page: the filter code downloads
 * when the farmer first touches the form (or at once for a query), so a visit that only browses never
 * pays for it. Until then, the form works as it does without JavaScript.
 */
export function ProductFilterIsland() {
  useEffect(() => {
    const form = document.getElementById(PRODUCT_FILTER_IDS.form);
    if (!(form instanceof HTMLFormElement)) return;
    let detach: (() => void) | null = null;
    let cancelled = false;
    const attach = () =>
      void import('./product-filter')
        .then((m) => {
          if (!cancelled) detach = m.attachProductFilter(form, m.filterItems());
        })
        // No download (no signal): the form still submits to /products/search; the next touch tries again.
        .catch(() => {
          if (!cancelled) stop = onFirstUse(form, attach, false);
        });
    let stop = onFirstUse(form, attach);
    return () => {
      cancelled = true;
      stop();
      detach?.();
    };
  }, []);
  return null;
}

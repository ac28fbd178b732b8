'use client';

import { useEffect } from 'react';
import type { FilterItem } from './product-filter';
import { PRODUCT_FILTER_IDS } from './product-filter-ids';

/**
 * Brings the server-rendered search form to life: the filter code downloads when the farmer first
 * touches the form (or at once for a link that carries a query), so a visit that only browses never
 * pays for it. Until then, the form works as it does without JavaScript.
 */
export function ProductFilterIsland({ items }: { items: FilterItem[] }) {
  useEffect(() => {
    const form = document.getElementById(PRODUCT_FILTER_IDS.form);
    if (!(form instanceof HTMLFormElement)) return;
    let detach: (() => void) | null = null;
    let cancelled = false;
    const start = () => {
      form.removeEventListener('focusin', start);
      form.removeEventListener('pointerdown', start);
      void import('./product-filter')
        .then((m) => {
          if (!cancelled) detach = m.attachProductFilter(form, items);
        })
        // No download (no signal): the form still submits to /products/search.
        .catch(() => form.addEventListener('focusin', start, { once: true }));
    };
    if (window.location.search) start();
    else {
      form.addEventListener('focusin', start);
      form.addEventListener('pointerdown', start);
    }
    return () => {
      cancelled = true;
      form.removeEventListener('focusin', start);
      form.removeEventListener('pointerdown', start);
      detach?.();
    };
  }, [items]);
  return null;
}

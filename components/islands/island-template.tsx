'use client';

import type { ReactNode } from 'react';
import { SAVER_ONLY_ATTRIBUTE, TEMPLATE_ATTRIBUTE } from '@/lib/light-page/contract';

/**
 * What the server draws inside a `<template>` (every control's markup exists once, in React
 * components; the islands script only clones it). The browser's parser puts a template's markup in
 * its `content`, out of the page, so React in the browser draws the template empty, exactly as the
 * page holds it, and hydrates nothing inside: `typeof window` is a build-time constant, so the
 * children cost the page's JavaScript nothing either (as SiteStyles does with the stylesheet).
 */
const drawnOnServer = (children: ReactNode) => (typeof window === 'undefined' ? children : null);

/** Markup for the islands script to clone: `<template data-island-template="cart-line">`. */
export function IslandTemplate({ name, children }: { name: string; children: ReactNode }) {
  return <template {...{ [TEMPLATE_ATTRIBUTE]: name }}>{drawnOnServer(children)}</template>;
}

/** Markup shown only in a page's data-saver version (lib/light-page/reshape.ts unwraps it there). */
export function SaverOnly({ children }: { children: ReactNode }) {
  return <template {...{ [SAVER_ONLY_ATTRIBUTE]: '' }}>{drawnOnServer(children)}</template>;
}

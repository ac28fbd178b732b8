/**
 * The islands' templates for jsdom tests, drawn by the very components the page draws them with
 * (components/islands/island-templates.tsx). In a browser-like test React draws a template empty, as
 * the browser's page holds it; here its content is drawn to markup, as the server draws it.
 */
import { renderToStaticMarkup } from 'react-dom/server';
import { islandTemplateContents } from '@/components/islands/island-templates';
import { ISLANDS_BLOCK_ID, TEMPLATE_ATTRIBUTE } from '@/lib/light-page/contract';
import { createTranslator } from 'use-intl/core';
import en from '@/messages/en.json';
import { ISLAND_WORD_KEYS, type IslandsSettings } from '@/components/islands/words';

export function islandTemplatesHtml(): string {
  return islandTemplateContents('en')
    .map(([name, content]) => `<template ${TEMPLATE_ATTRIBUTE}="${name}">${renderToStaticMarkup(<>{content}</>)}</template>`)
    .join('');
}

/** The islands block's words in English, as IslandsBlock writes them. */
export function englishIslandWords(): IslandsSettings['words'] {
  const t = (namespace: 'cart' | 'common') => createTranslator({ locale: 'en', messages: en, namespace, timeZone: 'Africa/Nairobi' });
  const blanks = { name: '{name}', count: '{count}', size: '{size}' } as never;
  return {
    ...(Object.fromEntries(ISLAND_WORD_KEYS.map((key) => [key, t('cart')(key, blanks)])) as Record<(typeof ISLAND_WORD_KEYS)[number], string>),
    perSeedling: t('common')('perSeedling'),
    perTray: t('common')('perTray', blanks),
    loading: t('common')('loading'),
  };
}

export function islandsBlockHtml(): string {
  const settings: IslandsSettings = { src: '/islands.js?v=1', css: '/site.css?v=1', words: englishIslandWords() };
  return `<script type="application/json" id="${ISLANDS_BLOCK_ID}">${JSON.stringify(settings)}</script>`;
}

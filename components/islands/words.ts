/**
 * What the islands script reads from its block (components/islands/islands-block.tsx): the script's
 * and the stylesheet's addresses, and the words it says itself, each already worded with `{name}`-style
 * blanks for what only the browser knows. Everything it shows comes from templates React drew.
 */
export const ISLAND_WORD_KEYS = ['removed', 'cleared', 'restored', 'outOfStock', 'onlyInStock', 'onlyReadyNow', 'noneReadyNow'] as const;

export interface IslandsSettings {
  src: string;
  css: string;
  words: Record<(typeof ISLAND_WORD_KEYS)[number] | 'perSeedling' | 'perTray' | 'loading', string>;
}

export type IslandWords = IslandsSettings['words'];

export { fill } from '@/lib/text';

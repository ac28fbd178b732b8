import type { Pt } from './svg';

// ---------------------------------------------------------------------------------------------
// Palette
// ---------------------------------------------------------------------------------------------

/** Per category: backdrop, the bench it stands on, and the cast shadow. */
export const SCENE: Record<string, { bg: string; ground: string; shadow: string }> = {
  'fruiting-vegetables': { bg: '#fcebe1', ground: '#f6dac9', shadow: '#e9c3ae' },
  'leafy-greens': { bg: '#e7f3e0', ground: '#d4e8c9', shadow: '#bbd6ae' },
  brassicas: { bg: '#e1efed', ground: '#cbe2de', shadow: '#b1cfc9' },
  'bulbs-and-onions': { bg: '#f5e7ef', ground: '#ebd4e0', shadow: '#dbbccc' },
  herbs: { bg: '#eef3d9', ground: '#e0e7c0', shadow: '#cdd6a6' },
  'vine-crops': { bg: '#fbf0d5', ground: '#f2e0b2', shadow: '#e3cc97' },
};

/** Leaf colours: lit half, shaded half, vein. */
export interface Pal {
  l: string;
  d: string;
  v?: string;
}
export const G: Record<string, Pal> = {
  tomato: { l: '#5aa545', d: '#3f8534' },
  pepper: { l: '#3f9a46', d: '#2c7a37', v: '#7cc27a' },
  chilli: { l: '#4ea247', d: '#368036' },
  brinjal: { l: '#7fa86a', d: '#5f8a51', v: '#9c7aa6' },
  collard: { l: '#7db39c', d: '#5f937f', v: '#d6ebdf' },
  kale: { l: '#5ea955', d: '#468b43', v: '#c9e6bf' },
  spinach: { l: '#3c8f3f', d: '#2b7133', v: '#79bb6f' },
  managu: { l: '#4f9b45', d: '#3a7e37', v: '#86c27a' },
  terere: { l: '#7db04b', d: '#5d9338', v: '#c9445e' },
  lettuce: { l: '#a3d05f', d: '#83b548', v: '#dcf0b8' },
  chard: { l: '#3f8b3d', d: '#2e7032' },
  cabbage: { l: '#88b7a8', d: '#6a9b8d', v: '#d9ece5' },
  cauli: { l: '#93b9a2', d: '#739c86', v: '#dcebe1' },
  broccoli: { l: '#6c9d8c', d: '#527f71', v: '#c5dfd5' },
  onion: { l: '#7db387', d: '#5f9570' },
  spring: { l: '#79b85b', d: '#5a9944' },
  leek: { l: '#649c82', d: '#4a7d66' },
  dhania: { l: '#66b347', d: '#4a9236' },
  parsley: { l: '#42a03a', d: '#2e7f2d' },
  basil: { l: '#66bd4c', d: '#489d38', v: '#a5db8c' },
  vine: { l: '#62a449', d: '#47863b', v: '#a8d38f' },
};
export const STEM = '#6aa84c';
export const POT = { body: '#cf7446', shade: '#b35d36', rim: '#de8657', rimShade: '#c26a41', inner: '#8f4527', soil: '#5c3a28' };
export const HI = '#ffffff';

/** Light comes from the upper left. */
export const LIGHT: Pt = [-0.6, -0.8];

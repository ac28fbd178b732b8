/**
 * The public pages' interactive controls, in one place: the attribute the server draws on each (its
 * hook, which React's component writes and the islands script finds it by), what a tap on it is
 * matched by, and whether a tap made before the islands script has arrived is held by the loader and
 * played again. The loader's list of early taps (EARLY_TAPS) and the islands' hooks come from here, so
 * adding a control is its component and one entry; __tests__/islands/controls.test.ts fails when a
 * component draws a data attribute that no entry (or OTHER_DATA_ATTRIBUTES) accounts for.
 * Pure and runtime-neutral, like contract.ts: the server, the browser and the edge import it.
 */

type DataAttribute = `data-${string}`;

/** A control, named by its key in PUBLIC_CONTROLS (what it is for a farmer is said above the entry). */
export interface PublicControl {
  /** The attribute the control's root carries. */
  hook: DataAttribute;
  /** What a tap on it is matched by (Element.closest); `[hook]` unless given. */
  tap?: string;
  /** A tap before the islands script has arrived is held and played again once it has (else it is not). */
  earlyTap?: true;
}

export const PUBLIC_CONTROLS = {
  /** The header's cart button: its count and label, and the cart panel it opens. */
  cartButton: { hook: 'data-cart-button', earlyTap: true },
  /** The theme toggle. */
  themeToggle: { hook: 'data-theme-toggle', earlyTap: true },
  /** The language switch, which remembers the choice. */
  languageSwitch: { hook: 'data-language-switch', earlyTap: true },
  /** Add to cart with its stepper and the buy bar's twin; a card's quick add (the button alone). */
  addToCart: {
    hook: 'data-add-to-cart',
    tap: '[data-add-to-cart] button',
    earlyTap: true,
  },
  /** "When will you plant?" on a product's page: now, or in 2, 4 or 6 weeks. */
  plantingQuick: {
    hook: 'data-planting-quick',
    tap: '[data-planting-quick] button',
    earlyTap: true,
  },
  /** What boots the framework: Sign In (`tap`: the tap is played again to React) and forms (`focus`). */
  boot: { hook: 'data-boot', tap: '[data-boot="tap"]', earlyTap: true },
  /** The bar offering Kiswahili on the English home page. */
  languageOffer: { hook: 'data-language-offer' },
  /** A product's Share. */
  share: { hook: 'data-share' },
  /** The products filter: its form is found by id, the cards and the count's words by these. */
  productFilter: { hook: 'data-product-id' },
  /** The product page's "ready from {date}" (shown, not tapped). */
  readyFrom: { hook: 'data-ready-from' },
  /** The /cart page's list. */
  cartPage: { hook: 'data-cart-page' },
  /** The cart's live region, where both sides say what the cart did. */
  cartNotice: { hook: 'data-cart-notice' },
  /** The cart's lines, summary and panel: drawn inside `<template>`s, on the page only once the script cloned them. */
  templates: {
    hook: 'data-island-template',
    tap: '[data-action]',
  },
} as const satisfies Record<string, PublicControl>;

export type PublicControlName = keyof typeof PUBLIC_CONTROLS;

/**
 * Attributes on or inside a control that carry its words, state or parts for the script. Apart from
 * the registry, so the islands script, which needs only the hooks, does not carry them.
 */
export const CONTROL_PARTS: Partial<Record<PublicControlName, readonly DataAttribute[]>> = {
  cartButton: ['data-label-one', 'data-label-many'],
  themeToggle: ['data-label-to-light', 'data-label-to-dark'],
  addToCart: ['data-add', 'data-step', 'data-added', 'data-buy-row', 'data-buy-bar', 'data-added-notice'],
  plantingQuick: ['data-weeks', 'data-planting-said', 'data-chosen-text', 'data-now-text'],
  languageOffer: ['data-remember-locale'],
  productFilter: ['data-one', 'data-many', 'data-one-matching', 'data-many-matching'],
  readyFrom: ['data-ready-text'],
  templates: [
    'data-action',
    'data-part',
    'data-slot',
    'data-cart-panel',
    'data-cart-summary',
    'data-proceed',
    'data-signed-out-reason',
    'data-create-account',
    'data-nudged',
  ],
};

/** The selector that finds a control's root: `[data-cart-button]`. */
export const hookOf = (name: PublicControlName) => `[${PUBLIC_CONTROLS[name].hook}]`;

/**
 * The controls the islands script answers whose early taps are held (the loader in contract.ts): a
 * tap before the script has arrived is played again once it has, instead of being lost or, for the
 * links among them, leaving the page.
 */
export const EARLY_TAPS = Object.entries(PUBLIC_CONTROLS)
  .flatMap(([name, control]: [string, PublicControl]) => (control.earlyTap ? [control.tap ?? hookOf(name as PublicControlName)] : []))
  .join(',');

/**
 * Data attributes components draw that are no control's: what tests and the bench find elements by,
 * styling state, and what the server's own reshaping and plain forms read.
 */
export const OTHER_DATA_ATTRIBUTES: Readonly<Record<DataAttribute, string>> = {
  'data-testid': 'tests find elements by it',
  'data-buy-box': 'the journeys find the buy box by it',
  'data-open': 'the cart panel’s open state, for its styles',
  'data-keyboard-open': 'the cart panel’s keyboard state, for its styles',
  'data-full-load': 'a link that loads its page whole (components/ui/app-link.tsx)',
  'data-saver-switch': 'the data saver’s plain forms, answered by the server',
  'data-saver-drop': 'left out of the data saver’s version by the reshaping',
  'data-light-keep': 'an inline script the reshaping keeps',
  'data-src': 'the file a picture inlined in the page stands for',
  'data-saver-only': 'markup the reshaping unwraps in the data saver’s version alone',
};

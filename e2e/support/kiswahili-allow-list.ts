/**
 * The English a Kiswahili page may show, and why. The one place to add to; every entry
 * needs its reason. Catalogue data (product names, varieties, tips, addresses) has no place here:
 * it has Kiswahili columns, and English from them on a /sw page is a fault to fix in the data.
 */
import sw from '../../messages/sw.json';
import { seedProducts } from '../../lib/server/db/seed-data';

/** Names the same in every language: the shop, M-Pesa and its menu, apps, money, file formats. */
export const BRAND_NAMES = [
  'Miche',
  'M-Pesa',
  'M-PESA',
  'Safaricom',
  'Paybill',
  'Pay Bill',
  'WhatsApp',
  'Google',
  'KES',
  'SMS',
  'USSD',
  'CSV',
  'JavaScript',
  'Wi-Fi',
];

/**
 * Written in English on purpose: the way to the English pages, for someone who reads English
 * (the language switch and the bar that offers English).
 */
export const FOR_READERS_OF_ENGLISH = [sw.common.offerSwahili, sw.common.offerSwahiliLink, sw.common.languageSwitchLabel, sw.common.languageSwitch];

/**
 * Product names as the seed packet prints them: the glossary (docs/glossary.md, "Kept as they are")
 * keeps them beside the Kiswahili name ("Nyanya (trei ya miche 50)" over "Tomato Anna F1"), so a
 * farmer can match the packet and the cart line. Only the whole name passes: "tomato" alone is English.
 */
export const KEPT_PRODUCT_NAMES: string[] = [...new Set(seedProducts.map((product) => product.name))];

/**
 * Pests and diseases, in brackets after their Kiswahili name as spray labels print them (the
 * glossary): "vidukari (aphids)". Only inside brackets; anywhere else they are English.
 */
export const PEST_NAMES = [
  'aphids',
  'thrips',
  'whiteflies',
  'whitefly',
  'spider mites',
  'red spider mites',
  'diamondback moth',
  'early blight',
  'late blight',
  'blight',
  'powdery mildew',
  'downy mildew',
  'cutworms',
  'leaf miners',
  'fall armyworm',
  'tuta absoluta',
  'bacterial wilt',
  'black rot',
  'damping off',
  'damping-off',
];

/** Everything the text may keep as it is, longest first, so "Pay Bill" goes before a word of it. */
export const ALLOWED_PHRASES = [...BRAND_NAMES, ...FOR_READERS_OF_ENGLISH, ...KEPT_PRODUCT_NAMES].sort((a, b) => b.length - a.length);

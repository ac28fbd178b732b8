/** The compiled stylesheet and its version, written by scripts/site-css.ts (npm run build, npm start, npm run dev). */
export declare const SITE_CSS: string;
export declare const SITE_CSS_VERSION: string;

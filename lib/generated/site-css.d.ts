/** The compiled stylesheet, written by scripts/site-css.ts (npm run build, npm start, npm run dev). */
export declare const SITE_CSS: string;

/** The islands script, its version and the classes it draws with, written by scripts/islands-script.ts (npm run build, npm start). */
export declare const ISLANDS_SCRIPT: string;
export declare const ISLANDS_SCRIPT_VERSION: string;
export declare const ISLANDS_CLASSES: readonly string[];

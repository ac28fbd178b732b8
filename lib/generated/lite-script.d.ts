/** The light pages' script and its version, written by scripts/lite-script.ts (npm run build, npm start). */
export declare const LITE_SCRIPT: string;
export declare const LITE_SCRIPT_VERSION: string;

/** The islands script and its version, written by scripts/islands-script.ts (npm run build, npm start). */
export declare const ISLANDS_SCRIPT: string;
export declare const ISLANDS_SCRIPT_VERSION: string;

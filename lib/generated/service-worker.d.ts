/** The service worker's script, written by scripts/service-worker.ts (npm run build, npm start). */
export declare const SERVICE_WORKER: string;

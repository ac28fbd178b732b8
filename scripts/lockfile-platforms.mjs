#!/usr/bin/env node
// Adds lockfile entries for other platforms' optional native packages (swc, oxide, unrs...).
//
// Why: the npm registry mirror these machines use lacks some platform builds of the newest versions, so
// `npm install` leaves those optional packages out of package-lock.json, and `npm ci` then refuses the
// lock ("Missing: @next/swc-darwin-arm64@ from lock file"). An entry with the package's os/cpu lets
// `npm ci` see the lock as complete and skip the package on this platform without fetching it.
// Run after any `npm install` that changes the lock: `node scripts/lockfile-platforms.mjs`.
import { execFileSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';

const file = new URL('../package-lock.json', import.meta.url);
const lock = JSON.parse(readFileSync(file, 'utf8'));
const packages = lock.packages;
let added = 0;

for (const [path, entry] of Object.entries(packages)) {
  for (const [name, version] of Object.entries(entry.optionalDependencies ?? {})) {
    const parentDir = path === '' ? '' : `${path}/`;
    if (packages[`${parentDir}node_modules/${name}`] || packages[`node_modules/${name}`]) continue;
    // os/cpu/libc of the package, read from the newest version the registry has.
    const meta = JSON.parse(execFileSync('npm', ['view', name, 'os', 'cpu', 'libc', '--json'], { encoding: 'utf8' }) || '{}');
    packages[`node_modules/${name}`] = {
      version,
      ...(entry.dev ? { dev: true } : {}),
      optional: true,
      ...(meta.os ? { os: [].concat(meta.os) } : {}),
      ...(meta.cpu ? { cpu: [].concat(meta.cpu) } : {}),
      ...(meta.libc ? { libc: [].concat(meta.libc) } : {}),
    };
    added += 1;
  }
}

lock.packages = Object.fromEntries(Object.entries(packages).sort(([a], [b]) => (a === '' ? -1 : b === '' ? 1 : a.localeCompare(b))));
writeFileSync(file, `${JSON.stringify(lock, null, 2)}\n`);
console.log(`lockfile-platforms: ${added} platform entries added`);

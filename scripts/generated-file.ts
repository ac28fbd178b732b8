import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/**
 * Writes a file of lib/generated/ whole, then renames it, so a build reading it meanwhile never sees
 * half a file; leaves it alone when unchanged, so `npm start` does not take it for an edited source
 * and build again.
 */
export function writeGeneratedFile(target: string, source: string): void {
  if (existsSync(target) && readFileSync(target, 'utf8') === source) return;
  mkdirSync(path.dirname(target), { recursive: true });
  const temporary = `${target}.${process.pid}.tmp`;
  writeFileSync(temporary, source);
  renameSync(temporary, target);
}

/**
 * The floor: a bare Next.js app-router page ("Hello") built and served with the repository's own
 * `next` and `react`, in the same run as Miche. Whatever JavaScript it loads is the framework's cost,
 * which no page can go below; Miche's pages are judged by how far above it they are.
 */
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { freePort, runToEnd, startService, waitForOk, type RunningSite } from './processes';
import { settings } from './settings';

// What create-next-app's minimal app-router page boils down to. No package.json and no node_modules:
// bench/.floor sits inside the repository, so `next`, `react` and `typescript` resolve to the
// repository's node_modules, the very versions Miche is built with. `next build` writes the tsconfig.
const FILES: Record<string, string> = {
  // Its own empty config: without one, Next.js would find the repository's next.config.mjs.
  'next.config.mjs': 'export default {};\n',
  'app/layout.tsx': `import type { ReactNode } from 'react';

export default function RootLayout({ children }: { children: ReactNode }) {
  return (
    <html lang="en">
      <body>{children}</body>
    </html>
  );
}
`,
  'app/page.tsx': `export default function Page() {
  return <p>Hello</p>;
}
`,
};

const env = (): NodeJS.ProcessEnv => ({ ...process.env, NEXT_TELEMETRY_DISABLED: '1' });

/** Writes the floor app from scratch (so no earlier build is reused) and builds it for production. */
export async function buildFloor(logFile: string): Promise<void> {
  rmSync(settings.floorDir, { recursive: true, force: true });
  for (const [file, text] of Object.entries(FILES)) {
    const target = path.join(settings.floorDir, file);
    mkdirSync(path.dirname(target), { recursive: true });
    writeFileSync(target, text);
  }
  await runToEnd('floor build', process.execPath, [settings.nextBin, 'build'], { cwd: settings.floorDir, env: { ...env(), NODE_ENV: 'production' }, logFile });
}

export async function startFloor(logFile: string): Promise<RunningSite> {
  const port = await freePort();
  const service = startService('floor server', process.execPath, [settings.nextBin, 'start', '-p', String(port), '-H', '127.0.0.1'], {
    cwd: settings.floorDir,
    env: env(),
    logFile,
  });
  const site: RunningSite = { origin: `http://127.0.0.1:${port}`, stop: () => service.stop() };
  try {
    await waitForOk(service, `${site.origin}/`, 60_000);
  } catch (error) {
    await site.stop();
    throw error;
  }
  return site;
}

import nextJest from 'next/jest.js';

// next/jest compiles with the same SWC settings as the app and handles CSS and image imports.
const createJestConfig = nextJest({ dir: './' });

/** @type {import('jest').Config} */
const shared = {
  moduleNameMapper: {
    // `server-only` throws outside React's server build; under jest it is an empty module.
    '^server-only$': '<rootDir>/__tests__/support/empty-module.ts',
    // Components read the English catalogue without a provider (see the file).
    '^next-intl$': '<rootDir>/__tests__/support/next-intl.tsx',
    '^@/(.*)$': '<rootDir>/$1',
  },
  testEnvironment: 'node',
  // The journeys' and the bench's builds (MICHE_DIST_DIR), and Netlify's build output, are no source to crawl.
  modulePathIgnorePatterns: ['<rootDir>/\\.next-', '<rootDir>/\\.netlify/'],
  setupFilesAfterEnv: ['<rootDir>/__tests__/support/setup.ts'],
};

/** Two projects: `unit` (rules, components, the M-Pesa sandbox in-process) and `integration` (databases). */
export default async function config() {
  const unit = await createJestConfig({
    ...shared,
    displayName: 'unit',
    testMatch: ['<rootDir>/__tests__/**/*.test.{ts,tsx}'],
    testPathIgnorePatterns: ['/node_modules/', '<rootDir>/__tests__/integration/'],
  })();
  const integration = await createJestConfig({
    ...shared,
    displayName: 'integration',
    testMatch: ['<rootDir>/__tests__/integration/**/*.test.ts'],
    setupFilesAfterEnv: ['<rootDir>/__tests__/support/integration-setup.ts'],
    // One Firebase Auth emulator for the whole integration run.
    globalSetup: '<rootDir>/__tests__/support/auth-emulator-setup.ts',
    globalTeardown: '<rootDir>/__tests__/support/auth-emulator-teardown.ts',
  })();
  // next-intl's formatter ships as ES modules only: compiled like our code (next/jest's pattern, widened).
  const esm = 'next-intl|use-intl|icu-minify|intl-messageformat|@formatjs|@schummar|';
  for (const project of [unit, integration]) {
    project.transformIgnorePatterns = (project.transformIgnorePatterns ?? []).map((p) => p.replace('(?!.pnpm)(?!(', `(?!.pnpm)(?!(${esm}`));
  }
  return { projects: [unit, integration] };
}

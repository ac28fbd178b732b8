import nextVitals from 'eslint-config-next/core-web-vitals';
import nextTs from 'eslint-config-next/typescript';
import tseslint from 'typescript-eslint';

const typeAware = {
  files: ['**/*.ts', '**/*.tsx'],
  languageOptions: { parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname } },
  rules: {
    '@typescript-eslint/no-floating-promises': 'error',
    '@typescript-eslint/no-misused-promises': ['error', { checksVoidReturn: { attributes: false } }],
    '@typescript-eslint/await-thenable': 'error',
    '@typescript-eslint/no-unnecessary-type-assertion': 'error',
    '@typescript-eslint/switch-exhaustiveness-check': 'error',
    '@typescript-eslint/consistent-type-imports': 'error',
    '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
  },
};

// Layering (architecture doc section 2): pure lib/ and UI code never reach the server layer.
const serverOnly = { group: ['@/lib/server/*', '**/lib/server/*'], message: 'lib/server is server-only.' };
const appRoutes = { group: ['@/app/*', '**/app/*'], message: 'components/ must not import from app/: move what both need into lib/ or components/.' };
const layering = [
  {
    files: ['lib/**/*.{ts,tsx}'],
    ignores: ['lib/server/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            serverOnly,
            { group: ['next', 'next/*', 'firebase', 'firebase/*', 'pg', 'drizzle-orm', 'drizzle-orm/*'], message: 'lib/ is pure domain code.' },
            { group: ['@/components/*', '**/components/*'], message: 'lib/ imports nothing from components/: move what both need into lib/.' },
          ],
        },
      ],
      'no-restricted-properties': ['error', { object: 'process', property: 'env', message: 'Only lib/server/env.ts reads process.env.' }],
    },
  },
  {
    files: ['components/**/*.{ts,tsx}'],
    rules: { 'no-restricted-imports': ['error', { patterns: [serverOnly, appRoutes] }] },
  },
  // UI primitives know nothing of the shop's parts.
  {
    files: ['components/ui/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            serverOnly,
            appRoutes,
            { group: ['../*', '!../ui'], message: 'components/ui holds primitives: import nothing from the other component folders.' },
          ],
        },
      ],
    },
  },
  // The cart knows nothing of its checkout; the checkout builds on the cart; the panel puts them together.
  {
    files: ['components/cart/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [serverOnly, appRoutes, { group: ['../checkout/*', '../cart-panel/*'], message: 'The cart does not depend on the checkout or the panel.' }],
        },
      ],
    },
  },
  {
    files: ['components/checkout/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [serverOnly, appRoutes, { group: ['../cart-panel/*'], message: 'The checkout does not depend on the cart panel.' }] },
      ],
    },
  },
];

// One text rule for every string that comes from outside (lib/schemas/text.ts): a bare z.string()
// would let a NUL through to PostgreSQL. Settings read from the environment are ours, not input.
const textRule = {
  files: ['**/*.{ts,tsx}'],
  ignores: ['lib/schemas/text.ts', 'lib/server/env.ts', 'lib/server/daraja/config.ts', 'tools/**', 'scripts/**', 'bench/**', '__tests__/**', 'e2e/**'],
  rules: {
    'no-restricted-syntax': [
      'error',
      {
        selector: "CallExpression[callee.object.name='z'][callee.property.name='string']",
        message: 'Use text(), token() or secretText() from lib/schemas/text.ts: every string is held to the shop’s text rule.',
      },
    ],
  },
};

const config = tseslint.config(
  {
    ignores: [
      '.next/**',
      '.next-*/**',
      // What Netlify's build writes (scripts/netlify-serve-smoke.ts runs it in the checkout).
      '.netlify/**',
      'node_modules/**',
      '.data/**',
      'bench/.floor/**',
      'bench/.tmp/**',
      'bench/.results/**',
      'next-env.d.ts',
      'drizzle/**',
      'coverage/**',
      'test-results/**',
      'playwright-report/**',
      'lib/generated/*.js',
    ],
  },
  ...nextVitals,
  ...nextTs,
  typeAware,
  ...layering,
  textRule,
);

export default config;

import js from '@eslint/js';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import importX from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/**
 * Realms: where each folder's code runs, and so what it may import (README 'What each folder
 * holds'; tests/unit/lintRules.test.ts breaks each rule on purpose).
 *
 * - src/domain: pure rules, run everywhere. Nothing above it, no DOM, no clock.
 * - src/ui: the page's primitives. Nothing above it.
 * - the page (src/app, src/features, src/liveQueries, src/platform): never Dexie, and the API
 *   worker's modules as types only (its contract: worker/api.ts, worker/db/rows.ts,
 *   worker/db/queries.ts…); it calls the worker through src/app/workerClient.ts. Features read how
 *   a screen was reached from src/app/screenArrival.ts, not the router's internals.
 * - worker/ and server/: no React and no page code.
 * - the boundary with the server: the page and the workers import nothing of server/ (they reach
 *   it over HTTP only); the server takes from src/ only the rules (src/domain), the wire types
 *   (src/api) and the brand settings (src/brand), by the aliases @domain/…, @api/… and @brand/….
 */

const alias = { group: ['../../*'], message: 'Use the @/ path alias.' };

const react = {
  group: ['react', 'react-dom', 'react-*', 'react-dom/*', 'dexie-react-hooks'],
  message: 'React runs on the page only.',
};

const dexieOnPage = {
  group: ['dexie', 'dexie/*'],
  message: 'The page loads no Dexie: the API worker owns the database (worker/db).',
};

const workerTypesOnly = {
  group: ['@worker/*', '**/worker/*', '**/worker/**'],
  allowTypeImports: true,
  message: "The page imports the worker's types only; it calls it through src/app/workerClient.",
};

const pageCode = {
  group: [
    '@/app/*',
    '!@/app/bootNames',
    '@/features/*',
    '@/ui/*',
    '@/platform/*',
    '@/liveQueries/use*',
    '@/liveQueries/hooks',
    '@/liveQueries/liveResult',
    '@/liveQueries/coldQueries',
    '**/src/app/*',
    '!**/src/app/bootNames',
    '**/src/features/**',
    '**/src/ui/**',
    '**/src/platform/**',
  ],
  message: 'Page code (screens, hooks, shell) does not run here.',
};

const aboveUi = {
  group: [
    '@/app/*',
    '@/features/*',
    '@/liveQueries/*',
    '@/platform/*',
    '@worker/*',
    '**/app/**',
    '**/features/**',
    '**/liveQueries/**',
    '**/platform/**',
    '**/worker/**',
  ],
  message: 'src/ui holds primitives: it imports nothing above it (the shell is src/app/shell).',
};

const aboveDomain = [
  {
    group: [...react.group, 'dexie', 'dexie/*', 'comlink'],
    message: 'src/domain is pure: no UI, storage or worker imports.',
  },
  {
    group: [
      '@/app/*',
      '@/brand/*',
      '@/liveQueries/*',
      '@/features/*',
      '@/platform/*',
      '@/ui/*',
      '@worker/*',
      '**/liveQueries/**',
      '**/features/**',
      '**/ui/**',
      '**/app/**',
      '**/platform/**',
      '**/worker/**',
    ],
    message: 'src/domain is pure: it imports only the wire types (src/api) and itself.',
  },
];

const routerInternals = {
  group: ['@/app/navigation/*', '@/app/screens', '@/app/routes', '@/app/shell/*'],
  message:
    "A feature reads how its screen was reached from @/app/screenArrival, not the router's internals.",
};

const serverCode = {
  group: ['**/server/**', '@server/*'],
  message:
    'The page and the workers reach the server over HTTP only: nothing of server/ runs here.',
};

/**
 * What the server may take from src/: the rules, the wire types and the brand settings. It needs
 * the brand settings because the brand files the page is built from are also what the server
 * seeds, and where it finds the payment hosts, sign-in providers, push keys and security headers.
 * Each comes by its own alias, so every import names the boundary it crosses.
 */
const clientTree = {
  group: ['**/src/**', '@/*'],
  message:
    "The server takes the client's rules, wire types and brand settings as @domain/…, @api/… and @brand/…, and nothing else of src/.",
};

/**
 * The same boundaries for import(), which no-restricted-imports does not read: a module loaded
 * later is still loaded. Each entry refuses a dynamic import whose path matches.
 */
const dynamicImports = (...refused) =>
  refused.map(({ path, message }) => ({
    selector: `ImportExpression > Literal.source[value=${path}]`,
    message,
  }));

const dynamicServerCode = dynamicImports({
  path: String.raw`/(^|\/)server\/|^@server\//`,
  message: serverCode.message,
});

const restrict = (...patterns) => [
  'error',
  { patterns: patterns.flat().map((pattern) => ({ ...pattern })) },
];

export default tseslint.config(
  {
    ignores: [
      'dist',
      'dist-*',
      'bench/.dist/**',
      'bench/.dist-*/**',
      'data',
      'node_modules',
      'dev-dist',
      'test-results',
      'playwright-report',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      'no-console': 'off',
    },
  },
  {
    // Import loops: none in the app or the worker (type-only imports do not count: they vanish).
    files: ['src/**/*.{ts,tsx}', 'worker/**/*.ts'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/extensions': ['.ts', '.tsx', '.js'],
      'import-x/resolver-next': [
        createTypeScriptImportResolver({ project: './tsconfig.app.json' }),
      ],
    },
    rules: { 'import-x/no-cycle': ['error', { ignoreExternal: true }] },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/no-restricted-imports': restrict(
        alias,
        dexieOnPage,
        workerTypesOnly,
        serverCode,
      ),
      'no-restricted-syntax': ['error', ...dynamicServerCode],
    },
  },
  {
    files: ['src/features/**/*.{ts,tsx}'],
    rules: {
      '@typescript-eslint/no-restricted-imports': restrict(
        alias,
        dexieOnPage,
        workerTypesOnly,
        routerInternals,
        serverCode,
      ),
    },
  },
  {
    // The server's render entry is not the page: it builds the page's first call with the worker's
    // own request body (the same form the page's cold open sends).
    files: ['src/entry-server.tsx'],
    rules: {
      '@typescript-eslint/no-restricted-imports': restrict(alias, dexieOnPage, serverCode),
    },
  },
  {
    files: ['src/ui/**/*.{ts,tsx}'],
    rules: {
      '@typescript-eslint/no-restricted-imports': restrict(alias, dexieOnPage, aboveUi, serverCode),
    },
  },
  {
    files: ['worker/**/*.ts'],
    rules: {
      '@typescript-eslint/no-restricted-imports': restrict(react, pageCode, serverCode),
      'no-restricted-syntax': ['error', ...dynamicServerCode],
    },
  },
  {
    files: ['server/**/*.ts'],
    rules: {
      '@typescript-eslint/no-restricted-imports': restrict(
        react,
        pageCode,
        {
          group: ['@worker/*', '**/worker/**'],
          message: 'The server does not run worker code.',
        },
        clientTree,
      ),
      'no-restricted-syntax': [
        'error',
        ...dynamicImports({
          path: String.raw`/(^|\/)(src|worker)\/|^@(worker)?\//`,
          ...clientTree,
        }),
      ],
    },
  },
  {
    files: ['src/domain/**/*.ts'],
    rules: {
      '@typescript-eslint/no-restricted-imports': restrict(aboveDomain, serverCode),
      // Time is a parameter (ARCHITECTURE 'Pure rules'): no DOM, storage, I/O or clock globals.
      'no-restricted-globals': [
        'error',
        ...[
          'window',
          'self',
          'globalThis',
          'document',
          'navigator',
          'location',
          'history',
          'localStorage',
          'sessionStorage',
          'indexedDB',
          'fetch',
          'XMLHttpRequest',
          'performance',
          'setTimeout',
          'setInterval',
          'requestAnimationFrame',
        ].map((name) => ({
          name,
          message: `src/domain is pure: ${name} is the page's or the worker's; pass what it gives.`,
        })),
      ],
      'no-restricted-syntax': [
        'error',
        ...dynamicServerCode,
        {
          selector: "CallExpression[callee.object.name='Date'][callee.property.name='now']",
          message: 'src/domain reads no clock: take the time as a parameter.',
        },
        {
          selector: "NewExpression[callee.name='Date'][arguments.length=0]",
          message: 'src/domain reads no clock: new Date() is now; take the time as a parameter.',
        },
        {
          selector: "CallExpression[callee.name='Date']",
          message:
            'src/domain reads no clock: Date() is now as text; take the time as a parameter.',
        },
      ],
    },
  },
);

import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const noUiInDomain = {
  patterns: [
    {
      group: ['react', 'react-dom', 'react-*', 'dexie', 'dexie-*', 'comlink'],
      message: 'src/domain is pure: no UI, storage or worker imports.',
    },
    {
      group: [
        '**/db/**',
        '**/features/**',
        '**/ui/**',
        '**/app/**',
        '**/platform/**',
        '**/worker/**',
      ],
      message: 'src/domain is pure.',
    },
  ],
};

export default tseslint.config(
  {
    ignores: [
      'dist',
      'dist-*',
      'bench/.dist/**',
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
    files: ['src/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'no-restricted-imports': [
        'error',
        { patterns: [{ group: ['../../*'], message: 'Use the @/ path alias.' }] },
      ],
    },
  },
  {
    files: ['src/features/**/*.{ts,tsx}', 'src/ui/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['../../*'], message: 'Use the @/ path alias.' },
            {
              group: ['dexie', '@/db/database', '@worker/*', '**/worker/**'],
              message: 'Features read src/db hooks and call the worker client only.',
            },
          ],
        },
      ],
    },
  },
  { files: ['src/domain/**/*.ts'], rules: { 'no-restricted-imports': ['error', noUiInDomain] } },
);

import eslint from '@eslint/js';
import prettier from 'eslint-config-prettier';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import importX from 'eslint-plugin-import-x';
import tseslint from 'typescript-eslint';
import { boundaries } from './eslint.boundaries.js';

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      '**/dist-bench/**',
      '**/dist-train/**',
      '**/node_modules/**',
      'packages/cli/bin/**',
    ],
  },
  eslint.configs.recommended,
  ...tseslint.configs.strictTypeChecked,
  {
    languageOptions: {
      parserOptions: { project: ['./tsconfig.check.json'], tsconfigRootDir: import.meta.dirname },
    },
    rules: {
      '@typescript-eslint/restrict-template-expressions': ['error', { allowNumber: true }],
      'no-bitwise': 'off',
    },
  },
  // No import circles anywhere, type-only imports included: a circle of types is still a tie.
  {
    files: ['packages/*/src/**/*.{ts,tsx}', 'packages/*/bench/**/*.ts', 'packages/*/train/**/*.ts'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/extensions': ['.ts', '.tsx', '.js'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/resolver-next': [createTypeScriptImportResolver({ project: './tsconfig.check.json' })],
    },
    rules: { 'import-x/no-cycle': ['error', { ignoreExternal: true }] },
  },
  ...boundaries,
  {
    files: ['eslint.config.js', 'eslint.boundaries.js', 'scripts/*.mjs'],
    ...tseslint.configs.disableTypeChecked,
  },
  prettier,
);

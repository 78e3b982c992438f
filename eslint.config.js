import js from '@eslint/js';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import prettier from 'eslint-config-prettier';

/**
 * Workspaces meet only through what each exports (`@portal/<name>` and `@portal/<name>/testing`),
 * never through each other's files.
 */
const workspaceBoundaries = {
  group: ['**/contracts/src/**', '**/projections/src/**', '**/ledger-service/src/**', '**/tools/src/**', '**/web/src/**', '@portal/*/src/**'],
  message: 'Import another workspace through its exports (@portal/<name> or @portal/<name>/testing), not its files.',
};

/** A web feature uses another only through its index.ts; what several share lives in components/ or lib/. */
const features = ['admin', 'auth', 'investor-summary', 'navigation'];
const featureBoundaries = {
  group: features.flatMap((feature) => ['../', '../../', '../../../', '../../../../'].map((up) => `${up}${feature}/*`)),
  message: "Import another feature through its index.ts (e.g. '../auth'), or move what both need to components/ or lib/.",
};

export default tseslint.config(
  { ignores: ['**/node_modules/**', '**/dist/**', 'data/**'] },
  js.configs.recommended,
  ...tseslint.configs.strict,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/no-non-null-assertion': 'off',
      'no-console': ['error', { allow: ['warn', 'error', 'info', 'log'] }],
    },
  },
  {
    files: ['**/*.ts', '**/*.tsx'],
    rules: { 'no-restricted-imports': ['error', { patterns: [workspaceBoundaries] }] },
  },
  {
    files: ['web/src/features/**/*.ts', 'web/src/features/**/*.tsx'],
    ignores: ['**/*.test.ts', '**/*.test.tsx'],
    rules: { 'no-restricted-imports': ['error', { patterns: [workspaceBoundaries, featureBoundaries] }] },
  },
  prettier,
);

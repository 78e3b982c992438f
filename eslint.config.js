import js from '@eslint/js';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import prettier from 'eslint-config-prettier';
import importX from 'eslint-plugin-import-x';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';

/**
 * Workspaces meet only through what each exports (`@portal/<name>` and `@portal/<name>/testing`),
 * never through each other's files.
 */
const workspaceBoundaries = {
  group: [
    '**/contracts/src/**',
    '**/projections/src/**',
    '**/ledger-service/src/**',
    '**/tools/src/**',
    '**/web/src/**',
    '@portal/*/src/**',
  ],
  message: 'Import another workspace through its exports (@portal/<name> or @portal/<name>/testing), not its files.',
};

/** A web feature uses another only through its index.ts; what several share lives in components/ or lib/. */
const features = ['admin', 'auth', 'investor-summary', 'navigation'];
const featureBoundaries = {
  group: features.flatMap((feature) => ['../', '../../', '../../../', '../../../../'].map((up) => `${up}${feature}/*`)),
  message: "Import another feature through its index.ts (e.g. '../auth'), or move what both need to components/ or lib/.",
};

/**
 * Inside the ledger service, imports run one way (docs/architecture.md, The layers): the composition
 * root (main.ts, runtime.ts, commands.ts) on infrastructure/http, http on the business areas (areas/),
 * the areas on shared/, the ground floor. Tests and test fixtures may reach anywhere.
 */
const service = 'ledger-service/src';
const areas = `${service}/areas`;
const http = `${service}/infrastructure/http`;
const layerZones = [
  {
    target: `${service}/shared`,
    from: [areas, http],
    message: 'shared/ is the ground floor: it imports no area and not http/.',
  },
  { target: areas, from: http, message: 'A business area does not import http/: http/ mounts the areas, not the other way.' },
  {
    target: `${service}/infrastructure/event-store`,
    from: [areas, http, `${service}/shared`, 'projections'],
    except: ['./logger.ts', './channel-listener.ts'],
    message: 'The event store stands on nothing of the service and not on the read models (@portal/projections).',
  },
];

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
    files: [`${service}/**/*.ts`],
    ignores: ['**/*.test.ts', `${service}/testing/**`],
    plugins: { 'import-x': importX },
    settings: {
      ...importX.flatConfigs.typescript.settings,
      'import-x/resolver-next': [createTypeScriptImportResolver({ project: 'ledger-service/tsconfig.json' })],
    },
    rules: {
      'import-x/no-restricted-paths': ['error', { zones: layerZones }],
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
    },
  },
  // No circles inside the contract and the read models either (the service's block above has its own).
  ...['contracts', 'projections'].map((workspace) => ({
    files: [`${workspace}/src/**/*.ts`],
    ignores: ['**/*.test.ts', `${workspace}/src/testing/**`],
    plugins: { 'import-x': importX },
    settings: {
      ...importX.flatConfigs.typescript.settings,
      'import-x/resolver-next': [createTypeScriptImportResolver({ project: `${workspace}/tsconfig.json` })],
    },
    rules: { 'import-x/no-cycle': ['error', { ignoreExternal: true }] },
  })),
  {
    files: ['web/src/features/**/*.ts', 'web/src/features/**/*.tsx'],
    ignores: ['**/*.test.ts', '**/*.test.tsx'],
    rules: { 'no-restricted-imports': ['error', { patterns: [workspaceBoundaries, featureBoundaries] }] },
  },
  prettier,
);

/**
 * `npm run build:server`: the server and its command-line tools compiled to JavaScript in
 * ledger-service/dist/, and the demo loader in tools/dist/ (with source maps), which `npm start`,
 * the other npm commands and the Docker image run with `node --enable-source-maps`
 * (docs/decisions/compiled-server.md). Node runs this file as it is (it strips the types); it
 * imports nothing of the project's.
 *
 * Each entry point is bundled with the workspaces' TypeScript it imports (`@portal/contracts`,
 * `@portal/projections`, which export their sources), and npm packages are left as imports, found
 * in node_modules at run time. Each entry lands at the depth its source had (src/main.ts as
 * dist/main.js), so paths made from `import.meta.url` still point where they did.
 */
import { builtinModules } from 'node:module';
import { mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build, type Metafile, type Plugin } from 'esbuild';

const serviceDir = fileURLToPath(new URL('.', import.meta.url));
const root = join(serviceDir, '..');

/** Each workspace's entry points, compiled into its own dist/. */
const workspaces = {
  'ledger-service': {
    main: 'src/main.ts',
    'cli/rebuild': 'src/cli/rebuild.ts',
    'cli/projections': 'src/cli/projections.ts',
    'cli/migrate-to-esdb': 'src/cli/migrate-to-esdb.ts',
    'cli/protect-log': 'src/cli/protect-log.ts',
  },
  tools: { 'cli/demo': 'src/cli/demo.ts' },
};

/** The workspaces are bundled; every other bare import is an npm package, left for Node to load. */
const npmPackagesExternal: Plugin = {
  name: 'npm-packages-external',
  setup(context) {
    context.onResolve({ filter: /^[^./]/ }, ({ path }) => (path.startsWith('@portal/') ? undefined : { path, external: true }));
  },
};

/** `@scope/name/sub` → `@scope/name`; `name/sub` → `name`. */
const packageName = (specifier: string) =>
  specifier
    .split('/')
    .slice(0, specifier.startsWith('@') ? 2 : 1)
    .join('/');

/**
 * The production image installs only `dependencies` (`npm ci --omit=dev`): a package the compiled
 * code imports that is only a dev dependency would be missing there, found only when that code runs.
 */
const productionDependencies = () => {
  const manifests = ['.', 'contracts', 'projections', 'ledger-service', 'tools'].map(
    (dir) => JSON.parse(readFileSync(join(root, dir, 'package.json'), 'utf8')) as { dependencies?: Record<string, string> },
  );
  return new Set(manifests.flatMap((manifest) => Object.keys(manifest.dependencies ?? {})));
};

const importsMissingInProduction = (metafile: Metafile) => {
  const installed = productionDependencies();
  const builtins = new Set(builtinModules);
  const missing = new Set<string>();
  for (const output of Object.values(metafile.outputs)) {
    for (const { path, external } of output.imports) {
      if (!external || path.startsWith('node:') || builtins.has(path)) continue;
      if (!installed.has(packageName(path))) missing.add(packageName(path));
    }
  }
  return [...missing].sort();
};

const started = performance.now();
const results = await Promise.all(
  Object.entries(workspaces).map(([workspace, entryPoints]) =>
    build({
      absWorkingDir: join(root, workspace),
      entryPoints,
      outdir: 'dist',
      bundle: true,
      platform: 'node',
      format: 'esm',
      target: `node${process.versions.node.split('.')[0]}`,
      sourcemap: true,
      plugins: [npmPackagesExternal],
      metafile: true,
      logLevel: 'warning',
      write: false,
    }),
  ),
);
const missing = [...new Set(results.flatMap((result) => importsMissingInProduction(result.metafile)))];
if (missing.length > 0) {
  console.error(`The compiled server imports packages that are not production dependencies of any workspace: ${missing.join(', ')}`);
  process.exit(1);
}
// Each file replaced whole (written beside it, then renamed over it): a server or tool starting from
// dist/ while another build runs never reads half a file.
for (const file of results.flatMap((result) => result.outputFiles)) {
  mkdirSync(dirname(file.path), { recursive: true });
  writeFileSync(`${file.path}.${process.pid}.tmp`, file.contents);
  renameSync(`${file.path}.${process.pid}.tmp`, file.path);
}
console.info(`Compiled the server into ledger-service/dist and the demo into tools/dist in ${Math.round(performance.now() - started)} ms`);

/**
 * `npm run build:web`: the web app built by Vite into a fresh folder, then published into web/dist
 * file by file, so a server running from this checkout (another DATA_DIR's `npm start`) never finds
 * its files missing or half written while a build runs. Node runs this file as it is (it strips the
 * types).
 *
 * A running server keeps the index.html it read at start (infrastructure/http/app.ts), and with it
 * the names of the scripts that index loads: the files of the build before are kept beside the new
 * ones, and only older ones removed. The list of the files a build published is kept in
 * web/dist/.build-files.json (a dotfile: never served).
 */
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

const manifestName = '.build-files.json';

/** Every file under `dir`, as paths relative to it with '/' between folders, in code-unit order. */
const filesUnder = (dir: string): string[] =>
  existsSync(dir)
    ? readdirSync(dir, { recursive: true, withFileTypes: true })
        .filter((entry) => entry.isFile())
        .map((entry) => relative(dir, join(entry.parentPath, entry.name)).split('\\').join('/'))
        .sort()
    : [];

/** The files the last publish listed; without a list (a build from before it was kept), every file there. */
const publishedBefore = (dist: string): string[] => {
  const manifest = join(dist, manifestName);
  if (!existsSync(manifest)) return filesUnder(dist);
  const listed: unknown = JSON.parse(readFileSync(manifest, 'utf8'));
  return Array.isArray(listed) ? listed.filter((file): file is string => typeof file === 'string') : [];
};

/** Removes the folders under `dir` (not `dir`) that hold nothing, deepest first. */
const removeEmptyFolders = (dir: string) => {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (!entry.isDirectory()) continue;
    const folder = join(dir, entry.name);
    removeEmptyFolders(folder);
    if (readdirSync(folder).length === 0) rmSync(folder, { recursive: true });
  }
};

/**
 * Moves the build in `fresh` into `dist` (both on one file system) and removes `fresh`. Each file
 * replaces its namesake whole (a rename), index.html last, so it never names a script not yet in
 * place; then the files of neither this build nor the one before are removed.
 */
export const publishBuild = (fresh: string, dist: string): void => {
  const files = filesUnder(fresh);
  if (!files.includes('index.html')) throw new Error(`${fresh} holds no index.html: not a build of the web app`);
  const before = publishedBefore(dist);
  for (const file of [...files.filter((name) => name !== 'index.html'), 'index.html']) {
    mkdirSync(dirname(join(dist, file)), { recursive: true });
    renameSync(join(fresh, file), join(dist, file));
  }
  const manifest = join(dist, manifestName);
  writeFileSync(`${manifest}.${process.pid}.tmp`, JSON.stringify(files));
  renameSync(`${manifest}.${process.pid}.tmp`, manifest);
  const kept = new Set([...files, ...before, manifestName]);
  for (const file of filesUnder(dist)) if (!kept.has(file)) rmSync(join(dist, file));
  removeEmptyFolders(dist);
  rmSync(fresh, { recursive: true, force: true });
};

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const webDir = fileURLToPath(new URL('.', import.meta.url));
  const { build } = await import('vite');
  // Beside web/dist, so that the moves are renames within one file system; named dist, so that git,
  // prettier and eslint pass it by as they do web/dist.
  const building = mkdtempSync(join(webDir, '.build-'));
  try {
    await build({ root: webDir, build: { outDir: join(building, 'dist'), emptyOutDir: true } });
    publishBuild(join(building, 'dist'), join(webDir, 'dist'));
  } finally {
    rmSync(building, { recursive: true, force: true });
  }
}

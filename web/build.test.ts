import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { publishBuild } from './build';

/** `npm run build:web` publishing a build into web/dist under a running server (build.ts). */
const folders: string[] = [];
afterEach(() => {
  for (const folder of folders.splice(0)) rmSync(folder, { recursive: true, force: true });
});

const scratch = () => {
  const folder = mkdtempSync(join(tmpdir(), 'publish-build-'));
  folders.push(folder);
  return folder;
};
const write = (dir: string, files: Record<string, string>) => {
  for (const [file, text] of Object.entries(files)) {
    mkdirSync(dirname(join(dir, file)), { recursive: true });
    writeFileSync(join(dir, file), text);
  }
  return dir;
};
const build = (root: string, name: string, assets: string) =>
  write(join(root, name), { 'index.html': `<script src="/assets/${assets}.js">`, [`assets/${assets}.js`]: assets, 'favicon.svg': name });
const read = (dist: string, file: string) => (existsSync(join(dist, file)) ? readFileSync(join(dist, file), 'utf8') : undefined);

describe('publishing a web build', () => {
  it('puts the new build in place and keeps the files of the one before, which a running server may still name', () => {
    const root = scratch();
    const dist = join(root, 'dist');
    publishBuild(build(root, 'one', 'app-1'), dist);
    expect(read(dist, 'index.html')).toContain('app-1');
    publishBuild(build(root, 'two', 'app-2'), dist);
    expect(read(dist, 'index.html')).toContain('app-2');
    expect([read(dist, 'assets/app-1.js'), read(dist, 'assets/app-2.js'), read(dist, 'favicon.svg')]).toEqual(['app-1', 'app-2', 'two']);
    expect(existsSync(join(root, 'two'))).toBe(false);

    publishBuild(build(root, 'three', 'app-3'), dist);
    expect([read(dist, 'assets/app-1.js'), read(dist, 'assets/app-2.js'), read(dist, 'assets/app-3.js')]).toEqual([
      undefined,
      'app-2',
      'app-3',
    ]);
  });

  it('over a folder built before the list was kept, keeps what was there for one build more', () => {
    const root = scratch();
    const dist = write(join(root, 'dist'), { 'index.html': 'old', 'assets/old.js': 'old', 'demo/old.svg': 'old' });
    publishBuild(build(root, 'one', 'app-1'), dist);
    expect([read(dist, 'index.html'), read(dist, 'assets/old.js'), read(dist, 'demo/old.svg')]).toEqual([
      '<script src="/assets/app-1.js">',
      'old',
      'old',
    ]);
    publishBuild(build(root, 'two', 'app-2'), dist);
    expect([read(dist, 'assets/old.js'), read(dist, 'assets/app-1.js'), existsSync(join(dist, 'demo'))]).toEqual([
      undefined,
      'app-1',
      false,
    ]);
  });

  it('refuses a folder that holds no index.html, leaving web/dist as it was', () => {
    const root = scratch();
    const dist = join(root, 'dist');
    publishBuild(build(root, 'one', 'app-1'), dist);
    expect(() => publishBuild(write(join(root, 'broken'), { 'assets/x.js': 'x' }), dist)).toThrow(/no index.html/);
    expect(read(dist, 'index.html')).toContain('app-1');
  });
});

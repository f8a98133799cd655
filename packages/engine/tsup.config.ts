import { readFile, readdir, writeFile } from 'node:fs/promises';
import { isAbsolute, join, relative } from 'node:path';
import { defineConfig } from 'tsup';

/**
 * tsup's CJS code splitting names its intermediate file by absolute path in the `.cjs.map`
 * (`file` and a source); a published map should not name the folder it was built in, so those
 * paths are made relative to `dist` (the other sources already are).
 */
async function relativeMapSources(): Promise<void> {
  for (const name of await readdir('dist')) {
    if (!name.endsWith('.map')) continue;
    const path = join('dist', name);
    const map = JSON.parse(await readFile(path, 'utf8')) as { file?: string; sources: string[] };
    const fromDist = (source: string) =>
      isAbsolute(source) ? relative(join(process.cwd(), 'dist'), source) : source;
    if (!map.sources.some(isAbsolute) && !isAbsolute(map.file ?? '')) continue;
    map.sources = map.sources.map(fromDist);
    if (map.file !== undefined) map.file = fromDist(map.file);
    await writeFile(path, JSON.stringify(map));
  }
}

export default defineConfig({
  // `@mathcols/engine` and `@mathcols/engine/diagnosis` (the bug catalogue, apart so apps that
  // only solve worksheets do not load it). Code splitting in both formats: the two entries
  // share one copy of the engine (one `OperandError` class, one layout cache), in CJS too.
  entry: { index: 'src/index.ts', diagnosis: 'src/diagnosis/index.ts' },
  format: ['esm', 'cjs'],
  splitting: true,
  dts: true,
  clean: true,
  sourcemap: true,
  target: 'es2022',
  onSuccess: relativeMapSources,
});

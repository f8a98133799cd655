import { defineConfig } from 'tsup';

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
});

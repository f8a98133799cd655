/**
 * A stylesheet imported as text (`import css from './x.css?inline'`): Vite does this natively,
 * and the package build (tsup) with a small esbuild plugin (see `tsup.config.ts`).
 */
declare module '*.css?inline' {
  const css: string;
  export default css;
}

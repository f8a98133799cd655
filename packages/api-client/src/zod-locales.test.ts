/**
 * The client ships no zod translations: bundled for the browser with zod inlined (esbuild, as
 * size-limit and most app bundlers would), the api-client keeps zod's English messages and none
 * of its ~60 locale tables (about 250 kB minified more when they are pulled in).
 * Every file imports zod as `import * as z from 'zod'`, which bundlers shake member by member.
 * @see issue 9 "Fast" (no locale tables ship to the browser)
 */
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';
import { describe, expect, it } from 'vitest';

/** Bundles an entry of this package for the browser, minified, with zod inlined. */
async function bundle(entry: string) {
  const result = await build({
    entryPoints: [fileURLToPath(new URL(entry, import.meta.url))],
    bundle: true,
    minify: true,
    format: 'esm',
    platform: 'browser',
    charset: 'utf8',
    external: ['@mathcols/engine'],
    metafile: true,
    write: false,
    logLevel: 'silent',
  });
  const text = result.outputFiles[0]?.text ?? '';
  // Files that left bytes in the output (files parsed and then shaken away do not count).
  const [output] = Object.values(result.metafile.outputs);
  const zodLocales = Object.entries(output?.inputs ?? {})
    .filter(([, { bytesInOutput }]) => bytesInOutput > 0)
    .map(([input]) => /node_modules\/zod\/.*locales\/([\w-]+)\.js$/.exec(input)?.[1])
    .filter((locale) => locale !== undefined);
  return { text, kB: Math.round(text.length / 1024), zodLocales };
}

const client = await bundle('./index.ts');
const protocol = await bundle('./protocol/index.ts');

/** Largest minified size of the client with zod, in kB (126 today; 379 with the locales). */
const CLIENT_BUDGET_KB = 160;

describe('zod without locale tables', () => {
  it(`bundles the client with English messages only (${client.kB} kB minified, zod included)`, () => {
    expect(client.zodLocales).toEqual(['en']);
    expect(client.text).toContain('Invalid input');
    expect(client.text).not.toContain('Ungültige Eingabe');
    expect(client.text).not.toContain('無効な入力');
    expect(client.kB).toBeLessThanOrEqual(CLIENT_BUDGET_KB);
  });

  it(`bundles the protocol entry the server shares with English messages only (${protocol.kB} kB)`, () => {
    expect(protocol.zodLocales).toEqual(['en']);
    expect(protocol.text).not.toContain('Entrée invalide');
  });
});

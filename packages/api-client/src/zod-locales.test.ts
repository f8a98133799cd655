/**
 * The client ships little zod and no zod translations: bundled for the browser with zod inlined
 * (esbuild, as size-limit and most app bundlers would), the api-client keeps zod's English
 * messages and none of its ~60 locale tables (about 250 kB minified more when they are pulled
 * in), and what a browser downloads for it stays small (gzip bytes, as served).
 * Every file imports zod as `import * as z from 'zod/mini'` (functional API, shaken member by
 * member) and English as `import { en } from 'zod/locales'`.
 * @see issue 9 "Fast" (no locale tables ship to the browser; first-load JavaScript ≤ 120 kB gzip)
 */
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
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
  const gzipKB = Math.round((gzipSync(text).length / 1024) * 10) / 10;
  return { text, kB: Math.round(text.length / 1024), gzipKB, zodLocales };
}

const client = await bundle('./index.ts');
const protocol = await bundle('./protocol/index.ts');

/**
 * Largest minified size of the client with zod, in kB (65 on `zod/mini`; 126 on full zod, 379
 * with its locales).
 */
const CLIENT_BUDGET_KB = 72;
/**
 * Largest gzip size of the client with zod, in kB: what the site's first load pays for it (21.1
 * on `zod/mini`, of which zod 9.7; 38.3 on full zod, of which zod 27.1).
 */
const CLIENT_GZIP_BUDGET_KB = 23.5;

describe('zod without locale tables', () => {
  it(`bundles the client with English messages only (${client.kB} kB minified, zod included)`, () => {
    expect(client.zodLocales).toEqual(['en']);
    expect(client.text).toContain('Invalid input');
    expect(client.text).not.toContain('Ungültige Eingabe');
    expect(client.text).not.toContain('無効な入力');
    expect(client.kB).toBeLessThanOrEqual(CLIENT_BUDGET_KB);
  });

  it(`sends a browser ${client.gzipKB} kB gzip for the client, zod included`, () => {
    expect(client.gzipKB).toBeLessThanOrEqual(CLIENT_GZIP_BUDGET_KB);
  });

  it(`bundles the protocol entry the server shares with English messages only (${protocol.kB} kB)`, () => {
    expect(protocol.zodLocales).toEqual(['en']);
    expect(protocol.text).not.toContain('Entrée invalide');
  });
});

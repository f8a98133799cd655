import { build } from 'esbuild';
import { gzipSync } from 'node:zlib';
const r = await build({ stdin: { contents: "export * from './dist/index.js'", resolveDir: process.cwd() }, bundle: true, minify: true, format: 'esm', write: false, metafile: true, treeShaking: true });
const out = r.outputFiles[0].contents;
console.log('min', out.length, 'gzip', gzipSync(out).length);
const o = Object.values(r.metafile.outputs)[0];
console.log(Object.entries(o.inputs).map(([k,v])=>[k,v.bytesInOutput]).sort((a,b)=>b[1]-a[1]).slice(0,10));

// Writes a brotli (.br) and a gzip (.gz) copy beside every text and wasm file of a build, for
// static hosts that serve precompressed files (nginx's gzip_static/brotli_static, Caddy's
// precompressed, Netlify, ...): the page then arrives as small as it can be, with no compression
// work on each request. `make dist` runs it on dist/; end2end/serve.py serves the copies.
// Copies newer than their file are kept: a redeploy that changes two small files (as the
// offline tests do) need not compress the whole wasm again.
//
//   node scripts/precompress.mjs DIR
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const COMPRESSIBLE = /\.(html|js|css|wasm|json|svg|webmanifest)$/;

function* files(dir) {
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) yield* files(path);
    else if (COMPRESSIBLE.test(name)) yield path;
  }
}

const dir = process.argv[2];
if (!dir) {
  console.error('precompress: no build directory given');
  process.exit(2);
}
/** Whether both copies exist and were written after the file last changed. */
function upToDate(path) {
  const changed = statSync(path).mtimeMs;
  return [`${path}.br`, `${path}.gz`].every((copy) => existsSync(copy) && statSync(copy).mtimeMs >= changed);
}

let count = 0;
for (const path of files(dir)) {
  if (upToDate(path)) continue;
  const data = readFileSync(path);
  const brotli = brotliCompressSync(data, {
    params: {
      [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
      [constants.BROTLI_PARAM_SIZE_HINT]: data.length,
    },
  });
  writeFileSync(`${path}.br`, brotli);
  writeFileSync(`${path}.gz`, gzipSync(data, { level: 9 }));
  count += 1;
}
console.log(`precompress: wrote .br and .gz copies of ${count} files in ${dir}`);

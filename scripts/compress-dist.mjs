// After `vite build`: writes NAME.br and NAME.gz next to every text file of the build, for
// nginx's brotli_static and gzip_static (deploy/). Files already compressed and newer than
// their source are kept, so a second run is quick.
//   node scripts/compress-dist.mjs [dist]
import { readdirSync, readFileSync, statSync, writeFileSync, existsSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { fileURLToPath } from 'node:url';

const TEXT = /\.(js|mjs|css|html|svg|json|txt|xml|webmanifest)$/;
// Below this the header costs more than it saves.
const MIN_BYTES = 512;

function* files(dir) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) {
      if (!entry.name.startsWith('.')) yield* files(path);
    } else if (TEXT.test(entry.name)) yield path;
  }
}

const fresh = (target, source) => existsSync(target) && statSync(target).mtimeMs >= statSync(source).mtimeMs;
/** A file worth compressing whose .br or .gz is missing or older than it. */
const stale = (path) => statSync(path).size >= MIN_BYTES && !(fresh(`${path}.br`, path) && fresh(`${path}.gz`, path));
const { BROTLI_PARAM_QUALITY, BROTLI_MAX_QUALITY, BROTLI_PARAM_SIZE_HINT, BROTLI_PARAM_MODE, BROTLI_MODE_TEXT } = constants;

/** Compresses what needs it; returns how many files were (re)written. */
export function compressDist(dist) {
  let written = 0;
  for (const path of [...files(dist)].filter(stale)) {
    const body = readFileSync(path);
    writeFileSync(`${path}.gz`, gzipSync(body, { level: 9 }));
    const params = { [BROTLI_PARAM_QUALITY]: BROTLI_MAX_QUALITY, [BROTLI_PARAM_SIZE_HINT]: body.length, [BROTLI_PARAM_MODE]: BROTLI_MODE_TEXT };
    writeFileSync(`${path}.br`, brotliCompressSync(body, { params }));
    written += 1;
  }
  return written;
}

/** Whether every compressible file of the build has both compressed siblings, up to date. */
export const isCompressed = (dist) => ![...files(dist)].some(stale);

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const dist = process.argv[2] ?? 'dist';
  if (!existsSync(join(dist, 'index.html'))) {
    console.error(`no ${dist}/index.html: build first (npx vite build)`);
    process.exit(1);
  }
  const t = Date.now();
  const n = compressDist(dist);
  console.log(`compressed ${n} files of ${dist} (.br and .gz) in ${((Date.now() - t) / 1000).toFixed(1)} s`);
}

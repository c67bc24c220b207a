// Writes .br and .gz siblings of the built web client's text assets, so the server sends
// them precompressed (@fastify/static preCompressed) without spending CPU per request.
import fs from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import zlib from 'node:zlib';

const gzip = promisify(zlib.gzip);
const brotli = promisify(zlib.brotliCompress);
const COMPRESSIBLE = /\.(js|mjs|css|html|svg|json|txt|wasm)$/;
const MIN_BYTES = 1024;

const dist = path.resolve(process.argv[2] ?? 'apps/web/dist');
let files = 0;
let before = 0;
let after = 0;
for (const entry of await fs.readdir(dist, { recursive: true, withFileTypes: true })) {
  const file = path.join(entry.parentPath, entry.name);
  if (!entry.isFile() || !COMPRESSIBLE.test(file) || file.includes(`${path.sep}.vite`)) continue;
  const data = await fs.readFile(file);
  if (data.byteLength < MIN_BYTES) continue;
  const [gz, br] = await Promise.all([
    gzip(data, { level: 9 }),
    brotli(data, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } }),
  ]);
  await Promise.all([fs.writeFile(`${file}.gz`, gz), fs.writeFile(`${file}.br`, br)]);
  files += 1;
  before += data.byteLength;
  after += br.byteLength;
}
console.log(
  `compressed ${files} files: ${(before / 1024).toFixed(0)} KB -> ${(after / 1024).toFixed(0)} KB brotli`,
);

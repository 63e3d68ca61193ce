// Writes .br and .gz beside every compressible file of the client build, so static files are
// served compressed without spending CPU per request.
import { readdir, readFile, stat, writeFile } from "node:fs/promises";
import path from "node:path";
import { promisify } from "node:util";
import zlib from "node:zlib";

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);
const root = "build/client";
const compressible = /\.(js|mjs|css|html|svg|json|txt|xml|map|webmanifest)$/;

async function* files(dir) {
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* files(full);
    else yield full;
  }
}

let count = 0;
for await (const file of files(root)) {
  if (!compressible.test(file)) continue;
  if ((await stat(file)).size < 512) continue;
  const data = await readFile(file);
  const [br, gz] = await Promise.all([
    brotli(data, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } }),
    gzip(data, { level: 9 }),
  ]);
  await writeFile(`${file}.br`, br);
  await writeFile(`${file}.gz`, gz);
  count++;
}
console.log(`precompressed ${count} files in ${root}`);

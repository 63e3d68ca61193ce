#!/usr/bin/env node
// Counts the imports that run the wrong way between the project's layers, so that a move can be
// measured before and after (docs/architecture.md names the layers). Reads import statements as
// text and resolves relative paths and the `~/` (app) and `~server/` aliases of tsconfig.json.
//
//   node scripts/import-report.mjs            the figures
//   node scripts/import-report.mjs --list     every offending import, file by file
import { readdirSync, readFileSync, statSync, existsSync } from "node:fs";
import { dirname, join, relative, resolve } from "node:path";

const root = resolve(dirname(new URL(import.meta.url).pathname), "..");
const list = process.argv.includes("--list");

function sourceFiles(dir) {
  const out = [];
  for (const name of readdirSync(dir)) {
    const full = join(dir, name);
    if (statSync(full).isDirectory()) out.push(...sourceFiles(full));
    else if (/\.(ts|tsx|mjs)$/.test(name) && !name.endsWith(".d.ts")) out.push(full);
  }
  return out;
}

function resolveImport(fromFile, spec) {
  let base;
  if (spec.startsWith("~/")) base = join(root, "app", spec.slice(2));
  else if (spec.startsWith("~server/")) base = join(root, "server", spec.slice(8));
  else if (spec.startsWith(".")) base = resolve(dirname(fromFile), spec);
  else return null;
  for (const candidate of [base, `${base}.ts`, `${base}.tsx`, join(base, "index.ts")]) {
    if (existsSync(candidate) && statSync(candidate).isFile()) return relative(root, candidate);
  }
  return relative(root, base.replace(/\.js$/, ".ts"));
}

const importPattern = /(?:import|export)\s[^;]*?from\s+["']([^"']+)["']|import\(\s*["']([^"']+)["']\s*\)/gs;

/** Every import of the app and the server: [from, to]. */
function imports() {
  const pairs = [];
  for (const file of [...sourceFiles(join(root, "app")), ...sourceFiles(join(root, "server"))]) {
    const text = readFileSync(file, "utf8");
    for (const match of text.matchAll(importPattern)) {
      const target = resolveImport(file, match[1] ?? match[2]);
      if (target) pairs.push([relative(root, file), target]);
    }
  }
  return pairs;
}

// The composition root wires the HTTP layer together, so its imports of it are the point.
const compositionRoot = new Set(["server/main.ts", "server/start.server.ts", "server/assemble-app.server.ts"]);
const inHttp = (path) => path.startsWith("server/http/");

const all = imports();
const rules = [
  {
    name: "imports of server/http/ from outside it (domain code, screens)",
    offends: ([from, to]) => inHttp(to) && !inHttp(from) && !compositionRoot.has(from),
  },
  {
    name: "imports of a domain folder from server/db/",
    offends: ([from, to]) =>
      from.startsWith("server/db/") &&
      to.startsWith("server/") &&
      !["server/db/", "server/vocabulary/", "server/shared/", "server/formats/"].some((layer) => to.startsWith(layer)),
  },
];
for (const rule of rules) {
  const hits = all.filter(rule.offends);
  console.log(`${String(hits.length).padStart(4)}  ${rule.name}`);
  if (list) for (const [from, to] of hits) console.log(`        ${from} -> ${to}`);
}

// Bundles the Node server (server/main.ts) next to the React Router build. Dependencies stay
// external (installed by npm ci); the SQL migrations are copied beside the bundle.
import { cp, rm } from "node:fs/promises";
import { build } from "esbuild";

const outdir = "build/app-server";
await rm(outdir, { recursive: true, force: true });
await build({
  entryPoints: ["server/main.ts"],
  outfile: `${outdir}/main.js`,
  bundle: true,
  platform: "node",
  target: "node20",
  format: "esm",
  packages: "external",
  sourcemap: true,
  logLevel: "warning",
});
await cp("server/db/migrations", `${outdir}/migrations`, { recursive: true });
console.log(`server bundle written to ${outdir}/main.js`);

// Bundles the Node server (server/main.ts) and its image worker (a child process it starts to
// process uploaded images, ADR 0030) next to the React Router build. Dependencies stay external
// (installed by npm ci); the SQL migrations are copied beside the bundle.
import { cp, rm } from "node:fs/promises";
import { build } from "esbuild";

const outdir = "build/app-server";
await rm(outdir, { recursive: true, force: true });
await build({
  // The worker's file is found beside main.js (server/media/image-worker-client.server.ts).
  entryPoints: {
    main: "server/main.ts",
    "image-worker": "server/media/image-worker.server.ts",
    // npm run backup / npm run restore (scripts/backup-cli.mjs).
    "backup-cli": "server/backup/cli.server.ts",
  },
  outdir,
  bundle: true,
  platform: "node",
  target: "node20",
  format: "esm",
  packages: "external",
  sourcemap: true,
  logLevel: "warning",
});
await cp("server/db/migrations", `${outdir}/migrations`, { recursive: true });
console.log(`server bundle written to ${outdir}/main.js (and image-worker.js, backup-cli.js)`);

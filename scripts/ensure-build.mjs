// Builds the site when no complete build exists (`npm start`, `npm run backup`, `npm run restore`).
// The build's own output (a line per chunk, a couple of hundred lines) is of no use to someone who
// wants to run the site: it is kept in build-output.log and shown only when the build fails.
import { spawn } from "node:child_process";
import { existsSync, writeFileSync } from "node:fs";

const required = [
  "build/server/index.js",
  "build/client",
  "build/app-server/main.js",
  "build/app-server/backup-cli.js",
];
const BUILD_LOG = "build-output.log";

export async function ensureBuild() {
  if (required.every((file) => existsSync(file))) return;
  const startedAt = Date.now();
  console.log("First start: building the site (about half a minute)...");
  const child = spawn("npm", ["run", "build"], { stdio: ["ignore", "pipe", "pipe"] });
  const chunks = [];
  child.stdout.on("data", (chunk) => chunks.push(chunk));
  child.stderr.on("data", (chunk) => chunks.push(chunk));
  const status = await new Promise((resolve) => child.on("close", resolve));
  const output = Buffer.concat(chunks).toString("utf8");
  writeFileSync(BUILD_LOG, output);
  if (status !== 0) {
    process.stderr.write(output);
    console.error(`\nThe build failed (its output is above and in ${BUILD_LOG}).`);
    process.exit(typeof status === "number" && status !== 0 ? status : 1);
  }
  console.log(`Built in ${Math.round((Date.now() - startedAt) / 1000)} s (details in ${BUILD_LOG}).`);
}

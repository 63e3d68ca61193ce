// `npm start`: builds when no complete build exists, then runs the production server.
import { spawnSync } from "node:child_process";
import { existsSync } from "node:fs";

const required = ["build/server/index.js", "build/client", "build/app-server/main.js"];
if (!required.every((file) => existsSync(file))) {
  console.log("No build found: building first (npm run build)...");
  const result = spawnSync("npm", ["run", "build"], { stdio: "inherit" });
  if (result.status !== 0) process.exit(result.status ?? 1);
}
process.env.NODE_ENV ??= "production";
await import("../build/app-server/main.js");

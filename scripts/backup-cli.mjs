// `npm run backup [-- --output PATH]` and `npm run restore -- FILE [--force]`: the bundled command
// (server/backup/cli.server.ts), built first when no build exists, with the server's environment.
import { ensureBuild } from "./ensure-build.mjs";

await ensureBuild();
process.env.NODE_ENV ??= "production";
const { runBackupCommand } = await import("../build/app-server/backup-cli.js");
const [command, ...args] = process.argv.slice(2);
process.exitCode = await runBackupCommand(command, args);

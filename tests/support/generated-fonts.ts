import { execFileSync } from "node:child_process";
import { existsSync } from "node:fs";

/**
 * The unit tests render screens that import the build's generated fonts and switcher names
 * (app/generated/, written by scripts/build-fonts.ts, which `npm run build` runs first). On a
 * fresh clone without a build, write them once before the tests start.
 */
export default function writeGeneratedFonts(): void {
  if (existsSync("app/generated/language-fonts.json") && existsSync("app/generated/language-names.json")) return;
  execFileSync(process.execPath, ["--import", "tsx", "scripts/build-fonts.ts"], { stdio: "inherit" });
}

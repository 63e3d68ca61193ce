// `npm test`: prepares what the tests need (Chromium, PostgreSQL binaries, a fresh build), then
// runs the unit and integration tests (Vitest) and the end-to-end tests (Playwright, Chromium).
// A missing prerequisite is installed when we can (root on Debian/Ubuntu) or stops the run with
// the exact command to run: never a silent skip.
import { spawnSync } from "node:child_process";
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync } from "node:fs";
import path from "node:path";

const CHROMIUM = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";
const isRoot = process.getuid?.() === 0;
const hasApt = existsSync("/usr/bin/apt-get");

const startedAt = Date.now();
/** How long each step took, printed at the end (the figure to compare when tests are moved or sped up). */
const timings = [];

function run(command, args, options = {}) {
  console.log(`\n$ ${[command, ...args].join(" ")}`);
  const began = Date.now();
  const status = spawnSync(command, args, { stdio: "inherit", ...options }).status ?? 1;
  timings.push(`${[command, ...args].slice(0, 3).join(" ")}: ${Math.round((Date.now() - began) / 1000)} s`);
  return status;
}

function fail(message) {
  console.error(`\nnpm test cannot run: ${message}`);
  process.exit(1);
}

let aptUpdated = false;
function aptInstall(...packages) {
  if (!aptUpdated) {
    if (run("apt-get", ["update", "-qq"]) !== 0) fail("apt-get update failed");
    aptUpdated = true;
  }
  const status = run("apt-get", ["install", "-y", "-qq", ...packages], {
    env: { ...process.env, DEBIAN_FRONTEND: "noninteractive" },
  });
  if (status !== 0) fail(`apt-get install ${packages.join(" ")} failed`);
}

function postgresBinaries() {
  if (process.env.PG_BIN && existsSync(path.join(process.env.PG_BIN, "initdb"))) return true;
  const base = "/usr/lib/postgresql";
  return existsSync(base) && readdirSync(base).some((v) => existsSync(path.join(base, v, "bin", "initdb")));
}

// 1. Prerequisites.
if (!existsSync(CHROMIUM)) {
  if (isRoot && hasApt) aptInstall("chromium");
  else
    fail(
      `Chromium was not found at ${CHROMIUM}. Install it with: sudo apt-get install -y chromium (or set CHROMIUM_PATH)`,
    );
}
if (!postgresBinaries()) {
  if (isRoot && hasApt) aptInstall("postgresql");
  else
    fail(
      "PostgreSQL server binaries were not found. Install them with: sudo apt-get install -y postgresql (or set PG_BIN)",
    );
}

// The age command: a test proves an encrypted backup opens without this product (`age -d`).
if (!existsSync("/usr/bin/age")) {
  if (isRoot && hasApt) aptInstall("age");
  else fail("The age command was not found. Install it with: sudo apt-get install -y age");
}

const reports = ".tmp/test-reports";
rmSync(reports, { recursive: true, force: true });
mkdirSync(reports, { recursive: true });
const steps = [];

// 2. Type check, lint and a fresh production build (the end-to-end tests run against it).
steps.push(["typecheck", run("npm", ["run", "typecheck"])]);
steps.push(["lint", run("npm", ["run", "lint"])]);
steps.push(["build", run("npm", ["run", "build"])]);
if (steps.some(([, status]) => status !== 0)) fail("typecheck, lint or build failed (see above)");

// 3. Unit and integration tests.
steps.push([
  "vitest",
  run("npx", ["vitest", "run", "--reporter=default", "--reporter=json", `--outputFile.json=${reports}/vitest.json`]),
]);

// 4. End-to-end tests in Chromium.
steps.push([
  "playwright",
  run("npx", ["playwright", "test"], {
    env: { ...process.env, PLAYWRIGHT_JSON_OUTPUT_NAME: `${reports}/playwright.json` },
  }),
]);

// 5. One closing line with the totals.
let passed = 0;
let failed = 0;
let skipped = 0;
try {
  const vitest = JSON.parse(readFileSync(`${reports}/vitest.json`, "utf8"));
  passed += vitest.numPassedTests;
  failed += vitest.numFailedTests;
  skipped += vitest.numPendingTests + vitest.numTodoTests;
} catch {
  failed += 1;
  console.error("No Vitest report was written.");
}
try {
  const playwright = JSON.parse(readFileSync(`${reports}/playwright.json`, "utf8"));
  passed += playwright.stats.expected + playwright.stats.flaky;
  failed += playwright.stats.unexpected;
  skipped += playwright.stats.skipped;
} catch {
  failed += 1;
  console.error("No Playwright report was written.");
}
// The CI log keeps only its tail: name every failed test there, with the first line of its error.
const failures = [];
try {
  const vitest = JSON.parse(readFileSync(`${reports}/vitest.json`, "utf8"));
  for (const file of vitest.testResults ?? []) {
    for (const test of file.assertionResults ?? []) {
      if (test.status === "failed")
        failures.push(
          `vitest ${file.name.replace(`${process.cwd()}/`, "")} › ${test.fullName}: ${firstLine(test.failureMessages?.[0])}`,
        );
    }
    if (file.status === "failed" && (file.assertionResults ?? []).every((test) => test.status !== "failed")) {
      failures.push(`vitest ${file.name.replace(`${process.cwd()}/`, "")}: ${firstLine(file.message)}`);
    }
  }
} catch {
  // Already counted as a failure above.
}
try {
  const playwright = JSON.parse(readFileSync(`${reports}/playwright.json`, "utf8"));
  const visit = (suite, titles) => {
    for (const spec of suite.specs ?? []) {
      for (const test of spec.tests ?? []) {
        if (test.status === "unexpected") {
          const error = test.results?.at(-1)?.error?.message;
          failures.push(
            `playwright ${spec.file}:${spec.line} › ${[...titles, spec.title].join(" › ")}: ${firstLine(error)}`,
          );
        }
      }
    }
    for (const child of suite.suites ?? []) visit(child, [...titles, child.title]);
  };
  for (const suite of playwright.suites ?? []) visit(suite, []);
} catch {
  // Already counted as a failure above.
}
if (failures.length > 0) console.error(`\nFailed tests:\n${failures.map((line) => `  ${line}`).join("\n")}`);

const failedSteps = steps.filter(([, status]) => status !== 0).map(([name]) => name);
if (failedSteps.length > 0) console.error(`\nFailed steps: ${failedSteps.join(", ")}`);
console.log(`\n${timings.join("\n")}`);
console.log(
  `\n${passed} passed, ${failed} failed, ${skipped} skipped in ${Math.round((Date.now() - startedAt) / 1000)} s`,
);
process.exit(failedSteps.length > 0 || failed > 0 ? 1 : 0);

function firstLine(text) {
  // eslint-disable-next-line no-control-regex -- colour codes in reporters' messages
  const plain = String(text ?? "").replace(/\u001b\[[0-9;]*m/g, "");
  return (
    plain
      .split("\n")
      .find((line) => line.trim() !== "")
      ?.trim()
      .slice(0, 300) ?? "(no message)"
  );
}

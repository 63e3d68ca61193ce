import fs from "node:fs";
import path from "node:path";
import { expect, test, type Page } from "@playwright/test";

/**
 * What a visitor's browser runs on the benchmarked public pages (issue 30, ADR 0043): never the
 * staff area's code or its editors, and, before the visitor reaches for a form, none of the form's
 * validation. Each script the page fetched is looked up in build/chunk-modules.json, which the
 * build writes (vite.config.ts): the modules every client chunk holds.
 */

type ChunkModules = Record<string, { imports: string[]; modules: Record<string, number> }>;

const chunkModules = JSON.parse(
  fs.readFileSync(path.join(process.cwd(), "build/chunk-modules.json"), "utf8"),
) as ChunkModules;

/** Staff screens, their components, and the libraries only they use. */
const staffOrEditorCode = [
  /^app\/routes\/admin\//,
  /^app\/components\/admin\//,
  /node_modules\/@tiptap\//,
  /node_modules\/prosemirror-/,
  /node_modules\/@tanstack\/react-table\//,
  /node_modules\/@tanstack\/table-core\//,
  /node_modules\/recharts\//,
  /node_modules\/qrcode\//,
];

/** The lead form's code: fetched when a visitor reaches for Apply Now, not with the page. */
const formCode = [/node_modules\/zod\//, /node_modules\/react-hook-form\//, /node_modules\/@hookform\//];

/** The modules in the /assets/ scripts the page fetched so far. */
function modulesOf(scriptPaths: Iterable<string>): string[] {
  return [...scriptPaths].flatMap((script) => Object.keys(chunkModules[script.replace(/^\//, "")]?.modules ?? {}));
}

function matching(modules: string[], patterns: RegExp[]): string[] {
  return [...new Set(modules.filter((module) => patterns.some((pattern) => pattern.test(module))))];
}

/** Records the path of every same-site /assets/ script the page requests. */
function recordScripts(page: Page): Set<string> {
  const scripts = new Set<string>();
  page.on("request", (request) => {
    const url = new URL(request.url());
    if (request.resourceType() === "script" && url.pathname.startsWith("/assets/")) scripts.add(url.pathname);
  });
  return scripts;
}

/** The first post the blog list of a language links to. */
async function firstPostPath(page: Page, blogPath: string): Promise<string> {
  await page.goto(blogPath);
  const href = await page.locator(`main a[href^="${blogPath}/"]`).first().getAttribute("href");
  expect(href, `${blogPath} links to a post`).toBeTruthy();
  return href!;
}

const fixedPages = [
  "/",
  "/loan-services/home-loans",
  "/deals",
  "/ml",
  "/ml/loan-services/home-loans",
  "/ml/deals",
  "/hi",
];

test("the build lists the modules of every client chunk, staff screens included", () => {
  // Without this the checks below would pass for want of anything to look up.
  const all = Object.values(chunkModules).flatMap((chunk) => Object.keys(chunk.modules));
  expect(matching(all, staffOrEditorCode).length).toBeGreaterThan(0);
  expect(matching(all, formCode).length).toBeGreaterThan(0);
});

for (const pagePath of [...fixedPages, "blog post", "ml blog post"]) {
  test(`${pagePath} loads no staff or editor code, and no form code before Apply Now`, async ({ page }) => {
    let target = pagePath;
    if (pagePath === "blog post") target = await firstPostPath(page, "/blog");
    if (pagePath === "ml blog post") target = await firstPostPath(page, "/ml/blog");
    const scripts = recordScripts(page);
    await page.goto(target);
    // Hydrated: the scripts added after the first paint have run (the page's links are live).
    await page.waitForLoadState("networkidle");
    const loaded = modulesOf(scripts);
    expect(loaded.length, `${target} ran the site's scripts`).toBeGreaterThan(0);
    expect(matching(loaded, staffOrEditorCode), `staff code on ${target}`).toEqual([]);
    expect(matching(loaded, formCode), `form code on ${target} before Apply Now`).toEqual([]);

    const apply = page.locator('main button[aria-haspopup="dialog"]').first();
    if ((await apply.count()) === 0) return;
    // Reaching for Apply Now brings the form, and still nothing of the staff area.
    await apply.click();
    await expect(page.getByRole("dialog").locator("input").first()).toBeVisible();
    await page.waitForLoadState("networkidle");
    const afterApply = modulesOf(scripts);
    expect(matching(afterApply, formCode).length, `the form's code once asked for on ${target}`).toBeGreaterThan(0);
    expect(matching(afterApply, staffOrEditorCode), `staff code on ${target} after Apply Now`).toEqual([]);
  });
}

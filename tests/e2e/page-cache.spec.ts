import { expect, test, type Page } from "@playwright/test";
import { waitForHydration } from "./support/site";

/** Collects Content-Security-Policy violations the page reports (a blocked script shows up here). */
async function watchPolicyViolations(page: Page): Promise<string[]> {
  const violations: string[] = [];
  await page.exposeFunction("reportPolicyViolation", (text: string) => violations.push(text));
  await page.addInitScript(() => {
    document.addEventListener("securitypolicyviolation", (event) => {
      (window as unknown as { reportPolicyViolation: (text: string) => void }).reportPolicyViolation(
        `${event.violatedDirective} ${event.blockedURI}`,
      );
    });
  });
  page.on("console", (message) => {
    if (message.type() === "error" && /Content Security Policy/i.test(message.text())) violations.push(message.text());
  });
  return violations;
}

test.describe("rendered-page cache in the browser", () => {
  test("a reload with a warm browser cache revalidates the page and it still hydrates", async ({ page }) => {
    const violations = await watchPolicyViolations(page);
    // The nonce of each answer the page got: a 304 leaves the browser with its stored page and policy.
    const policyNonces: string[] = [];
    const cacheControls: string[] = [];
    const sentValidators: (string | undefined)[] = [];
    page.on("request", async (request) => {
      if (request.resourceType() === "document") sentValidators.push((await request.allHeaders())["if-none-match"]);
    });
    page.on("response", (response) => {
      if (response.request().resourceType() !== "document") return;
      cacheControls.push(response.headers()["cache-control"] ?? "");
      const nonce = response.headers()["content-security-policy"]?.match(/'nonce-([^']+)'/)?.[1];
      if (nonce) policyNonces.push(nonce);
    });

    await page.goto("/about");
    await waitForHydration(page);
    await page.reload();
    await waitForHydration(page);
    await page.reload();
    await waitForHydration(page);

    // The browser asked again with the page's ETag, was answered 304, and kept its stored copy: the
    // page it shows still carries the first answer's nonce, which its stored policy names.
    expect(sentValidators.slice(1).every((tag) => tag?.startsWith('W/"'))).toBe(true);
    expect(new Set(policyNonces)).toEqual(new Set([policyNonces[0]]));
    // Kept by this browser only: a shared cache must not hand the page's nonce to others (ADR 0014).
    expect(cacheControls[0]).toBe("private, no-cache");
    const shownNonce = await page.evaluate(() => document.querySelector<HTMLScriptElement>("script[nonce]")?.nonce);
    expect(shownNonce).toBe(policyNonces[0]);
    // Scripts of the stored page ran under the policy stored with it: the page works.
    const banner = page.getByRole("region", { name: "Cookies on this website" });
    await expect(banner).toBeVisible();
    await banner.getByRole("button", { name: "Decline Non-Essential", exact: true }).click();
    await expect(banner).toBeHidden();
    expect(violations).toEqual([]);
  });

  test("back and forward between cached pages keep working", async ({ page }) => {
    const violations = await watchPolicyViolations(page);
    await page.goto("/services");
    await page.goto("/terms");
    await page.goBack();
    await waitForHydration(page);
    await page.goForward();
    await waitForHydration(page);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    expect(violations).toEqual([]);
  });
});

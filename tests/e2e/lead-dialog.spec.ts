import AxeBuilder from "@axe-core/playwright";
import { expect, test, type Locator, type Page, type Request } from "@playwright/test";
import { expectReadableContrast } from "./support/axe";
import { demoSettings, openingHours, waitForHydration } from "./support/site";
import { test as staffTest } from "./support/staff";

/**
 * The "Apply Now" lead capture dialog of the loan pages: step one (name, mobile, consent) stores
 * the lead; step two (optional) adds the service's other details. The e2e server allows 10 leads
 * per IP per 10 minutes and every test shares one IP, so only one test here reaches POST
 * /api/leads for real; the error cases answer the request in the browser (page.route).
 */

const LOAN_PAGE = "/loan-services/home-loans";
const LEADS_API = "**/api/leads";
const DETAILS_API = "**/api/leads/*";

const messages = {
  name: "Enter your full name",
  mobile: "Enter a 10-digit Indian mobile number, e.g. 98765 43210",
  consent: "Please agree so we can contact you about your request",
  failed: "We could not send your details. Please try again, or call/WhatsApp us.",
};

/** A stored lead as POST /api/leads answers it, for tests that answer in the browser. */
const storedLead = {
  reference: "LN-24K7Q9",
  kind: "loan_enquiry",
  enrichmentToken: "e2e-token-e2e-token-e2e-token-e2e-token-abc",
};

/** Collects the POST /api/leads requests the page sends. */
function leadPosts(page: Page): Request[] {
  const posts: Request[] = [];
  page.on("request", (request) => {
    if (request.method() === "POST" && new URL(request.url()).pathname === "/api/leads") posts.push(request);
  });
  return posts;
}

function heroApplyButton(page: Page): Locator {
  return page
    .locator("section")
    .filter({ has: page.getByRole("heading", { level: 1 }) })
    .getByRole("button", { name: "Apply Now" });
}

function leadDialog(page: Page): Locator {
  return page.getByRole("dialog", { name: "Apply for Home Loans" });
}

async function openFromHero(page: Page, path = LOAN_PAGE): Promise<Locator> {
  await page.goto(path);
  await waitForHydration(page);
  await heroApplyButton(page).click();
  const dialog = leadDialog(page);
  await expect(dialog).toBeVisible();
  return dialog;
}

const validInput = {
  name: "Priya Nair",
  mobile: "098765 43210",
};

/** Step one: all a lead needs. */
async function fillValid(dialog: Locator, mobile = validInput.mobile): Promise<void> {
  await dialog.getByLabel("Full name").fill(validInput.name);
  await dialog.getByLabel("Mobile number").fill(mobile);
  await dialog.getByRole("checkbox", { name: /I agree/ }).check();
}

async function expectValuesKept(dialog: Locator, mobile = validInput.mobile): Promise<void> {
  await expect(dialog.getByLabel("Full name")).toHaveValue(validInput.name);
  await expect(dialog.getByLabel("Mobile number")).toHaveValue(mobile);
  await expect(dialog.getByRole("checkbox", { name: /I agree/ })).toBeChecked();
}

test.describe("lead capture dialog on a loan page", () => {
  test("opens from the hero; an empty submit shows what to fix next to each field and sends nothing", async ({
    page,
  }) => {
    const posts = leadPosts(page);
    const dialog = await openFromHero(page);
    await expect(dialog).toContainText("a loan advisor will call you back");

    await dialog.getByRole("button", { name: "Send my details" }).click();

    // Step one asks for nothing else: the other details come after the lead is stored.
    await expect(dialog.getByLabel("Loan amount (₹)")).toHaveCount(0);
    const fields: [Locator, string][] = [
      [dialog.getByLabel("Full name"), messages.name],
      [dialog.getByLabel("Mobile number"), messages.mobile],
      [dialog.getByRole("checkbox", { name: /I agree/ }), messages.consent],
    ];
    for (const [field, message] of fields) {
      await expect(field).toHaveAttribute("aria-invalid", "true");
      await expect(field).toHaveAccessibleDescription(new RegExp(`^${message.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}`));
      await expect(dialog.getByText(message, { exact: true })).toBeVisible();
    }
    // Each message is readable where it stands (its contrast, measured in the browser).
    for (const [, message] of fields) await expectReadableContrast(dialog.getByText(message, { exact: true }));
    // The text box is easy to tap: 44 px tall.
    expect((await dialog.getByLabel("Full name").boundingBox())?.height).toBeGreaterThanOrEqual(44);
    // The bot trap is drawn (not display:none, which some bots skip) but off the screen, unseen.
    const trap = dialog.locator('input[name="website"]');
    await expect(trap).toBeVisible();
    await expect(trap).not.toBeInViewport();
    // The first field with a problem gets focus.
    await expect(dialog.getByLabel("Full name")).toBeFocused();

    // Give a request that should not exist time to show up.
    await page.waitForTimeout(500);
    expect(posts).toHaveLength(0);
  });

  test("works with the keyboard alone: Tab to Apply Now, Enter opens, Tab stays inside, Escape returns focus", async ({
    page,
  }) => {
    await page.goto(LOAN_PAGE);
    await waitForHydration(page);
    const apply = heroApplyButton(page);

    let reached = false;
    for (let i = 0; i < 60 && !reached; i++) {
      await page.keyboard.press("Tab");
      reached = await apply.evaluate((element) => element === document.activeElement);
    }
    expect(reached, "Apply Now is reachable with Tab").toBe(true);

    await page.keyboard.press("Enter");
    const dialog = leadDialog(page);
    await expect(dialog).toBeVisible();
    await expect(dialog.getByLabel("Full name")).toBeFocused();

    const focusInside = () => dialog.evaluate((element) => element.contains(document.activeElement));
    const tabbables = await dialog.evaluate(
      (element) => element.querySelectorAll('input:not([tabindex="-1"]), select, textarea, button, a[href]').length,
    );
    // Round the whole dialog once and a bit: focus never leaves it.
    for (let i = 0; i < tabbables + 3; i++) {
      await page.keyboard.press("Tab");
      expect(await focusInside(), `focus inside the dialog after ${i + 1} Tab presses`).toBe(true);
    }
    await dialog.getByLabel("Full name").focus();
    await page.keyboard.press("Shift+Tab");
    expect(await focusInside()).toBe(true);
    await expect(dialog.getByRole("button", { name: "Close" })).toBeFocused();

    // Typed values survive closing and reopening.
    await dialog.getByLabel("Full name").focus();
    await page.keyboard.type("Priya");
    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
    await expect(apply).toBeFocused();

    await page.keyboard.press("Enter");
    await expect(dialog).toBeVisible();
    await expect(dialog.getByLabel("Full name")).toHaveValue("Priya");
  });

  test("a field message from the server (400) shows next to that field and keeps what was typed", async ({ page }) => {
    const serverMessage = "This number is not in service. Enter another mobile number.";
    await page.route(LEADS_API, (route) =>
      route.fulfill({
        status: 400,
        contentType: "application/json",
        body: JSON.stringify({
          error: { code: "invalid_input", message: "Some fields are not valid", fields: { mobile: serverMessage } },
        }),
      }),
    );
    const dialog = await openFromHero(page);
    await fillValid(dialog);
    await dialog.getByRole("button", { name: "Send my details" }).click();

    const mobile = dialog.getByLabel("Mobile number");
    await expect(mobile).toHaveAttribute("aria-invalid", "true");
    await expect(mobile).toHaveAccessibleDescription(new RegExp(`^${serverMessage.replace(/\./g, "\\.")}`));
    await expect(mobile).toBeFocused();
    await expect(dialog.getByRole("alert")).toHaveCount(0);
    await expectValuesKept(dialog);
  });

  test("too many submissions (429) shows the server's message, keeps the values, and a double click sends once", async ({
    page,
  }) => {
    const rateMessage = "Too many submissions from your connection. Please try again in 7 minutes, or call us.";
    let calls = 0;
    await page.route(LEADS_API, async (route) => {
      calls += 1;
      await new Promise((resolve) => setTimeout(resolve, 1500));
      await route.fulfill({
        status: 429,
        headers: { "Retry-After": "420" },
        contentType: "application/json",
        body: JSON.stringify({ error: { code: "rate_limited", message: rateMessage } }),
      });
    });
    const dialog = await openFromHero(page);
    await fillValid(dialog);
    const submit = dialog.getByRole("button", { name: "Send my details" });
    await submit.dblclick();
    await expect(dialog.getByRole("button", { name: "Sending…" })).toBeVisible();

    await expect(dialog.getByRole("alert")).toContainText(rateMessage);
    expect(calls).toBe(1);
    await expectValuesKept(dialog);
    await expect(dialog.getByRole("alert").getByRole("link", { name: /Call/ })).toHaveAttribute(
      "href",
      `tel:${demoSettings.phone}`,
    );
  });

  test("a network failure shows the general message and keeps the values", async ({ page }) => {
    await page.route(LEADS_API, (route) => route.abort("failed"));
    const dialog = await openFromHero(page);
    await fillValid(dialog);
    await dialog.getByRole("button", { name: "Send my details" }).click();
    await expect(dialog.getByRole("alert")).toContainText(messages.failed);
    await expectValuesKept(dialog);
  });

  test("the dialog's code is fetched only when a visitor reaches for Apply Now", async ({ page }) => {
    const scripts: string[] = [];
    page.on("request", (request) => {
      if (request.resourceType() === "script") scripts.push(new URL(request.url()).pathname);
    });
    await page.goto(LOAN_PAGE);
    await waitForHydration(page);
    expect(scripts.filter((path) => path.includes("lead-capture-dialog"))).toEqual([]);

    const loaded = page.waitForRequest((request) => request.url().includes("lead-capture-dialog"));
    await heroApplyButton(page).hover();
    await loaded;
  });
});

test.describe("sticky Apply bar on phones", () => {
  test.use({ viewport: { width: 375, height: 740 } });

  test("opens the dialog at 375 px, offers a call button and stops above the footer", async ({ page }) => {
    await page.goto(LOAN_PAGE);
    await waitForHydration(page);
    const bar = page.getByRole("region", { name: "Apply or call" });
    await expect(bar).toBeVisible();
    await expect(bar.getByRole("link", { name: /^Call / })).toHaveAttribute("href", `tel:${demoSettings.phone}`);

    // Pinned to the bottom of the screen while reading.
    const box = await bar.boundingBox();
    expect(box && Math.round(box.y + box.height)).toBe(740);

    const apply = bar.getByRole("button", { name: "Apply Now" });
    await apply.click();
    const dialog = leadDialog(page);
    await expect(dialog).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
    await expect(apply).toBeFocused();

    // At the end of the page it sits above the footer and covers none of it.
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await expect(page.getByText("Approved DSA of various banks and financial institutions.")).toBeInViewport();
    const barBox = await bar.boundingBox();
    const footerBox = await page.locator("footer").boundingBox();
    expect(barBox && footerBox && barBox.y + barBox.height <= footerBox.y + 0.5).toBe(true);
  });

  test("is not shown on desktop, where the sidebar card has Apply Now", async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto(LOAN_PAGE);
    await waitForHydration(page);
    await expect(page.getByRole("region", { name: "Apply or call" })).toBeHidden();
    await expect(heroApplyButton(page)).toBeVisible();

    // The sidebar card has its own Apply Now, opening the same dialog.
    const sidebarApply = page.locator("aside").getByRole("button", { name: "Apply Now" });
    await sidebarApply.click();
    await expect(leadDialog(page)).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(sidebarApply).toBeFocused();
  });
});

test.describe("accessibility of the open dialog", () => {
  async function axeViolations(page: Page): Promise<string[]> {
    // Let the open animation finish so colours are measured on the final frame.
    await page.getByRole("dialog").evaluate((element) => Promise.all(element.getAnimations().map((a) => a.finished)));
    const results = await new AxeBuilder({ page }).analyze();
    return results.violations.flatMap((violation) =>
      violation.nodes.map((node) => `${violation.id}: ${violation.help} at ${node.target.join(" ")}`),
    );
  }

  for (const viewport of [
    { label: "desktop", width: 1280, height: 800 },
    { label: "375 px", width: 375, height: 740 },
  ]) {
    test(`empty, with errors and after success at ${viewport.label}: no axe violations`, async ({ page }) => {
      // Five axe runs over both steps: more than the default 30 s on a busy machine.
      test.slow();
      await page.setViewportSize({ width: viewport.width, height: viewport.height });
      // A stored lead, answered in the browser: this test must not use up the per-IP lead limit.
      await page.route(LEADS_API, (route) =>
        route.fulfill({ status: 201, contentType: "application/json", body: JSON.stringify(storedLead) }),
      );
      await page.route(DETAILS_API, (route) =>
        route.fulfill({
          status: 400,
          contentType: "application/json",
          body: JSON.stringify({
            error: {
              code: "invalid_input",
              message: "Some fields are not valid",
              fields: { pincode: "Enter your 6-digit PIN code" },
            },
          }),
        }),
      );
      await page.goto(LOAN_PAGE);
      await waitForHydration(page);
      await page.getByRole("button", { name: "Apply Now" }).first().click();
      const dialog = leadDialog(page);
      await expect(dialog).toBeVisible();
      expect(await axeViolations(page)).toEqual([]);

      await dialog.getByRole("button", { name: "Send my details" }).click();
      await expect(dialog.getByLabel("Full name")).toHaveAttribute("aria-invalid", "true");
      expect(await axeViolations(page)).toEqual([]);

      await fillValid(dialog);
      await dialog.getByRole("button", { name: "Send my details" }).click();
      await expect(dialog.getByTestId("lead-reference")).toHaveText("LN-24K7Q9");
      await expect(dialog.getByRole("heading", { name: "Thank you, we have your details" })).toBeFocused();
      expect(await axeViolations(page)).toEqual([]);

      // Step two with a field message.
      await dialog.getByLabel("PIN code").fill("12");
      await dialog.getByRole("button", { name: "Add these details" }).click();
      await expect(dialog.getByLabel("PIN code")).toHaveAttribute("aria-invalid", "true");
      expect(await axeViolations(page)).toEqual([]);
    });
  }
});

staffTest.describe("the two steps, for real", () => {
  staffTest(
    "name, mobile and consent store the lead; closing keeps it; step two adds city and amount to the same lead",
    async ({ page }) => {
      const posts = leadPosts(page);
      const dialog = await openFromHero(page, `${LOAN_PAGE}?utm_source=e2e&utm_campaign=lead-dialog`);
      await fillValid(dialog, "098765 43299");
      const created = page.waitForResponse(
        (response) => new URL(response.url()).pathname === "/api/leads" && response.request().method() === "POST",
      );
      await dialog.getByRole("button", { name: "Send my details" }).click();
      expect((await created).status()).toBe(201);
      expect(posts).toHaveLength(1);
      // What was typed is sent as typed (the server normalises it), with consent and attribution.
      expect(posts[0]?.postDataJSON()).toMatchObject({
        kind: "loan_enquiry",
        serviceSlug: "home-loans",
        name: validInput.name,
        mobile: "098765 43299",
        consent: { accepted: true },
        website: "",
        landingPage: `${LOAN_PAGE}?utm_source=e2e&utm_campaign=lead-dialog`,
        utm: { source: "e2e", campaign: "lead-dialog" },
      });

      const referenceBox = dialog.getByTestId("lead-reference");
      await expect(referenceBox).toHaveText(/^LN-[2-9A-HJKMNP-TV-Z]{6}$/);
      const reference = (await referenceBox.textContent()) ?? "";
      await expect(dialog).toContainText("within one working day");
      await expect(dialog).toContainText(openingHours);
      await expect(dialog).toContainText("We never ask for fees");
      await expect(dialog.getByRole("heading", { name: /Help your advisor prepare/ })).toContainText("optional");
      const whatsapp = dialog.getByRole("link", { name: /Chat on WhatsApp/ });
      expect(
        decodeURIComponent(new URL((await whatsapp.getAttribute("href")) ?? "").searchParams.get("text") ?? ""),
      ).toContain(reference);

      // The visitor closes the dialog: the lead is stored all the same, as staff see it.
      await page.keyboard.press("Escape");
      await expect(dialog).toBeHidden();
      const findLead = async () => {
        const res = await page.request.get(`/api/admin/leads?search=${reference}`);
        expect(res.status()).toBe(200);
        const { items } = (await res.json()) as {
          items: { reference: string; city: string | null; loanAmount: number | null; name: string }[];
        };
        return items.find((item) => item.reference === reference);
      };
      expect(await findLead()).toMatchObject({ name: validInput.name, city: null, loanAmount: null });

      // They come back to it: step two is still there and fills in the same lead.
      await heroApplyButton(page).click();
      await expect(dialog).toBeVisible();
      await dialog.getByLabel("City or town").fill("Kochi");
      await dialog.getByLabel("Loan amount (₹)").fill("25 lakh");
      await expect(dialog.getByText("₹25,00,000 · 25 lakh")).toBeVisible();
      const saved = page.waitForResponse((response) => response.request().method() === "PATCH");
      await dialog.getByRole("button", { name: "Add these details" }).click();
      expect((await saved).status()).toBe(200);
      await expect(dialog.getByRole("status")).toContainText("the advisor will see these details");
      expect(await findLead()).toMatchObject({ city: "Kochi", loanAmount: 2_500_000 });
      expect(posts).toHaveLength(1);
    },
  );
});

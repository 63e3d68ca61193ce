import AxeBuilder from "@axe-core/playwright";
import { expect, test, type Locator, type Page, type Request } from "@playwright/test";
import { leadMessages } from "~server/leads/lead-schemas.server";
import {
  canonicalHref,
  collectPageErrors,
  demoSettings,
  jsonLdBlocks,
  jsonLdOfType,
  openingHours,
  visibleText,
  waitForHydration,
} from "./support/site";

// Every e2e test shares one client IP and its lead limit: this file makes exactly two
// successful submissions (one contact message, one partner application).

/** Collects the lead submissions a page sends. */
function leadRequests(page: Page): Request[] {
  const requests: Request[] = [];
  page.on("request", (request) => {
    if (new URL(request.url()).pathname === "/api/leads") requests.push(request);
  });
  return requests;
}

/** Presses Tab until `target` has focus (keyboard only), failing after `limit` presses. */
async function tabTo(page: Page, target: Locator, limit = 80): Promise<void> {
  for (let i = 0; i < limit; i++) {
    if (await target.evaluate((element) => element === document.activeElement)) return;
    await page.keyboard.press("Tab");
  }
  throw new Error(`Tab never reached ${target.toString()}`);
}

test.describe("/contact", () => {
  test("is server-rendered with its title, canonical link and structured data", async ({ request }) => {
    const response = await request.get("/contact");
    expect(response.status()).toBe(200);
    const html = await response.text();
    expect(html).toContain(`<title>Contact Us | ${demoSettings.businessName}</title>`);
    expect(canonicalHref(html)).toMatch(/\/contact$/);
    const blocks = jsonLdBlocks(html);
    jsonLdOfType(blocks, "ContactPage");
    const breadcrumb = jsonLdOfType(blocks, "BreadcrumbList");
    const crumbs = breadcrumb.itemListElement as { name: string }[];
    expect(crumbs.map((c) => c.name)).toEqual(["Home", "Contact Us"]);
  });

  test("shows the address, phone, e-mail, WhatsApp, hours and languages from the settings", async ({ page }) => {
    await page.goto("/contact");
    const main = page.locator("main");
    const { address } = demoSettings;

    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Contact us");
    await expect(main.getByRole("navigation", { name: "Breadcrumb" })).toContainText("Contact Us");

    const office = main.locator("address").first();
    await expect(office).toContainText(demoSettings.legalName);
    for (const part of [address.street, address.locality, address.city, address.state, address.postalCode]) {
      await expect(office).toContainText(part);
    }
    const directions = main.getByRole("link", { name: /Get directions/ });
    await expect(directions).toHaveAttribute(
      "href",
      `https://www.google.com/maps/search/?api=1&query=${address.latitude},${address.longitude}`,
    );
    await expect(directions).toHaveAttribute("target", "_blank");

    const phone = main.getByRole("link", { name: "+91 484 200 0000" });
    await expect(phone).toHaveAttribute("href", `tel:${demoSettings.phone}`);

    const email = main.getByRole("link", { name: demoSettings.contactEmail, exact: true }).first();
    await expect(email).toHaveAttribute("href", `mailto:${demoSettings.contactEmail}`);

    const whatsapp = main.getByRole("link", { name: /Chat on WhatsApp/ });
    await expect(whatsapp).toHaveAttribute("href", /^https:\/\/wa\.me\/919000000000\?text=/);
    await expect(whatsapp).toHaveAttribute("target", "_blank");

    await expect(main).toContainText(openingHours);
    const languages = main.getByRole("list", { name: "Languages we speak" });
    for (const language of ["English", "Hindi", "Malayalam", "Tamil"]) {
      await expect(languages).toContainText(language);
    }
    await expect(main.getByRole("note")).toContainText("we never ask for fees to approve a loan");
  });

  test("a name with an emoji is told what to remove, under the field; brackets are fine", async ({ page }) => {
    const requests = leadRequests(page);
    await page.goto("/contact");
    await waitForHydration(page);

    const name = page.getByLabel("Full name");
    await name.fill("Anitha 🙏");
    await page.getByRole("button", { name: "Send message" }).click();
    const message = "Remove 🙏 from the name: use letters, spaces and . - ' ( )";
    await expect(name).toHaveAttribute("aria-invalid", "true");
    await expect(name).toHaveAccessibleDescription(new RegExp(message.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")));
    await expect(page.getByText(message)).toBeVisible();
    // The message sits under the field.
    const fieldBox = (await name.boundingBox())!;
    const messageBox = (await page.getByText(message).boundingBox())!;
    expect(messageBox.y).toBeGreaterThan(fieldBox.y + fieldBox.height - 1);

    await name.fill("Dr. K. R. Nair-Pillai (Jr.)");
    await expect(page.getByText(message)).toBeHidden();
    await expect(name).not.toHaveAttribute("aria-invalid", "true");
    expect(requests).toHaveLength(0);
  });

  test("an empty form shows a message for each required field and sends nothing", async ({ page }) => {
    const errors = collectPageErrors(page);
    const requests = leadRequests(page);
    await page.goto("/contact");
    await waitForHydration(page);

    await page.getByRole("button", { name: "Send message" }).click();

    const name = page.getByLabel("Full name");
    await expect(page.getByText("Enter your full name")).toBeVisible();
    await expect(page.getByText("Enter a 10-digit Indian mobile number")).toBeVisible();
    await expect(page.getByText("Tell us a little more (at least 10 characters)")).toBeVisible();
    await expect(page.getByText("Please agree so we can contact you about your request")).toBeVisible();
    await expect(name).toHaveAttribute("aria-invalid", "true");
    await expect(name).toBeFocused();
    // Optional fields are not flagged.
    await expect(page.getByLabel("E-mail")).not.toHaveAttribute("aria-invalid", "true");
    await expect(page.getByLabel("Subject")).not.toHaveAttribute("aria-invalid", "true");

    // A wrong mobile number is explained, still without sending anything.
    await page.getByLabel("Mobile number").fill("12345");
    await page.getByRole("button", { name: "Send message" }).click();
    await expect(page.getByText("Enter a 10-digit Indian mobile number")).toBeVisible();

    await page.waitForTimeout(300);
    expect(requests).toHaveLength(0);
    expect(errors).toEqual([]);
  });

  test("pasted control characters are explained next to their field, and nothing is sent", async ({ page }) => {
    const errors = collectPageErrors(page);
    const requests = leadRequests(page);
    await page.goto("/contact");
    await waitForHydration(page);

    await page.getByLabel("Full name").fill("Ravi\u0007 Kumar");
    await page.getByLabel("Mobile number").fill("98765 43210");
    // A message may keep its line breaks, but not a NUL (which the database refuses).
    await page.getByLabel("Your message").fill("Please call me\nabout a gold loan.\u0000");
    await page.getByRole("checkbox", { name: /I agree/ }).check();
    await page.getByRole("button", { name: "Send message" }).click();

    await expect(page.getByLabel("Full name")).toHaveAttribute("aria-invalid", "true");
    await expect(page.getByText(leadMessages.controlCharacters)).toBeVisible();
    await expect(page.getByLabel("Your message")).toHaveAttribute("aria-invalid", "true");
    await expect(page.getByText(leadMessages.messageControlCharacters)).toBeVisible();
    await expect(page.getByLabel("Mobile number")).not.toHaveAttribute("aria-invalid", "true");

    await page.waitForTimeout(300);
    expect(requests).toHaveLength(0);
    expect(errors).toEqual([]);
  });

  test("can be completed with the keyboard alone and shows a CT- reference", async ({ page }) => {
    const requests = leadRequests(page);
    await page.goto("/contact");
    await waitForHydration(page);

    await tabTo(page, page.getByLabel("Full name"));
    await page.keyboard.type("Anjali Menon");
    await page.keyboard.press("Tab");
    await expect(page.getByLabel("Mobile number")).toBeFocused();
    await page.keyboard.type("98470 31234");
    await page.keyboard.press("Tab");
    await expect(page.getByLabel("E-mail")).toBeFocused();
    await page.keyboard.type("anjali@example.com");
    await page.keyboard.press("Tab");
    await expect(page.getByLabel("Subject")).toBeFocused();
    await page.keyboard.type("Home loan balance transfer");
    await page.keyboard.press("Tab");
    await expect(page.getByLabel("Your message")).toBeFocused();
    await page.keyboard.type("I would like to move my home loan to a lower rate. Please call me after 5 pm.");
    await page.keyboard.press("Tab");
    const consent = page.getByRole("checkbox", { name: /I agree/ });
    await expect(consent).toBeFocused();
    await page.keyboard.press("Space");
    await expect(consent).toBeChecked();
    await tabTo(page, page.getByRole("button", { name: "Send message" }), 10);

    const answer = page.waitForResponse((response) => new URL(response.url()).pathname === "/api/leads");
    await page.keyboard.press("Enter");
    expect((await answer).status()).toBe(201);

    const body = requests[0]?.postDataJSON() as Record<string, unknown>;
    expect(body).toMatchObject({
      kind: "contact_message",
      name: "Anjali Menon",
      subject: "Home loan balance transfer",
      consent: { accepted: true },
    });
    const reference = page.getByTestId("lead-reference");
    await expect(reference).toHaveText(/^CT-[2-9A-Z]{6}$/);
    await expect(page.getByRole("heading", { name: /your message has reached us/ })).toBeFocused();
    await expect(page.getByText(/^When we reply: within one working day/)).toBeVisible();
    expect(requests).toHaveLength(1);
  });
});

test.describe("/business-partners", () => {
  test("is server-rendered with its content, title and FAQ data", async ({ request }) => {
    const response = await request.get("/business-partners");
    expect(response.status()).toBe(200);
    const html = await response.text();
    expect(html).toContain(`<title>Business Partner Registration | ${demoSettings.businessName}</title>`);
    expect(canonicalHref(html)).toMatch(/\/business-partners$/);
    for (const heading of ["Who can partner with us", "What you get", "How it works", "Register as a partner"]) {
      expect(html).toContain(heading);
    }
    const faq = jsonLdOfType(jsonLdBlocks(html), "FAQPage");
    expect((faq.mainEntity as unknown[]).length).toBeGreaterThan(3);
    // No invented payout rates.
    expect(visibleText(html)).not.toMatch(/\d\s?%/);
  });

  test("checks e-mail and city, then registers and shows a BP- reference", async ({ page }) => {
    const requests = leadRequests(page);
    await page.goto("/business-partners");
    await waitForHydration(page);

    await page.getByLabel("Full name").fill("Rahul Nair");
    await page.getByLabel("Mobile number").fill("+91 94470 56789");
    await page.getByLabel("E-mail").fill("rahul@example");
    await page.getByLabel("What describes your work best?").selectOption({ label: "Chartered accountant" });
    await page.getByRole("checkbox", { name: /I agree/ }).check();
    await page.getByRole("button", { name: "Register as a partner" }).click();

    await expect(page.getByText("Enter a valid e-mail address, e.g. name@example.com")).toBeVisible();
    await expect(page.getByText("Enter your city or town")).toBeVisible();
    await expect(page.getByLabel("E-mail")).toBeFocused();
    await page.waitForTimeout(300);
    expect(requests).toHaveLength(0);

    await page.getByLabel("E-mail").fill("rahul@example.com");
    await page.getByLabel("City or town").fill("Thrissur");
    await page.getByLabel("PIN code").fill("680 001");
    await page.getByLabel("Years of experience").fill("6");
    await expect(page.getByText("Enter your city or town")).toBeHidden();

    const answer = page.waitForResponse((response) => new URL(response.url()).pathname === "/api/leads");
    await page.getByRole("button", { name: "Register as a partner" }).click();
    expect((await answer).status()).toBe(201);

    expect(requests[0]?.postDataJSON()).toMatchObject({
      kind: "partner_application",
      email: "rahul@example.com",
      city: "Thrissur",
      partnerType: "chartered_accountant",
    });
    await expect(page.getByTestId("lead-reference")).toHaveText(/^BP-[2-9A-Z]{6}$/);
    expect(requests).toHaveLength(1);
  });
});

for (const viewport of [
  { label: "desktop", width: 1280, height: 800 },
  { label: "375 px", width: 375, height: 740 },
]) {
  test.describe(`contact and partner pages at ${viewport.label}`, () => {
    test.use({ viewport: { width: viewport.width, height: viewport.height } });

    for (const path of ["/contact", "/business-partners"]) {
      test(`${path} has no axe violations and no sideways scrolling`, async ({ page }) => {
        await page.goto(path);
        await waitForHydration(page);
        const results = await new AxeBuilder({ page }).analyze();
        expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`)).toEqual(
          [],
        );
        const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
        expect(overflow).toBeLessThanOrEqual(0);
      });
    }

    test(`the contact form's messages have no axe violations at ${viewport.label}`, async ({ page }) => {
      await page.goto("/contact");
      await waitForHydration(page);
      await page.getByRole("button", { name: "Send message" }).click();
      await expect(page.getByText("Enter your full name")).toBeVisible();
      const results = await new AxeBuilder({ page }).include("form").analyze();
      expect(results.violations.map((v) => v.id)).toEqual([]);
    });
  });
}

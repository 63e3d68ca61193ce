import type { APIRequestContext, Page } from "@playwright/test";
import { consentNoticeVersions } from "~server/leads/lead.schema";
import { contactMessageBody, loanEnquiryBody } from "../support/lead-inputs";
import { expectNoAxeViolations } from "./support/axe";
import { waitForHydration } from "./support/site";
import { expect, test } from "./support/staff";

// Staff work leads that came in Malayalam and Hindi (issue 27): the list marks each one's language
// and filters by it, and the names show in real letters, the staff area fetching the Malayalam or
// Devanagari face only when a screen shows that script.

type Language = "en" | "ml" | "hi";

/** Six digits no other test's mobiles start with: searching for them lists this test's leads only. */
function uniqueMobilePrefix(): string {
  return `9${String(Math.floor(Math.random() * 1e5)).padStart(5, "0")}`;
}

async function sendLead(api: APIRequestContext, body: Record<string, unknown>, language: Language): Promise<string> {
  const res = await api.post("/api/leads", {
    data: { ...body, consent: { accepted: true, noticeVersion: consentNoticeVersions[language], language } },
  });
  expect(res.status(), await res.text()).toBe(201);
  return ((await res.json()) as { reference: string }).reference;
}

/** The font files a page asks for from now on. */
function fontRequests(page: Page): string[] {
  const fonts: string[] = [];
  page.on("request", (request) => {
    if (request.resourceType() === "font") fonts.push(new URL(request.url()).pathname);
  });
  return fonts;
}

/** The site's faces the page has loaded, by family. */
function loadedFaces(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    [...new Set([...document.fonts].filter((face) => face.status === "loaded").map((face) => face.family))].sort(),
  );
}

test.describe("leads in Malayalam and Hindi on the staff list", () => {
  test("staff filter the list by Malayalam and see each lead's language, the names in real letters", async ({
    page,
    signedInAs,
  }) => {
    test.setTimeout(60_000);
    const prefix = uniqueMobilePrefix();
    const malayalam = await sendLead(
      page.request,
      loanEnquiryBody({ name: "ശ്രീലക്ഷ്മി ഉണ്ണികൃഷ്ണൻ", mobile: `${prefix}0001` }),
      "ml",
    );
    const hindi = await sendLead(
      page.request,
      contactMessageBody({ name: "राजेश शर्मा", mobile: `${prefix}0002` }),
      "hi",
    );
    const english = await sendLead(
      page.request,
      contactMessageBody({ name: "Anjali Menon", mobile: `${prefix}0003` }),
      "en",
    );

    await page.goto(`/admin/leads?search=${prefix}`);
    await waitForHydration(page);
    const row = (reference: string) => page.getByRole("row", { name: new RegExp(reference) });
    await expect(row(malayalam)).toContainText("മലയാളം");
    await expect(row(hindi)).toContainText("हिन्दी");
    // English is what most leads are: they carry no mark.
    await expect(row(english)).not.toContainText(/English|മലയാളം|हिन्दी/);
    // Named in English for screen readers and on hover: staff read English (ADR 0038).
    await expect(page.getByRole("row", { name: /wrote in Malayalam/ })).toContainText(malayalam);
    await expect(page.getByRole("row", { name: /wrote in Hindi/ })).toContainText(hindi);
    await expect(row(malayalam).getByTitle("Malayalam")).toBeVisible();

    const filters = page.getByRole("form", { name: "Filter the leads" });
    await filters.getByLabel("Language").selectOption({ label: "Malayalam" });
    await filters.getByRole("button", { name: "Apply filters" }).click();
    await expect(page).toHaveURL(/[?&]language=ml(&|$)/);
    await expect(row(malayalam)).toBeVisible();
    await expect(page.getByRole("row")).toHaveCount(2); // the header and the Malayalam lead
    await expect(page.getByText("Page 1 of 1 · 1 lead")).toBeVisible();
    await expectNoAxeViolations(page);
    // The names are drawn with the faces the staff area serves, not as boxes.
    await expect.poll(() => loadedFaces(page)).toEqual(["Noto Sans Devanagari", "Noto Sans Malayalam"]);

    // The address keeps the filter: a shared link opened in a fresh browser shows the same list.
    // With only Malayalam on the screen, only the Malayalam face is fetched.
    const colleague = await signedInAs("owner");
    const shared = await colleague.newPage();
    const sharedFonts = fontRequests(shared);
    await shared.goto(page.url());
    await waitForHydration(shared);
    await expect(shared.getByRole("form", { name: "Filter the leads" }).getByLabel("Language")).toHaveValue("ml");
    await expect(shared.getByRole("row")).toHaveCount(2);
    await expect.poll(() => loadedFaces(shared)).toEqual(["Noto Sans Malayalam"]);
    expect(sharedFonts.length).toBeGreaterThan(0);
    expect(sharedFonts.filter((path) => !path.includes("noto-sans-malayalam"))).toEqual([]);
    await colleague.close();

    // An address with a language the list does not know is said, and the filter left out.
    await page.goto(`/admin/leads?search=${prefix}&language=ta`);
    await expect(page.getByRole("status").filter({ hasText: "is left out (language)" })).toBeVisible();
    await expect(page.getByRole("row")).toHaveCount(4);
  });

  test("fits a phone with the language marks, and a screen without Malayalam or Hindi fetches no font", async ({
    page,
  }) => {
    const prefix = uniqueMobilePrefix();
    const reference = await sendLead(
      page.request,
      loanEnquiryBody({ name: "ഉണ്ണികൃഷ്ണൻ നമ്പൂതിരിപ്പാട് വാസുദേവൻ", mobile: `${prefix}0001` }),
      "ml",
    );
    const fonts = fontRequests(page);
    await page.goto("/admin/account");
    await waitForHydration(page);
    expect(fonts).toEqual([]);

    await page.setViewportSize({ width: 375, height: 740 });
    await page.goto(`/admin/leads?search=${prefix}&language=ml`);
    await waitForHydration(page);
    await expect(page.getByRole("link", { name: reference })).toBeVisible();
    // A card per lead: the name's definition carries the mark, in Malayalam and for screen readers.
    const name = page.getByRole("definition").filter({ hasText: "(wrote in Malayalam)" });
    await expect(name).toContainText("ഉണ്ണികൃഷ്ണൻ നമ്പൂതിരിപ്പാട് വാസുദേവൻ");
    await expect(name.getByTitle("Malayalam")).toHaveText(/^മലയാളം/);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    await expectNoAxeViolations(page);
  });
});

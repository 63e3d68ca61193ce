import type { Browser, Locator, Page } from "@playwright/test";
import { expectNoAxeViolations } from "./support/axe";
import { waitForHydration } from "./support/site";
import { expect, test } from "./support/staff";

// A visitor on a phone reads a loan page in Malayalam and sends an enquiry with a Malayalam name;
// staff find it by that name and see that it came in Malayalam (issue 27). The loan page's own
// texts are translated elsewhere: these tests read only the lead form's words and the language
// switcher's language names.

const LOAN_PAGE = "/loan-services/home-loans";
const PHONE = { width: 375, height: 740 };

/** Malayalam letters to spell a name no other test sends. */
const MALAYALAM_LETTERS = "കഖഗഘങചഛജഝഞടഠഡഢണതഥദധനപഫബഭമയരലവശഷസഹളഴ";
let sent = 0;
function uniqueMalayalamName(): string {
  const seed = `${Date.now().toString(36)}${process.pid.toString(36)}${(sent++).toString(36)}`;
  const word = [...seed].map((c) => MALAYALAM_LETTERS[parseInt(c, 36) % MALAYALAM_LETTERS.length]).join("");
  return `അനിത ${word}`;
}

/** A mobile no other lead has (a repeat of the same mobile and service would be linked). */
function uniqueMobile(): string {
  return `9${String(Math.floor(Math.random() * 1e9)).padStart(9, "0")}`;
}

/** A visitor's phone: no staff session, the cookie choice made so no banner covers the form. */
async function visitorOnPhone(browser: Browser): Promise<Page> {
  const context = await browser.newContext({ viewport: PHONE });
  await context.addInitScript(() => localStorage.setItem("cookieConsent", "declined"));
  return context.newPage();
}

/** The phone's bottom bar (its name is the lead form's words) and its Apply button opens the dialog. */
async function openLeadDialog(page: Page, applyNow: string, bar: string): Promise<Locator> {
  await page.getByRole("region", { name: bar }).getByRole("button", { name: applyNow }).click();
  const dialog = page.getByRole("dialog");
  await expect(dialog).toBeVisible();
  return dialog;
}

test.describe("a lead from a Malayalam page", () => {
  test("a visitor switches to മലയാളം, sends a lead with a Malayalam name and reads the thanks in Malayalam; staff find it by that name, marked Malayalam", async ({
    browser,
    page: staff,
  }) => {
    test.setTimeout(60_000);
    const visitor = await visitorOnPhone(browser);
    await visitor.goto(LOAN_PAGE);
    await waitForHydration(visitor);

    // The header's menu on a phone, and in it the language switcher.
    await visitor.getByRole("button", { name: "Open menu" }).click();
    const drawer = visitor.getByRole("dialog");
    await drawer.getByRole("link", { name: "മലയാളം" }).click();
    await expect(visitor).toHaveURL(new RegExp(`/ml${LOAN_PAGE}$`));
    await expect(visitor.locator("html")).toHaveAttribute("lang", "ml-IN");
    // The drawer may stay open over the new page: close it as a visitor would.
    if (await drawer.isVisible()) await visitor.keyboard.press("Escape");
    await expect(drawer).toBeHidden();

    const dialog = await openLeadDialog(visitor, "ഇപ്പോൾ അപേക്ഷിക്കുക", "അപേക്ഷിക്കുക അല്ലെങ്കിൽ വിളിക്കുക");
    const name = dialog.getByLabel("മുഴുവൻ പേര്");
    const mobile = dialog.getByLabel("മൊബൈൽ നമ്പർ");
    const consent = dialog.getByRole("checkbox", { name: /ഞാൻ സമ്മതിക്കുന്നു/ });
    await expect(name).toBeVisible();
    await expect(dialog.getByText("നിങ്ങളുടെ വിവരങ്ങൾ ഞങ്ങൾ എങ്ങനെ ഉപയോഗിക്കുന്നു (DPDP നിയമം 2023)")).toBeVisible();
    await expect(dialog.getByRole("link", { name: /സ്വകാര്യതാ നയം/ })).toHaveAttribute("href", "/ml/privacy");

    // Sent empty: what to fix, in Malayalam, next to each field.
    const send = dialog.getByRole("button", { name: "വിവരങ്ങൾ അയയ്ക്കുക" });
    await send.click();
    await expect(dialog.getByText("നിങ്ങളുടെ മുഴുവൻ പേര് നൽകുക")).toBeVisible();
    await expect(dialog.getByText("10 അക്ക ഇന്ത്യൻ മൊബൈൽ നമ്പർ നൽകുക, ഉദാ. 98765 43210")).toBeVisible();
    await expect(dialog.getByText("നിങ്ങളുടെ അപേക്ഷയെക്കുറിച്ച് ബന്ധപ്പെടാൻ ദയവായി സമ്മതം നൽകുക")).toBeVisible();
    await expect(name).toHaveAttribute("aria-invalid", "true");
    await expect(name).toBeFocused();

    const person = uniqueMalayalamName();
    const typedMobile = uniqueMobile();
    await name.fill(person);
    await mobile.fill(`${typedMobile.slice(0, 5)} ${typedMobile.slice(5)}`);
    await consent.check();
    const posted = visitor.waitForRequest(
      (request) => request.method() === "POST" && request.url().endsWith("/api/leads"),
    );
    await send.click();
    expect((await posted).postDataJSON()).toMatchObject({ name: person, consent: { language: "ml" } });

    await expect(dialog.getByRole("heading", { name: "നന്ദി, നിങ്ങളുടെ വിവരങ്ങൾ ഞങ്ങൾക്ക് ലഭിച്ചു" })).toBeVisible();
    await expect(dialog.getByText("നിങ്ങളുടെ റഫറൻസ് നമ്പർ:")).toBeVisible();
    await expect(dialog.getByText("വിളിക്കുമ്പോഴോ മെസേജ് അയയ്ക്കുമ്പോഴോ ഈ നമ്പർ പറയുക.")).toBeVisible();
    const reference = (await dialog.getByTestId("lead-reference").textContent())!.trim();
    expect(reference).toMatch(/^LN-[0-9A-Z]{6}$/);
    // The optional second step, in Malayalam too.
    await expect(dialog.getByRole("form", { name: "അഡ്വൈസർക്കുള്ള വിവരങ്ങൾ" })).toBeVisible();
    await visitor.context().close();

    // Staff search the workbench for the Malayalam name and open the lead.
    await staff.goto(`/admin/leads?search=${encodeURIComponent(person)}`);
    await waitForHydration(staff);
    const row = staff.getByRole("row", { name: new RegExp(reference) });
    await expect(row).toContainText(person);
    await expect(staff.getByRole("row")).toHaveCount(2); // the header and the one lead
    // Only the first name, as staff often type it, finds it too.
    const filters = staff.getByRole("form", { name: "Filter the leads" });
    await filters.getByLabel("Name, reference or mobile").fill(person.split(" ")[1]!);
    await filters.getByRole("button", { name: "Apply filters" }).click();
    await expect(staff.getByRole("row", { name: new RegExp(reference) })).toBeVisible();

    await staff
      .getByRole("row", { name: new RegExp(reference) })
      .getByRole("link", { name: reference })
      .click();
    await expect(staff.getByRole("heading", { level: 1, name: person })).toBeVisible();
    const enquiry = staff.getByRole("region", { name: "Enquiry" });
    await expect(enquiry.getByRole("definition").filter({ hasText: person })).toBeVisible();
    await expect(enquiry.getByText("Language", { exact: true })).toBeVisible();
    await expect(enquiry.getByRole("definition").filter({ hasText: /^Malayalam$/ })).toBeVisible();
  });
});

test.describe("the lead dialog in Malayalam and Hindi", () => {
  // Two axe runs over a whole loan page each, on a shared machine.
  test.describe.configure({ timeout: 90_000 });
  for (const { language, applyNow, bar, fullName, sendLabel, required, name } of [
    {
      language: "ml",
      applyNow: "ഇപ്പോൾ അപേക്ഷിക്കുക",
      bar: "അപേക്ഷിക്കുക അല്ലെങ്കിൽ വിളിക്കുക",
      fullName: "മുഴുവൻ പേര്",
      sendLabel: "വിവരങ്ങൾ അയയ്ക്കുക",
      required: "നിങ്ങളുടെ മുഴുവൻ പേര് നൽകുക",
      name: "ശ്രീക്കുട്ടൻ",
    },
    {
      language: "hi",
      applyNow: "अभी आवेदन करें",
      bar: "आवेदन करें या कॉल करें",
      fullName: "पूरा नाम",
      sendLabel: "मेरी जानकारी भेजें",
      required: "अपना पूरा नाम लिखें",
      name: "सुनीता देवी",
    },
  ] as const) {
    test(`passes axe when open in ${language}, with its messages and its thanks, and nothing runs out of it`, async ({
      browser,
    }) => {
      const visitor = await visitorOnPhone(browser);
      await visitor.goto(`/${language}${LOAN_PAGE}`);
      await waitForHydration(visitor);
      const dialog = await openLeadDialog(visitor, applyNow, bar);
      await expect(dialog.getByLabel(fullName)).toBeVisible();
      await expectNoAxeViolations(visitor);
      await dialog.getByRole("button", { name: sendLabel }).click();
      await expect(dialog.getByText(required)).toBeVisible();
      await expectNoAxeViolations(visitor);
      // Nothing sticks out of the dialog: long Malayalam words and labels wrap.
      const overflow = () => dialog.evaluate((element) => element.scrollWidth - element.clientWidth);
      expect(await overflow()).toBeLessThanOrEqual(0);

      // The thanks, the reference, the second step and the buttons fit too, on a phone and on a desktop.
      await dialog.getByLabel(fullName).fill(name);
      await dialog.locator('input[type="tel"]').fill(uniqueMobile());
      await dialog.getByRole("checkbox").first().check();
      await dialog.getByRole("button", { name: sendLabel }).click();
      await expect(dialog.getByTestId("lead-reference")).toBeVisible();
      expect(await overflow()).toBeLessThanOrEqual(0);
      await expectNoAxeViolations(visitor);
      await visitor.setViewportSize({ width: 1280, height: 900 });
      expect(await overflow()).toBeLessThanOrEqual(0);
      await visitor.context().close();
    });
  }
});

import fs from "node:fs";
import path from "node:path";
import type { APIRequestContext, Locator, Page } from "@playwright/test";
import { contactMessageBody, loanEnquiryBody } from "../support/lead-inputs";
import { xssPayloads } from "../support/xss-payloads";
import { expectNoAxeViolations } from "./support/axe";
import { waitForHydration } from "./support/site";
import { expect, expectToast, test } from "./support/staff";

/** A mobile number of its own per lead, so no lead is linked to another as a repeat. */
function uniqueMobile(): string {
  return `9${String(Date.now() * 10 + Math.floor(Math.random() * 10)).slice(-9)}`;
}

interface CreatedLead {
  id: number;
  reference: string;
}

/** A lead sent the way the website sends one (POST /api/leads), found again through the admin API. */
async function createLead(request: APIRequestContext, body: Record<string, unknown>): Promise<CreatedLead> {
  const res = await request.post("/api/leads", { data: { ...body, mobile: uniqueMobile() } });
  expect(res.status(), await res.text()).toBe(201);
  const { reference } = (await res.json()) as { reference: string };
  const list = await request.get(`/api/admin/leads?search=${encodeURIComponent(reference)}`);
  expect(list.status(), await list.text()).toBe(200);
  const { items } = (await list.json()) as { items: { id: number; reference: string }[] };
  const found = items.find((item) => item.reference === reference);
  expect(found, `lead ${reference} in the list`).toBeDefined();
  return { id: found!.id, reference };
}

async function openLead(page: Page, lead: CreatedLead) {
  await page.goto(`/admin/leads/${lead.id}`);
  await waitForHydration(page);
}

const timeline = (page: Page): Locator => page.getByRole("region", { name: "Timeline" });

/** Opens "Change status", picks `label`, fills the fields, saves, and waits for the one toast. */
async function changeStatus(page: Page, label: string, fill: Record<string, string> = {}) {
  await page.getByRole("toolbar", { name: "Lead actions" }).getByRole("button", { name: "Change status" }).click();
  const dialog = page.getByRole("dialog", { name: "Change status" });
  await dialog.getByLabel("New status").selectOption({ label });
  for (const [field, value] of Object.entries(fill)) await dialog.getByLabel(field, { exact: true }).fill(value);
  await dialog.getByRole("button", { name: "Change status" }).click();
  await expectToast(page, `Status changed to ${label}.`);
  await expect(dialog).toBeHidden();
}

/** Screenshots for the report, when LEAD_SCREENSHOTS names a folder. */
async function screenshot(page: Page, name: string) {
  const dir = process.env.LEAD_SCREENSHOTS;
  if (!dir) return;
  fs.mkdirSync(dir, { recursive: true });
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.screenshot({ path: path.join(dir, `${name}.png`), fullPage: true });
  // What a phone shows first, fixed bars where they really are.
  await page.screenshot({ path: path.join(dir, `${name}-screen.png`) });
}

test.describe("lead detail", () => {
  test("moves a lead from new to disbursed, each step on the timeline; an impossible jump is neither offered nor accepted", async ({
    page,
  }) => {
    const lead = await createLead(page.request, loanEnquiryBody({ name: "Devika Nair" }));
    await openLead(page, lead);
    await expect(page.getByRole("heading", { level: 1, name: "Devika Nair" })).toBeVisible();
    await expect(timeline(page)).toContainText("Enquiry received");

    await changeStatus(page, "Contacted");
    await expect(timeline(page)).toContainText("Status: New → Contacted");
    await changeStatus(page, "Documents pending");
    await expect(timeline(page)).toContainText("Status: Contacted → Documents pending");

    // The lender's fields are asked for, and named when missing.
    await page.getByRole("toolbar", { name: "Lead actions" }).getByRole("button", { name: "Change status" }).click();
    let dialog = page.getByRole("dialog", { name: "Change status" });
    await dialog.getByLabel("New status").selectOption({ label: "Submitted to lender" });
    await dialog.getByRole("button", { name: "Change status" }).click();
    await expect(dialog.getByText("Enter the bank or NBFC the file was submitted to.")).toBeVisible();
    await expect(dialog.getByLabel("Lender", { exact: true })).toHaveAttribute("aria-invalid", "true");
    await dialog.getByLabel("Lender", { exact: true }).fill("State Bank of India");
    await dialog.getByLabel("Lender's application id").fill("SBI-HL-2026-0042");
    await dialog.getByRole("button", { name: "Change status" }).click();
    await expectToast(page, "Status changed to Submitted to lender.");
    await expect(timeline(page)).toContainText("Status: Documents pending → Submitted to lender");
    await expect(timeline(page)).toContainText("SBI-HL-2026-0042");

    // From "submitted to lender" a file cannot jump to "disbursed": not offered…
    await page.getByRole("toolbar", { name: "Lead actions" }).getByRole("button", { name: "Change status" }).click();
    dialog = page.getByRole("dialog", { name: "Change status" });
    const offered = await dialog.getByLabel("New status").locator("option").allTextContents();
    expect(offered).toContain("Sanctioned");
    expect(offered).not.toContain("Disbursed");
    expect(offered).not.toContain("Closed");
    await dialog.getByRole("button", { name: "Cancel" }).click();
    // …and refused by the API with a message that says what is possible.
    const current = (await (await page.request.get(`/api/admin/leads/${lead.id}`)).json()) as { version: number };
    const refused = await page.request.patch(`/api/admin/leads/${lead.id}`, {
      data: { version: current.version, status: "disbursed", disbursedAmount: 2_000_000, disbursedOn: "2026-01-05" },
    });
    expect(refused.status()).toBe(400);
    const refusal = (await refused.json()) as { error: { fields: Record<string, string> } };
    expect(refusal.error.fields.status).toContain("A lead cannot go from Submitted to lender to Disbursed");

    await changeStatus(page, "Sanctioned", { "Sanctioned amount": "25 lakh" });
    await expect(timeline(page)).toContainText("Status: Submitted to lender → Sanctioned");
    await expect(timeline(page)).toContainText("₹25,00,000 (25 lakh)");

    await changeStatus(page, "Disbursed", { "Disbursed amount": "24,50,000" });
    await expect(timeline(page)).toContainText("Status: Sanctioned → Disbursed");
    await expect(timeline(page)).toContainText("₹24,50,000 (24.5 lakh)");
    await expect(page.getByRole("region", { name: "With the lender" })).toContainText("State Bank of India");

    // Commission, for the owner, once disbursed.
    await page.getByRole("toolbar", { name: "Lead actions" }).getByRole("button", { name: "Commission" }).click();
    dialog = page.getByRole("dialog", { name: "Commission" });
    await dialog.getByLabel("Expected commission").fill("30,000");
    await dialog.getByRole("button", { name: "Save commission" }).click();
    await expectToast(page, "Commission saved.");
    await expect(page.getByRole("region", { name: "Commission" })).toContainText("₹30,000 (30 thousand)");
  });

  test("a note shows on the timeline, and HTML in a message and a note shows as text", async ({ page }) => {
    const dialogs: string[] = [];
    page.on("dialog", (dialog) => {
      dialogs.push(dialog.message());
      void dialog.dismiss();
    });
    const html = xssPayloads.slice(0, 8).join(" ");
    const lead = await createLead(
      page.request,
      contactMessageBody({ name: "Ravi K", message: `Please call. ${html}`, subject: "<b>Gold loan</b>" }),
    );
    await openLead(page, lead);
    const enquiry = page.getByRole("region", { name: "Enquiry" });
    await expect(enquiry).toContainText("<script>alert(1)</script>");
    await expect(enquiry).toContainText("<img src=x onerror=alert(1)>");
    await expect(enquiry).toContainText("<b>Gold loan</b>");
    expect(await enquiry.locator("script, img, b").count()).toBe(0);

    const note = "Called at 11. Asked for <b>salary slips</b> <img src=x onerror=alert(2)>";
    await page.getByLabel("Add a note").fill(note);
    await expect(page.getByText(`${note.length} of 2000 characters`)).toBeVisible();
    await page.getByRole("button", { name: "Add note" }).click();
    await expectToast(page, "Note added.");
    await expect(timeline(page)).toContainText(note);
    await expect(page.getByLabel("Add a note")).toHaveValue("");
    expect(await timeline(page).locator("img, b").count()).toBe(0);
    expect(dialogs).toEqual([]);
  });

  test("assigns, sets a follow-up and logs a WhatsApp message", async ({ page }) => {
    const lead = await createLead(page.request, loanEnquiryBody({ name: "Fathima Beevi" }));
    await openLead(page, lead);
    const actions = page.getByRole("toolbar", { name: "Lead actions" });

    await actions.getByRole("button", { name: "Assign to me" }).click();
    await expectToast(page, `${lead.reference} is assigned to you.`);
    await expect(timeline(page)).toContainText("Assigned to");
    await expect(actions.getByRole("button", { name: "Assign to me" })).toBeHidden();

    await actions.getByRole("button", { name: "Follow-up date" }).click();
    const dialog = page.getByRole("dialog", { name: "Follow-up" });
    await dialog.getByLabel("Time (IST)").fill("11:30");
    await dialog.getByRole("button", { name: "Set follow-up" }).click();
    await expect(dialog).toBeHidden();
    await expect(timeline(page)).toContainText(/Follow-up set for \d\d\/\d\d\/\d{4}, 11:30 am IST/);

    const whatsapp = actions.getByRole("link", { name: /WhatsApp/ });
    await expect(whatsapp).toHaveAttribute("href", /^https:\/\/wa\.me\/91\d{10}\?text=/);
    // The settings test may change the template meanwhile: whichever it is, the name is filled in.
    expect(decodeURIComponent((await whatsapp.getAttribute("href")) ?? "")).toContain("Fathima");
    await expect(whatsapp).toHaveAttribute("target", "_blank");
    const popup = page.waitForEvent("popup");
    await whatsapp.click();
    await (await popup).close();
    await expectToast(page, "WhatsApp message logged on the timeline.");
    await expect(timeline(page)).toContainText("WhatsApp message opened");
  });

  test("a change made meanwhile by someone else is refused, then made on the current version", async ({ page }) => {
    const lead = await createLead(page.request, loanEnquiryBody({ name: "Thomas Kurian" }));
    await openLead(page, lead);
    // A colleague assigns the lead while this screen is open.
    const { version } = (await (await page.request.get(`/api/admin/leads/${lead.id}`)).json()) as { version: number };
    const me = (await (await page.request.get("/api/admin/auth/me")).json()) as { user: { id: number } };
    const assigned = await page.request.patch(`/api/admin/leads/${lead.id}`, {
      data: { version, assigneeId: me.user.id },
    });
    expect(assigned.status(), await assigned.text()).toBe(200);

    await page.getByRole("toolbar", { name: "Lead actions" }).getByRole("button", { name: "Change status" }).click();
    const dialog = page.getByRole("dialog", { name: "Change status" });
    await dialog.getByLabel("New status").selectOption({ label: "Contacted" });
    await dialog.getByRole("button", { name: "Change status" }).click();
    await expect(dialog).toContainText("Someone changed this lead while you were looking at it.");
    await dialog.getByRole("button", { name: "Load the current version" }).click();
    await expect(dialog.getByRole("button", { name: "Load the current version" })).toBeHidden();
    await dialog.getByRole("button", { name: "Change status" }).click();
    await expectToast(page, "Status changed to Contacted.");
    await expect(timeline(page)).toContainText("Status: New → Contacted");
    await expect(timeline(page)).toContainText("Assigned to");
  });

  test("erasing removes the person's name and keeps the reference", async ({ page }) => {
    const lead = await createLead(page.request, loanEnquiryBody({ name: "Sreelakshmi Varma" }));
    await openLead(page, lead);
    await page
      .getByRole("toolbar", { name: "Lead actions" })
      .getByRole("button", { name: "Erase personal data" })
      .click();
    const confirm = page.getByRole("alertdialog");
    await expect(confirm).toContainText("Removed for good:");
    await expect(confirm).toContainText("Kept:");
    await confirm.getByRole("button", { name: "Erase personal data" }).click();
    await expectToast(page, `The personal data of ${lead.reference} is erased.`);
    await expect(page.getByRole("heading", { level: 1 })).not.toHaveText("Sreelakshmi Varma");
    await expect(page.getByText("Sreelakshmi Varma")).toHaveCount(0);
    await expect(page.getByText(lead.reference).first()).toBeVisible();
    await expect(timeline(page)).toContainText("Personal data erased");
    await page.reload();
    await expect(page.getByText("Sreelakshmi Varma")).toHaveCount(0);
  });

  for (const viewport of [
    { label: "1280 px", width: 1280, height: 800 },
    { label: "375 px", width: 375, height: 740 },
  ]) {
    test(`a lead with a rich timeline has no axe violations at ${viewport.label}, and its actions stay in reach`, async ({
      page,
    }) => {
      await page.setViewportSize({ width: viewport.width, height: viewport.height });
      const lead = await createLead(
        page.request,
        loanEnquiryBody({ name: "Anjali Menon", message: "Looking for a home loan for a flat in Kakkanad." }),
      );
      const patch = async (body: Record<string, unknown>) => {
        const { version } = (await (await page.request.get(`/api/admin/leads/${lead.id}`)).json()) as {
          version: number;
        };
        const res = await page.request.patch(`/api/admin/leads/${lead.id}`, { data: { version, ...body } });
        expect(res.status(), await res.text()).toBe(200);
      };
      await patch({ status: "contacted" });
      await page.request.post(`/api/admin/leads/${lead.id}/notes`, {
        data: { text: "Spoke to her at 11:15. Salaried at Infopark, wants 40 lakh over 20 years." },
      });
      await page.request.post(`/api/admin/leads/${lead.id}/contacts`, {
        data: { channel: "call", outcome: "Will send papers" },
      });
      await patch({ status: "documents_pending" });
      await patch({
        status: "submitted_to_lender",
        lenderName: "HDFC Bank",
        lenderApplicationId: "HL-88213",
        submittedOn: "2026-11-02",
      });
      await patch({ followUpAt: new Date(Date.now() + 2 * 86_400_000).toISOString() });

      await openLead(page, lead);
      await expect(timeline(page)).toContainText("HDFC Bank");
      const actions = page.getByRole("toolbar", { name: "Lead actions" });
      await expect(actions.getByRole("link", { name: "Call" })).toBeVisible();
      await expect(actions.getByRole("link", { name: /WhatsApp/ })).toBeVisible();
      if (viewport.width < 640) {
        // On a phone the bar stays at the bottom of the screen, the rest of the actions in a menu.
        await page.mouse.wheel(0, 3000);
        await expect(actions).toBeInViewport();
        await actions.getByRole("button", { name: "More" }).click();
        await expect(page.getByRole("menuitem", { name: "Change status" })).toBeVisible();
        await expectNoAxeViolations(page);
        await page.keyboard.press("Escape");
      }
      await expectNoAxeViolations(page);
      await screenshot(page, `lead-detail-${viewport.width}`);

      await page
        .getByRole("toolbar", { name: "Lead actions" })
        .getByRole("button", { name: viewport.width < 640 ? "More" : "Change status" })
        .click();
      if (viewport.width < 640) await page.getByRole("menuitem", { name: "Change status" }).click();
      await expect(page.getByRole("dialog", { name: "Change status" })).toBeVisible();
      await expectNoAxeViolations(page);
    });

    test(`the lead settings screen has no axe violations at ${viewport.label}`, async ({ page }) => {
      await page.setViewportSize({ width: viewport.width, height: viewport.height });
      await page.goto("/admin/lead-settings");
      await waitForHydration(page);
      await expect(page.getByRole("heading", { level: 1, name: "Lead settings" })).toBeVisible();
      await expectNoAxeViolations(page);
      await screenshot(page, `lead-settings-${viewport.width}`);
      // With a field error showing too (refused before anything is sent: nothing is saved).
      await page.getByLabel("Also send new-lead e-mails to").fill("office@example.in\nnot-an-address");
      await page.getByRole("button", { name: "Save lead settings" }).click();
      await expect(page.getByText(/“not-an-address” is not an e-mail address/)).toBeVisible();
      await expectNoAxeViolations(page);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(viewport.width);
      await screenshot(page, `lead-settings-${viewport.width}-error`);
    });
  }
});

test.describe("lead settings", () => {
  test("names a mistake next to its field, previews the WhatsApp message, takes alert recipients and saves with one toast", async ({
    page,
  }) => {
    await page.goto("/admin/lead-settings");
    await waitForHydration(page);
    // One message per language; the Malayalam and Hindi ones keep the English one's placeholders.
    const message = page.getByLabel("Message in English");
    await message.fill("Hello {name}, {staffName} here about {service} ({reference}).");
    await expect(page.getByText("Hello Anjali Menon,")).toBeVisible();
    await expect(page.getByText("(LN-7K3M9Q)")).toBeVisible();
    const malayalam = page.getByLabel("Message in Malayalam");
    await expect(malayalam).toHaveAttribute("lang", "ml-IN");
    await page.getByRole("button", { name: "Save lead settings" }).click();
    await expect(
      page.getByText(
        "The Malayalam message adds {businessName}, which the English message does not have: use the same placeholders as the English one.",
      ),
    ).toBeVisible();
    await expect(malayalam).toHaveAttribute("aria-invalid", "true");
    await message.fill("Hello {name}, {staffName} of {businessName} here about {service} ({reference}).");

    // Who else gets every new lead's e-mail: what that means is said beside the field.
    const recipients = page.getByLabel("Also send new-lead e-mails to");
    await expect(page.getByText(/Each address receives every new lead's name, mobile number and e-mail/)).toBeVisible();
    await expect(page.getByText(/The owners are e-mailed whenever this list changes/)).toBeVisible();
    await recipients.fill("Partner@Example.in\nnot-an-address");

    // Round robin with nobody ticked: said next to the list, nothing sent.
    await page.getByRole("radio", { name: /^Round robin/ }).check();
    const staffList = page.getByRole("group", { name: "Colleagues who share new leads" });
    for (const box of await staffList.getByRole("checkbox").all()) await box.uncheck();
    await page.getByRole("button", { name: "Save lead settings" }).click();
    await expect(staffList).toContainText("Choose at least one colleague to share new leads between");
    await expect(page.getByText(/“not-an-address” is not an e-mail address/)).toBeVisible();
    await expect(recipients).toHaveAttribute("aria-invalid", "true");
    await recipients.fill(" Partner@Example.in \npartner@example.in");

    // Back to assigning by hand (other tests share this server), office closing before it opens.
    await page.getByRole("radio", { name: /^By hand/ }).check();
    await page.getByLabel("Opens at").fill("18:00");
    await page.getByLabel("Closes at").fill("09:30");
    await page.getByRole("button", { name: "Save lead settings" }).click();
    await expect(page.getByText("The office must close after it opens.")).toBeVisible();
    await expect(page.getByLabel("Closes at")).toHaveAttribute("aria-invalid", "true");

    await page.getByLabel("Opens at").fill("09:30");
    await page.getByLabel("Closes at").fill("18:30");
    await page.getByRole("button", { name: "Save lead settings" }).click();
    await expectToast(page, "Lead settings saved.");
    await expect(page.getByText("Lead settings saved.", { exact: true })).toHaveCount(1);

    await page.reload();
    await expect(page.getByLabel("Closes at")).toHaveValue("18:30");
    await expect(page.getByLabel("Message in English")).toHaveValue(
      "Hello {name}, {staffName} of {businessName} here about {service} ({reference}).",
    );
    // Saved trimmed, lower-case and once.
    await expect(recipients).toHaveValue("partner@example.in");

    // Other tests share this server: nobody else gets its leads' e-mails.
    await recipients.fill("");
    await page.getByRole("button", { name: "Save lead settings" }).click();
    await expectToast(page, "Lead settings saved.");
  });
});

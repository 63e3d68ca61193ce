import fs from "node:fs";
import path from "node:path";
import type { APIRequestContext, Page } from "@playwright/test";
import { consent, contactMessageBody, loanEnquiryBody } from "../support/lead-inputs";
import { xssPayloads } from "../support/xss-payloads";
import { expectNoAxeViolations } from "./support/axe";
import { waitForHydration } from "./support/site";
import { expect, expectToast, test } from "./support/staff";

// The leads list (/admin/leads) as staff use it, against leads sent the way visitors send them:
// through POST /api/leads. Each test works on leads of its own (a unique name part or mobile), so
// the tests do not depend on each other or on what the other spec files submit.

let sent = 0;

/** Letters only (names allow letters, spaces and . ' -): a word no other test uses. */
function uniqueWord(): string {
  const seed = `${Date.now().toString(36)}${process.pid.toString(36)}${(sent++).toString(36)}`;
  return [...seed].map((c) => String.fromCharCode(97 + (parseInt(c, 36) % 26))).join("");
}

/** A mobile no other lead has (a repeat of the same mobile and service would be linked). */
function uniqueMobile(): string {
  return `9${String(Math.floor(Math.random() * 1e9)).padStart(9, "0")}`;
}

interface SentLead {
  reference: string;
  mobile: string;
  name: string;
}

async function sendLead(api: APIRequestContext, body: Record<string, unknown>): Promise<SentLead> {
  const res = await api.post("/api/leads", { data: body });
  expect(res.status(), await res.text()).toBe(201);
  const { reference } = (await res.json()) as { reference: string };
  return { reference, mobile: String(body.mobile), name: String(body.name) };
}

async function sendEnquiry(api: APIRequestContext, overrides: Record<string, unknown> = {}): Promise<SentLead> {
  return sendLead(api, loanEnquiryBody({ name: `Asha ${uniqueWord()}`, mobile: uniqueMobile(), ...overrides }));
}

/** The ids of leads by reference, through the list API (setting the scene for bulk changes). */
async function idsOf(api: APIRequestContext, search: string): Promise<Map<string, number>> {
  const res = await api.get(`/api/admin/leads?search=${encodeURIComponent(search)}&pageSize=100`);
  expect(res.status(), await res.text()).toBe(200);
  const list = (await res.json()) as { items: { id: number; reference: string }[] };
  return new Map(list.items.map((item) => [item.reference, item.id]));
}

async function ownerName(api: APIRequestContext): Promise<string> {
  const res = await api.get("/api/admin/auth/me");
  const me = (await res.json()) as { user?: { displayName: string }; displayName?: string };
  return me.user?.displayName ?? me.displayName ?? "";
}

async function openList(page: Page, search = ""): Promise<void> {
  await page.goto(`/admin/leads${search}`);
  await waitForHydration(page);
}

test.describe("the leads list", () => {
  test("a lead sent from a loan page shows on the next load, and filters and search survive a reload", async ({
    page,
  }) => {
    const lead = await sendEnquiry(page.request, { mobile: uniqueMobile() });
    await openList(page);
    await expect(page.getByRole("heading", { level: 1, name: "Leads" })).toBeVisible();
    const row = page.getByRole("row", { name: new RegExp(lead.reference) });
    await expect(row).toContainText(lead.name);
    await expect(row).toContainText("Home Loans");
    await expect(row).toContainText("₹25 lakh");
    await expect(row).toContainText("New");
    await expect(row).toContainText("google");
    await expect(row.getByRole("link", { name: lead.reference })).toHaveAttribute("href", /\/admin\/leads\/\d+$/);
    await expect(row.getByRole("link", { name: new RegExp(`call ${lead.name}`) })).toHaveAttribute(
      "href",
      `tel:+91${lead.mobile}`,
    );

    // The mobile as someone reads it out, with the country code and spaces.
    const typed = `+91 ${lead.mobile.slice(0, 5)} ${lead.mobile.slice(5)}`;
    const filters = page.getByRole("form", { name: "Filter the leads" });
    await filters.getByLabel("Name, reference or mobile").fill(typed);
    await filters.getByText("Any status").click();
    await filters.getByRole("checkbox", { name: "New", exact: true }).check();
    await filters.getByLabel("Kind").selectOption("loan_enquiry");
    await filters.getByRole("button", { name: "Apply filters" }).click();
    await expect(page).toHaveURL(/status=new/);
    await expect(page).toHaveURL(/kind=loan_enquiry/);
    await expect(page.getByRole("row", { name: new RegExp(lead.reference) })).toBeVisible();

    await page.reload();
    await waitForHydration(page);
    await expect(page.getByRole("row", { name: new RegExp(lead.reference) })).toBeVisible();
    await expect(page.getByRole("row")).toHaveCount(2); // the header and the one lead
    await expect(filters.getByLabel("Name, reference or mobile")).toHaveValue(typed);
    await expect(filters.getByLabel("Kind")).toHaveValue("loan_enquiry");

    // Sorting by a column header keeps the filters.
    await page.getByRole("columnheader", { name: "Amount" }).getByRole("link").click();
    await expect(page).toHaveURL(/sort=amount/);
    await expect(page).toHaveURL(/status=new/);

    // A filter that matches nothing offers to clear them.
    await openList(page, `?search=${uniqueWord()}`);
    await expect(page.getByRole("heading", { name: "No leads match these filters" })).toBeVisible();
    await page.getByRole("main").getByRole("link", { name: "Clear filters" }).first().click();
    await expect(page).toHaveURL(/\/admin\/leads$/);

    // A value the list cannot use is left out, and the screen says so.
    await openList(page, "?status=lost&kind=loan_enquiry");
    await expect(page.getByRole("status").filter({ hasText: "was not understood" })).toContainText("status");
  });

  test("the Amount column shows the disbursed amount once there is one, else the sanctioned, else the amount asked", async ({
    page,
  }) => {
    const api = page.request;
    const asked = await sendEnquiry(api, { loanAmount: "25 lakh" });
    const disbursed = await sendEnquiry(api, { loanAmount: "25 lakh" });
    const sanctioned = await sendEnquiry(api, { loanAmount: "25 lakh" });
    const message = await sendLead(api, contactMessageBody({ name: `Ravi ${uniqueWord()}`, mobile: uniqueMobile() }));
    const today = new Date(Date.now() + 5.5 * 3_600_000).toISOString().slice(0, 10);
    /** Moves a lead along the pipeline through the staff API, one stage after the other. */
    const move = async (reference: string, stages: Record<string, unknown>[]) => {
      const id = (await idsOf(api, reference)).get(reference)!;
      for (const stage of stages) {
        const current = (await (await api.get(`/api/admin/leads/${id}`)).json()) as { version: number };
        const res = await api.patch(`/api/admin/leads/${id}`, { data: { version: current.version, ...stage } });
        expect(res.status(), await res.text()).toBe(200);
      }
    };
    const toSanction = [
      { status: "contacted" },
      { status: "documents_pending" },
      { status: "submitted_to_lender", lenderName: "Federal Bank", submittedOn: today },
      { status: "sanctioned", sanctionedAmount: 300_000, sanctionedOn: today },
    ];
    await move(sanctioned.reference, toSanction);
    await move(disbursed.reference, [
      ...toSanction,
      { status: "disbursed", disbursedAmount: 200_000, disbursedOn: today },
    ]);

    for (const width of [1280, 375]) {
      await page.setViewportSize({ width, height: 900 });
      const rowOf = async (lead: SentLead) => {
        await openList(page, `?search=${lead.reference}`);
        // A table row at 1280 px, a card at 375 px.
        return width > 900
          ? page.getByRole("row", { name: new RegExp(lead.reference) })
          : page.getByRole("listitem").filter({ hasText: lead.reference });
      };
      let row = await rowOf(disbursed);
      await expect(row).toContainText("₹2 lakh");
      await expect(row).toContainText("disbursed");
      await expect(row).not.toContainText("₹25 lakh");
      row = await rowOf(sanctioned);
      await expect(row).toContainText("₹3 lakh");
      await expect(row).toContainText("sanctioned");
      row = await rowOf(asked);
      await expect(row).toContainText("₹25 lakh");
      await expect(row).toContainText("asked");
      row = await rowOf(message);
      await expect(row).toContainText("—");
    }
  });

  test("the views are links that keep their filter in the address", async ({ page }) => {
    await openList(page);
    const views = page.getByRole("navigation", { name: "Views of the leads" });
    await expect(views.getByRole("link", { name: "All" })).toHaveAttribute("aria-current", "page");
    await views.getByRole("link", { name: "My leads" }).click();
    await expect(page).toHaveURL(/assignee=mine/);
    await expect(views.getByRole("link", { name: "My leads" })).toHaveAttribute("aria-current", "page");
    await views.getByRole("link", { name: "Overdue follow-ups" }).click();
    await expect(page).toHaveURL(/overdue=true/);
    await expect(page).not.toHaveURL(/assignee=/);
    await views.getByRole("link", { name: "Open" }).click();
    await expect(page).toHaveURL(/status=open/);
  });

  test("HTML that a visitor sent shows as text", async ({ page }) => {
    let dialogs = 0;
    page.on("dialog", (dialog) => {
      dialogs++;
      void dialog.dismiss();
    });
    const mobile = uniqueMobile();
    const payload = xssPayloads[0]!; // <script>alert(1)</script>
    const image = xssPayloads[5]!; // <img src=x onerror=alert(1)>
    const lead = await sendLead(
      page.request,
      contactMessageBody({
        name: `Ravi ${uniqueWord()}`,
        mobile,
        message: xssPayloads.slice(0, 12).join("\n"),
        consent,
        utm: { source: payload, medium: image, campaign: xssPayloads[8] },
      }),
    );
    await openList(page, `?search=${mobile}`);
    const row = page.getByRole("row", { name: new RegExp(lead.reference) });
    await expect(row).toBeVisible();
    // utm_source is lower-cased as a source; the medium and campaign are shown as sent.
    await expect(row).toContainText(payload.toLowerCase());
    await expect(row).toContainText(image);
    await expect(page.locator('main img[src="x"], main svg[onload], main script')).toHaveCount(0);
    expect(dialogs).toBe(0);
  });

  test("a viewer reads the list without checkboxes, bulk actions or export", async ({ page, signedInAs }) => {
    const lead = await sendEnquiry(page.request);
    const theirs = await signedInAs("viewer");
    const them = await theirs.newPage();
    await openList(them, `?search=${lead.reference}`);
    await expect(them.getByRole("row", { name: new RegExp(lead.reference) })).toContainText(lead.name);
    await expect(them.getByRole("checkbox")).toHaveCount(0);
    await expect(them.getByRole("button", { name: "Export CSV" })).toHaveCount(0);
    await theirs.close();
  });

  test("bulk assign raises one toast, and a move that needs details fails per lead with its reason", async ({
    page,
  }) => {
    const word = uniqueWord();
    const leads = await Promise.all([
      sendEnquiry(page.request, { name: `Bindu ${word}` }),
      sendEnquiry(page.request, { name: `Biju ${word}` }),
    ]);
    const owner = await ownerName(page.request);
    await openList(page, `?search=${word}`);
    await expect(page.getByRole("row")).toHaveCount(3);
    await page.getByRole("checkbox", { name: "Select every lead on this page" }).check();
    const bar = page.getByRole("region", { name: "2 leads selected" });
    await bar.getByLabel("Assign to").selectOption({ label: owner });
    await bar.getByRole("button", { name: "Assign" }).click();
    await expectToast(page, `Assigned 2 leads to ${owner}.`);
    for (const lead of leads) {
      await expect(page.getByRole("row", { name: new RegExp(lead.reference) })).toContainText(owner);
    }

    // New → sanctioned is not a move that exists: each lead says why.
    await page.getByRole("checkbox", { name: `Select ${leads[0].reference}` }).check();
    const one = page.getByRole("region", { name: "1 lead selected" });
    await one.getByLabel("Change status to").selectOption("sanctioned");
    await one.getByRole("button", { name: "Change" }).click();
    await expect(
      page.getByText(new RegExp(`^No lead was changed: it could not be: ${leads[0].reference} \\(`)),
    ).toBeVisible();
  });

  test("Export CSV downloads the filtered leads as a CSV with a byte-order mark", async ({ page }) => {
    const word = uniqueWord();
    const lead = await sendEnquiry(page.request, { name: `Chitra ${word}` });
    await openList(page, `?search=${word}`);
    const download = page.waitForEvent("download");
    await page.getByRole("button", { name: "Export CSV" }).click();
    const file = await download;
    expect(file.suggestedFilename()).toMatch(/\.csv$/);
    const bytes = fs.readFileSync(await file.path());
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const text = bytes.subarray(3).toString("utf8");
    expect(text).toContain(lead.reference);
    expect(text.trim().split(/\r?\n/)).toHaveLength(2);
    await expectToast(page, `Exported 1 lead to ${file.suggestedFilename()}.`);
  });

  test("a slow export shows its progress and can be cancelled", async ({ page }) => {
    await sendEnquiry(page.request);
    // A slow connection: the export's body reaches the screen 100 bytes every 250 ms, so the
    // download is still running when Cancel is pressed, however few leads the shared server
    // holds (the server's stream itself is real).
    await page.addInitScript(() => {
      const original = window.fetch.bind(window);
      window.fetch = async (input, init) => {
        const res = await original(input, init);
        if (!String(input instanceof Request ? input.url : input).includes("/api/admin/leads/export") || !res.body) {
          return res;
        }
        const reader = res.body.getReader();
        let pending = new Uint8Array(0);
        const signal = init?.signal;
        const slow = new ReadableStream<Uint8Array>({
          start(controller) {
            // As a real aborted fetch does: its body fails at once.
            signal?.addEventListener("abort", () => {
              controller.error(signal.reason);
              void reader.cancel(signal.reason).catch(() => undefined);
            });
          },
          async pull(controller) {
            await new Promise((resolve) => setTimeout(resolve, 250));
            if (signal?.aborted) return;
            if (pending.length === 0) {
              const { done, value } = await reader.read();
              if (done) return controller.close();
              pending = value;
            }
            controller.enqueue(pending.slice(0, 100));
            pending = pending.slice(100);
          },
          cancel: (reason) => reader.cancel(reason),
        });
        return new Response(slow, { status: res.status, headers: res.headers });
      };
    });
    await openList(page);
    await page.getByRole("button", { name: "Export CSV" }).click();
    const progress = page.getByRole("region", { name: "Export in progress" });
    await expect(progress).toContainText("Exporting every lead");
    await expect(progress).toContainText(/[\d,]+ of [\d,]+ leads/);
    await expect(page.getByRole("button", { name: "Export CSV" })).toBeDisabled();
    if (process.env.LEADS_SCREENSHOTS) {
      await page.screenshot({ path: path.join(process.env.LEADS_SCREENSHOTS, "leads-list-1280-export-progress.png") });
    }
    await progress.getByRole("button", { name: "Cancel the export" }).click();
    await expectToast(page, "Export cancelled: nothing was saved.");
    await expect(progress).toBeHidden();
  });

  test("Export the selection downloads only the picked leads", async ({ page }) => {
    const word = uniqueWord();
    const [devi, deepa, dinesh] = await Promise.all([
      sendEnquiry(page.request, { name: `Devi ${word}` }),
      sendEnquiry(page.request, { name: `Deepa ${word}` }),
      sendEnquiry(page.request, { name: `Dinesh ${word}` }),
    ]);
    await openList(page, `?search=${word}`);
    await page.getByRole("checkbox", { name: `Select ${devi.reference}` }).check();
    await page.getByRole("checkbox", { name: `Select ${dinesh.reference}` }).check();
    const download = page.waitForEvent("download");
    await page
      .getByRole("region", { name: "2 leads selected" })
      .getByRole("button", { name: /^Export/ })
      .click();
    const text = fs.readFileSync(await (await download).path()).toString("utf8");
    expect(text).toContain(devi.reference);
    expect(text).toContain(dinesh.reference);
    expect(text).not.toContain(deepa.reference);
    expect(text.trim().split(/\r?\n/)).toHaveLength(3);
  });

  test("axe finds nothing at 1280 and 375 px, with leads of several statuses", async ({ page }) => {
    test.slow();
    const word = uniqueWord();
    const created = await Promise.all(
      Array.from({ length: 12 }, (_, index) =>
        sendEnquiry(page.request, {
          name: `Dev ${word} ${String.fromCharCode(97 + index)}`,
          loanAmount: `${(index + 1) * 7} lakh`,
          ...(index % 3 === 0 ? { utm: undefined, landingPage: "/loan-services/home-loans" } : {}),
        }),
      ),
    );
    const ids = await idsOf(page.request, word);
    const idList = created.map((lead) => ids.get(lead.reference)!);
    const bulk = async (slice: number[], status: string, details?: Record<string, unknown>) => {
      const res = await page.request.post("/api/admin/leads/bulk", {
        data: { ids: slice, action: "status", status, ...(details ? { details } : {}) },
      });
      expect(res.status(), await res.text()).toBe(200);
    };
    await bulk(idList.slice(0, 9), "contacted");
    await bulk(idList.slice(3, 9), "documents_pending");
    await bulk(idList.slice(6, 9), "submitted_to_lender", {
      lenderName: "State Bank of India",
      lenderApplicationId: "SBI-2026-1",
      submittedOn: new Date().toISOString().slice(0, 10),
    });
    await bulk(idList.slice(9, 10), "spam");

    // LEADS_SCREENSHOTS=<dir>: pictures of the screen for a person to look at (not compared).
    const shots = process.env.LEADS_SCREENSHOTS;
    const shot = async (name: string) => {
      if (!shots) return;
      fs.mkdirSync(shots, { recursive: true });
      await page.screenshot({ path: path.join(shots, `leads-list-${name}.png`) });
    };
    for (const width of [1280, 375]) {
      await page.setViewportSize({ width, height: width === 1280 ? 900 : 800 });
      await openList(page, `?search=${word}`);
      await expect(page.getByRole("link", { name: created[0]!.reference })).toBeVisible();
      await expectNoAxeViolations(page);
      await page.evaluate(() => window.scrollTo(0, 0));
      await shot(`${width}-top`);
      if (width === 375) {
        // The filters fold away behind a button that opens them.
        const toggle = page.getByRole("button", { name: /^Filters/ });
        await toggle.click();
        await expect(page.getByRole("form", { name: "Filter the leads" })).toBeVisible();
        await page.getByText("Any status").click();
        await expectNoAxeViolations(page);
        await shot(`${width}-filters`);
        await page.getByText("Any status").click();
        await toggle.click();
      }
      await page.getByRole("checkbox", { name: `Select ${created[1]!.reference}` }).check();
      await page.getByRole("checkbox", { name: `Select ${created[2]!.reference}` }).check();
      await expect(page.getByRole("region", { name: "2 leads selected" })).toBeVisible();
      await expectNoAxeViolations(page);
      await page.getByRole("link", { name: created[5]!.reference }).scrollIntoViewIfNeeded();
      await shot(`${width}-selected`);
    }
  });
});

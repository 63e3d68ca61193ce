// The issue's acceptance path, in one browser session: a visitor sends only name, mobile and
// consent on the home-loan page; staff find the lead on the next load of /admin/leads, assign it,
// move it through the pipeline to disbursed with amounts, export it to CSV (the file Excel opens:
// BOM, Indian dates, plain rupee digits) and erase the person's data. The single screens are
// tested in depth by leads-list, lead-detail and lead-dialog; this checks that they join up.
import fs from "node:fs";
import type { Page } from "@playwright/test";
import { sendHomeLoanEnquiry, waitForHydration } from "./support/site";
import { expect, expectToast, test } from "./support/staff";

function uniqueMobile(): string {
  return `9${String(Date.now() * 10 + Math.floor(Math.random() * 10)).slice(-9)}`;
}

async function changeStatus(page: Page, label: string, fill: Record<string, string> = {}) {
  await page.getByRole("toolbar", { name: "Lead actions" }).getByRole("button", { name: "Change status" }).click();
  const dialog = page.getByRole("dialog", { name: "Change status" });
  await dialog.getByLabel("New status").selectOption({ label });
  for (const [field, value] of Object.entries(fill))
    await dialog.getByLabel(field, { exact: field === "Lender" }).fill(value);
  await dialog.getByRole("button", { name: "Change status" }).click();
  await expectToast(page, `Status changed to ${label}.`);
  await expect(dialog).toBeHidden();
}

test("a lead sent with only name, mobile and consent is found, assigned, disbursed, exported and erased", async ({
  page,
}) => {
  test.slow();
  const mobile = uniqueMobile();
  const name = "Fathima Rasheed";

  // The visitor: three fields, then the reference.
  const reference = await sendHomeLoanEnquiry(page, { name, mobile });

  // Staff: the next load of the list shows it, found by the mobile as people type it.
  await page.goto(`/admin/leads?search=${encodeURIComponent(`0${mobile.slice(0, 5)}-${mobile.slice(5)}`)}`);
  await waitForHydration(page);
  const row = page.getByRole("row", { name: new RegExp(reference) });
  await expect(row).toContainText(name);
  await expect(row).toContainText("New");
  await row.getByRole("link", { name: reference }).click();
  await expect(page.getByRole("heading", { level: 1, name })).toBeVisible();
  await waitForHydration(page);

  // Assigned, then moved along the pipeline to disbursed with amounts.
  await page.getByRole("toolbar", { name: "Lead actions" }).getByRole("button", { name: "Assign to me" }).click();
  await expectToast(page, `${reference} is assigned to you.`);
  await changeStatus(page, "Contacted");
  await changeStatus(page, "Documents pending");
  await changeStatus(page, "Submitted to lender", { Lender: "Canara Bank", "Lender's application id": "CB-HL-7781" });
  await changeStatus(page, "Sanctioned", { "Sanctioned amount": "40 lakh" });
  await changeStatus(page, "Disbursed", { "Disbursed amount": "38,00,000" });
  const timeline = page.getByRole("region", { name: "Timeline" });
  await expect(timeline).toContainText("Status: Sanctioned → Disbursed");
  await expect(timeline).toContainText("₹38,00,000 (38 lakh)");

  // Exported from the list, filtered to it: a CSV that Excel opens as UTF-8.
  await page.goto(`/admin/leads?search=${reference}`);
  await waitForHydration(page);
  const download = page.waitForEvent("download");
  await page.getByRole("button", { name: "Export CSV" }).click();
  const bytes = fs.readFileSync(await (await download).path());
  expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  const [header, line] = bytes.subarray(3).toString("utf8").trim().split(/\r\n/);
  const columns = header!.split(",");
  const cells = line!.split(",");
  const cell = (title: string) => cells[columns.indexOf(title)];
  expect(cell("Reference")).toBe(reference);
  expect(cell("Name")).toBe(name);
  expect(cell("Status")).toBe("Disbursed");
  expect(cell("Lender")).toBe("Canara Bank");
  expect(cell("Disbursed amount (₹)")).toBe("3800000");
  expect(cell("Disbursed on")).toMatch(/^\d{2}\/\d{2}\/\d{4}$/);
  expect(cell("Assigned to")).not.toBe("");

  // Erased on request: the name is gone, the reference and the disbursal stay.
  await page
    .getByRole("row", { name: new RegExp(reference) })
    .getByRole("link", { name: reference })
    .click();
  await waitForHydration(page);
  await page
    .getByRole("toolbar", { name: "Lead actions" })
    .getByRole("button", { name: "Erase personal data" })
    .click();
  await page.getByRole("alertdialog").getByRole("button", { name: "Erase personal data" }).click();
  await expectToast(page, `The personal data of ${reference} is erased.`);
  await page.reload();
  await expect(page.getByText(name)).toHaveCount(0);
  await expect(page.getByText(reference).first()).toBeVisible();
  await expect(page.getByRole("region", { name: "With the lender" })).toContainText("Canara Bank");
});

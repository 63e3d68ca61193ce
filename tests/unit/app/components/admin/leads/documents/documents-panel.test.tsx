// @vitest-environment jsdom
import { act, fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { createMemoryRouter, RouterProvider } from "react-router";
import { describe, expect, it } from "vitest";
import { DocumentsPanel, type DocumentsPanelProps } from "~/components/admin/leads/documents/documents-panel";
import { checklistSummary, linkStateSentence } from "~/components/admin/leads/documents/document-words";
import { Toaster } from "~/components/ui/toaster";
import type {
  SentDocumentLink,
  StaffDocumentItem,
  StaffDocumentLink,
  StaffDocuments,
} from "~server/documents/borrower-documents.schema";
import { jsonResponse, mockFetchPerTest } from "../../../../../../support/lead-form-browser";

const LEAD_ID = 42;
const API = `/api/admin/leads/${LEAD_ID}/documents`;
const fetchMock = mockFetchPerTest();

function item(overrides: Partial<StaffDocumentItem> = {}): StaffDocumentItem {
  return {
    id: "5f0c3c7e-0000-4000-8000-000000000001",
    kind: "pan",
    label: "PAN card",
    borrowerLabel: "PAN card",
    required: true,
    status: "requested",
    rejection: null,
    maskedConfirmed: false,
    reviewedBy: null,
    reviewedAt: null,
    version: 3,
    files: [],
    ...overrides,
  };
}

const panScan = {
  id: "file-pan-1",
  name: "pan <b>scan</b>.pdf",
  mediaType: "application/pdf" as const,
  sizeBytes: 245_760,
  uploadedAt: "2026-11-22T09:35:00.000Z",
  uploadedBy: "The borrower",
};

const aadhaarPhoto = {
  id: "file-aadhaar-1",
  name: "aadhaar.jpg",
  mediaType: "image/jpeg" as const,
  sizeBytes: 1_572_864,
  uploadedAt: "2026-11-22T10:00:00.000Z",
  uploadedBy: "The borrower",
};

const activeLink: StaffDocumentLink = {
  state: "active",
  createdAt: "2026-11-20T04:30:00.000Z",
  createdBy: "Anita Thomas",
  expiresAt: "2026-12-04T04:30:00.000Z",
  lastOpenedAt: null,
  failedTries: 2,
};

function documents(overrides: Partial<StaffDocuments> = {}): StaffDocuments {
  return {
    items: [],
    link: null,
    allReceived: false,
    totalFiles: 0,
    totalBytes: 0,
    canEmail: true,
    canFillFromService: true,
    ...overrides,
  };
}

function renderPanel(props: Partial<DocumentsPanelProps> = {}) {
  const panel = <DocumentsPanel leadId={LEAD_ID} documents={documents()} canChange language="ml" {...props} />;
  const router = createMemoryRouter([{ path: "/", element: panel }]);
  return render(
    <>
      <RouterProvider router={router} />
      <Toaster />
    </>,
  );
}

/** The request the panel sent: method, path and JSON body. */
function sent(call = 0) {
  const [path, init] = fetchMock.mock.calls[call] as [string, RequestInit];
  return { path, method: init.method, body: init.body ? JSON.parse(String(init.body)) : undefined };
}

async function click(name: string | RegExp, scope: Pick<typeof screen, "getByRole"> = screen) {
  await act(async () => {
    fireEvent.click(scope.getByRole("button", { name }));
  });
}

/** Opens an item's "Manage" menu (Radix opens it from the keyboard in jsdom) and picks an action. */
async function manage(subject: string, action: string) {
  await act(async () => {
    // "Manage <subject>" in a browser; jsdom's name leaves out the space that starts the hidden part.
    const trigger = screen.getByRole("button", {
      name: (name) => name.replace(/\s/g, "") === `Manage${subject}`.replace(/\s/g, ""),
    });
    fireEvent.keyDown(trigger, { key: "Enter" });
  });
  await act(async () => {
    fireEvent.click(await screen.findByRole("menuitem", { name: action }));
  });
}

const errorAnswer = (status: number, message: string, fields?: Record<string, string>) =>
  jsonResponse(status, { error: { code: status === 409 ? "conflict" : "validation", message, fields } });

describe("the lead's Documents panel", () => {
  it("shows each item with its kind, status, review, reason and files with View and Download", () => {
    renderPanel({
      documents: documents({
        items: [
          item({ status: "uploaded", files: [panScan] }),
          item({
            id: "item-2",
            kind: "bank_statement",
            label: "Bank statement, 6 months",
            borrowerLabel: "ബാങ്ക് സ്റ്റേറ്റ്മെന്റ്",
            required: false,
            status: "rejected",
            rejection: { reason: "incomplete", note: "Please add April and May." },
            reviewedBy: "Anita Thomas",
            reviewedAt: "2026-11-22T10:30:00.000Z",
            files: [aadhaarPhoto],
          }),
        ],
        totalFiles: 2,
        totalBytes: panScan.sizeBytes + aadhaarPhoto.sizeBytes,
      }),
    });
    expect(screen.getByText(/1 to review · 0 of 1 required accepted · 2 files, 1\.7 MB/)).toBeTruthy();
    expect(screen.getByText("Uploaded, to review")).toBeTruthy();
    expect(screen.getByText("Bank statement · Optional")).toBeTruthy();
    expect(screen.getByText("ബാങ്ക് സ്റ്റേറ്റ്മെന്റ്")).toBeTruthy();
    expect(screen.getByText("Pages or months missing")).toBeTruthy();
    expect(screen.getByText("Please add April and May.")).toBeTruthy();
    expect(screen.getByText("Sent back by Anita Thomas, 22/11/2026, 4:00 pm IST.")).toBeTruthy();
    // The borrower's file name is text, never markup.
    expect(screen.getByText("pan <b>scan</b>.pdf", { selector: "p" })).toBeTruthy();
    expect(screen.getByText(/PDF · 240 KB · Uploaded by The borrower, 22\/11\/2026, 3:05 pm IST/)).toBeTruthy();
    const view = screen.getByRole("link", { name: "View pan <b>scan</b>.pdf (opens in a new tab)" });
    expect(view.getAttribute("href")).toBe(`${API}/files/file-pan-1`);
    expect(view.getAttribute("target")).toBe("_blank");
    const download = screen.getByRole("link", { name: "Download pan <b>scan</b>.pdf" });
    expect(download.getAttribute("href")).toBe(`${API}/files/file-pan-1?download=1`);
    expect(download.hasAttribute("download")).toBe(true);
    const all = screen.getByRole("link", { name: "Download all (zip)" });
    expect(all.getAttribute("href")).toBe(`${API}/archive`);
    expect(all.hasAttribute("download")).toBe(true);
  });

  it("lets a role that only reads view and download, and nothing else", () => {
    renderPanel({
      canChange: false,
      documents: documents({
        items: [item({ status: "uploaded", files: [panScan] })],
        totalFiles: 1,
        link: activeLink,
      }),
    });
    expect(screen.getByRole("link", { name: /^View / })).toBeTruthy();
    expect(screen.getByRole("link", { name: "Download all (zip)" })).toBeTruthy();
    for (const name of [/^Accept/, /^Send back/, /^Manage/, "New link", "Revoke", "Add a document"])
      expect(screen.queryByRole("button", { name })).toBeNull();
  });

  it("offers to fill an empty checklist from the loan service, and says so in one toast", async () => {
    renderPanel();
    expect(screen.getByText("No documents asked for yet.")).toBeTruthy();
    expect(screen.queryByRole("button", { name: "Send link" })).toBeNull();
    fetchMock.mockResolvedValueOnce(jsonResponse(200, documents()));
    await click("Fill from the loan service’s list");
    expect(sent()).toMatchObject({ path: `${API}/checklist`, method: "POST" });
    expect(await screen.findByText(/Checklist filled from the loan service’s list/)).toBeTruthy();
  });

  it("hides the fill button when the service has no list", () => {
    renderPanel({ documents: documents({ canFillFromService: false }) });
    expect(screen.queryByRole("button", { name: "Fill from the loan service’s list" })).toBeNull();
    expect(screen.getByRole("button", { name: "Add a document" })).toBeTruthy();
  });

  it("adds a document: the kind names it, a missing kind is said at the field", async () => {
    renderPanel();
    await click("Add a document");
    const dialog = await screen.findByRole("dialog");
    await click("Add", within(dialog));
    expect(within(dialog).getByText(/Choose the kind of document/)).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();
    fireEvent.change(within(dialog).getByLabelText("Kind"), { target: { value: "aadhaar" } });
    expect(within(dialog).getByLabelText<HTMLInputElement>("Name").value).toBe("Masked Aadhaar");
    fireEvent.click(within(dialog).getByLabelText("Required"));
    fetchMock.mockResolvedValueOnce(jsonResponse(201, documents()));
    await click("Add", within(dialog));
    expect(sent()).toEqual({
      path: `${API}/items`,
      method: "POST",
      body: { label: "Masked Aadhaar", kind: "aadhaar", required: false },
    });
    expect(await screen.findByText("“Masked Aadhaar” added to the checklist.")).toBeTruthy();
  });

  it("puts a 400's field message on the name field", async () => {
    renderPanel();
    await click("Add a document");
    const dialog = await screen.findByRole("dialog");
    fireEvent.change(within(dialog).getByLabelText("Kind"), { target: { value: "other" } });
    fireEvent.change(within(dialog).getByLabelText("Name"), { target: { value: "Form 16" } });
    fetchMock.mockResolvedValueOnce(
      errorAnswer(400, "Check the fields", { label: "The checklist already asks for “Form 16”." }),
    );
    await click("Add", within(dialog));
    const name = within(dialog).getByLabelText("Name");
    expect(name.getAttribute("aria-invalid")).toBe("true");
    expect(within(dialog).getByText("The checklist already asks for “Form 16”.")).toBeTruthy();
  });

  it("marks an item optional with the version it showed", async () => {
    renderPanel({ documents: documents({ items: [item()] }) });
    fetchMock.mockResolvedValueOnce(jsonResponse(200, documents()));
    await manage("PAN card", "Mark optional");
    expect(sent()).toEqual({
      path: `${API}/items/5f0c3c7e-0000-4000-8000-000000000001`,
      method: "PATCH",
      body: { required: false, version: 3 },
    });
    expect(await screen.findByText("“PAN card” is now optional.")).toBeTruthy();
  });

  it("renames an item; a 409 offers to load the checklist again", async () => {
    renderPanel({ documents: documents({ items: [item()] }) });
    await manage("PAN card", "Rename");
    const dialog = await screen.findByRole("dialog");
    fireEvent.change(within(dialog).getByLabelText("Name"), { target: { value: "PAN card (both sides)" } });
    fetchMock.mockResolvedValueOnce(errorAnswer(409, "This document changed meanwhile: reload and try again."));
    await click("Save", within(dialog));
    expect(sent().body).toEqual({ label: "PAN card (both sides)", version: 3 });
    expect(within(dialog).getByRole("button", { name: "Load the current checklist" })).toBeTruthy();
    // What was typed stays for the second try.
    expect(within(dialog).getByLabelText<HTMLInputElement>("Name").value).toBe("PAN card (both sides)");
  });

  it("removes an item without files at once, and asks first when its files would be deleted", async () => {
    renderPanel({
      documents: documents({ items: [item(), item({ id: "item-2", label: "Salary slips", files: [panScan] })] }),
    });
    fetchMock.mockResolvedValue(new Response(null, { status: 204 }));
    await manage("PAN card", "Remove");
    expect(sent()).toMatchObject({
      path: `${API}/items/5f0c3c7e-0000-4000-8000-000000000001?version=3`,
      method: "DELETE",
    });
    await manage("Salary slips", "Remove");
    const confirm = await screen.findByRole("alertdialog");
    expect(within(confirm).getByText(/deleted for good/)).toBeTruthy();
    expect(fetchMock).toHaveBeenCalledTimes(1);
    await click("Remove and delete the file", within(confirm));
    expect(sent(1)).toMatchObject({ path: `${API}/items/item-2?version=3`, method: "DELETE" });
    await waitFor(() => expect(screen.getByText("“Salary slips” and its file are deleted.")).toBeTruthy());
  });
});

describe("reviewing documents", () => {
  it("accepts an ordinary document at once", async () => {
    renderPanel({ documents: documents({ items: [item({ status: "uploaded", files: [panScan] })] }) });
    fetchMock.mockResolvedValueOnce(jsonResponse(200, documents()));
    await click("Accept PAN card");
    expect(sent()).toEqual({
      path: `${API}/items/5f0c3c7e-0000-4000-8000-000000000001/review`,
      method: "POST",
      body: { decision: "accept", version: 3 },
    });
    expect(await screen.findByText("“PAN card” accepted. The borrower sees it as accepted.")).toBeTruthy();
  });

  it("accepts masked Aadhaar only with the tick, and shows the server's refusal on it", async () => {
    const aadhaar = item({ kind: "aadhaar", label: "Masked Aadhaar", status: "uploaded", files: [aadhaarPhoto] });
    renderPanel({ documents: documents({ items: [aadhaar] }) });
    await click("Accept Masked Aadhaar");
    const dialog = await screen.findByRole("dialog");
    expect(within(dialog).getByRole("link", { name: /^View aadhaar\.jpg/ })).toBeTruthy();
    await click("Accept", within(dialog));
    expect(fetchMock).not.toHaveBeenCalled();
    const tick = within(dialog).getByRole("checkbox", {
      name: "I checked: the first 8 digits are hidden (masked Aadhaar)",
    });
    expect(tick.getAttribute("aria-invalid")).toBe("true");
    fireEvent.click(tick);
    fetchMock.mockResolvedValueOnce(
      errorAnswer(400, "Check the fields", { maskedConfirmed: "Confirm that the Aadhaar copy is masked." }),
    );
    await click("Accept", within(dialog));
    expect(sent().body).toEqual({ decision: "accept", maskedConfirmed: true, version: 3 });
    expect(within(dialog).getAllByText("Confirm that the Aadhaar copy is masked.").length).toBeGreaterThan(0);
    expect(tick.getAttribute("aria-invalid")).toBe("true");
  });

  it("sends back with a reason and the note the borrower reads", async () => {
    renderPanel({ documents: documents({ items: [item({ status: "uploaded", files: [panScan] })] }) });
    await click("Send back PAN card");
    const dialog = await screen.findByRole("dialog");
    expect(within(dialog).getByText(/The borrower reads this note as you write it/)).toBeTruthy();
    await click("Send back", within(dialog));
    expect(within(dialog).getByText(/Choose why the document goes back/)).toBeTruthy();
    fireEvent.change(within(dialog).getByLabelText("Reason"), { target: { value: "other" } });
    await click("Send back", within(dialog));
    expect(within(dialog).getByText(/Say in the note what is wrong/)).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();
    fireEvent.change(within(dialog).getByLabelText(/Note for the borrower/), {
      target: { value: "  The photo is of the back side only.  " },
    });
    fetchMock.mockResolvedValueOnce(jsonResponse(200, documents()));
    await click("Send back", within(dialog));
    expect(sent().body).toEqual({
      decision: "reject",
      reason: "other",
      note: "The photo is of the back side only.",
      version: 3,
    });
    expect(await screen.findByText("“PAN card” sent back. The borrower sees why on their page.")).toBeTruthy();
  });

  it("shows an accepted Aadhaar as checked masked, with no Accept button", () => {
    renderPanel({
      documents: documents({
        items: [
          item({
            kind: "aadhaar",
            label: "Masked Aadhaar",
            status: "accepted",
            maskedConfirmed: true,
            reviewedBy: "Anita Thomas",
            reviewedAt: "2026-11-22T10:30:00.000Z",
            files: [aadhaarPhoto],
          }),
        ],
        allReceived: true,
      }),
    });
    expect(screen.getByText("Accepted by Anita Thomas, 22/11/2026, 4:00 pm IST; checked as masked.")).toBeTruthy();
    expect(screen.getByText(/All documents received/)).toBeTruthy();
    expect(screen.queryByRole("button", { name: /^Accept/ })).toBeNull();
    expect(screen.getByRole("button", { name: "Send back Masked Aadhaar" })).toBeTruthy();
  });
});

describe("the private link", () => {
  const sentLink: SentDocumentLink = {
    url: "https://loans.example.in/documents#AbCdEfGhIjKlMnOpQrStUvWxYz0123456789-_abcd",
    expiresAt: "2026-12-06T06:30:00.000Z",
    whatsappText: "നമസ്കാരം Priya, രേഖകൾ ഇവിടെ അപ്‌ലോഡ് ചെയ്യുക: https://loans.example.in/documents#AbCd",
    whatsappUrl: "https://wa.me/919847012345?text=abc",
    emailed: false,
    documents: documents(),
  };

  it("says where the link stands", () => {
    renderPanel({ documents: documents({ items: [item()], link: activeLink }) });
    expect(screen.getByText("Active until 04/12/2026, 10:00 am IST.")).toBeTruthy();
    expect(screen.getByText(/Made by Anita Thomas, 20\/11\/2026, 10:00 am IST\. Not opened yet\./)).toBeTruthy();
    expect(screen.getByText(/2 wrong tries of the last four digits; it locks after 5/)).toBeTruthy();
    expect(linkStateSentence({ ...activeLink, state: "locked" })).toMatch(/Locked after 5 wrong tries/);
    expect(linkStateSentence({ ...activeLink, state: "expired" })).toBe(
      "Expired on 04/12/2026, 10:00 am IST. Send a new link if documents are still missing.",
    );
  });

  it("shows the link once with Copy and WhatsApp in the lead's language", async () => {
    renderPanel({ documents: documents({ items: [item()], canEmail: false }) });
    await click("Send link");
    const dialog = await screen.findByRole("dialog");
    expect(within(dialog).getByText(/shown only once/)).toBeTruthy();
    expect(within(dialog).queryByRole("checkbox", { name: "E-mail it to the borrower" })).toBeNull();
    fetchMock.mockResolvedValueOnce(jsonResponse(201, sentLink));
    await click("Make the link", within(dialog));
    expect(sent()).toEqual({ path: `${API}/link`, method: "POST", body: { delivery: "none" } });
    expect(within(dialog).getByLabelText<HTMLTextAreaElement>("The borrower’s private link").value).toBe(sentLink.url);
    expect(within(dialog).getByRole("button", { name: "Copy" })).toBeTruthy();
    expect(within(dialog).getByText(/shown only now and cannot be shown again/)).toBeTruthy();
    const message = within(dialog).getByText(sentLink.whatsappText);
    expect(message.getAttribute("lang")).toBe("ml-IN");
    const whatsapp = within(dialog).getByRole("link", { name: "Open WhatsApp (opens in a new tab)" });
    expect(whatsapp.getAttribute("href")).toBe(sentLink.whatsappUrl);
    expect(await screen.findByText("Link made. Send it to the borrower now.")).toBeTruthy();
  });

  it("e-mails the link when the lead has an address, and says when the e-mail failed", async () => {
    renderPanel({ documents: documents({ items: [item()], link: { ...activeLink, state: "expired" } }) });
    await click("New link");
    const dialog = await screen.findByRole("dialog");
    expect(within(dialog).getByRole<HTMLInputElement>("checkbox", { name: "E-mail it to the borrower" }).checked).toBe(
      true,
    );
    fetchMock.mockResolvedValueOnce(jsonResponse(201, { ...sentLink, emailed: false }));
    await click("Make the link", within(dialog));
    expect(sent().body).toEqual({ delivery: "email" });
    expect(within(dialog).getByText(/The e-mail could not be sent/)).toBeTruthy();
    expect(await screen.findByText(/Link made, but the e-mail could not be sent/)).toBeTruthy();
  });

  it("revokes an active link after asking", async () => {
    renderPanel({ documents: documents({ items: [item()], link: activeLink }) });
    await click("Revoke");
    const confirm = await screen.findByRole("alertdialog");
    fetchMock.mockResolvedValueOnce(new Response(null, { status: 204 }));
    await click("Revoke the link", within(confirm));
    expect(sent()).toMatchObject({ path: `${API}/link`, method: "DELETE" });
    expect(await screen.findByText("Link revoked: it no longer opens.")).toBeTruthy();
  });
});

describe("checklistSummary", () => {
  it("counts what waits for review and the required documents accepted", () => {
    expect(checklistSummary({ items: [] })).toBe("No documents asked for yet.");
    expect(
      checklistSummary({
        items: [
          item({ status: "accepted" }),
          item({ status: "uploaded" }),
          item({ status: "accepted", required: false }),
        ],
      }),
    ).toBe("1 to review · 1 of 2 required accepted");
    expect(checklistSummary({ items: [item({ required: false, status: "accepted" })] })).toBe(
      "1 of 1 accepted (all optional)",
    );
  });
});

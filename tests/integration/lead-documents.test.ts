import { and, eq } from "drizzle-orm";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  auditLog,
  leadDocumentFiles,
  leadDocumentLinks,
  leadEvents,
  leads,
  notificationOutbox,
} from "~server/db/schema";
import type { SentDocumentLink, StaffDocuments, UploadState } from "~server/documents/borrower-documents.schema";
import { encryptedPdfs, textRenamedPdf } from "../fixtures/documents/document-samples";
import { loanEnquiryBody } from "../support/lead-inputs";
import { gpsPhoto, samplePdf } from "../support/sample-files";
import { BorrowerPhone as Phone } from "../support/borrower-phone";
import { ownerEnv, staffApi, tokensForEveryRole } from "../support/staff";
import { backends, createTestApp, type TestApp } from "../support/test-app";
import type { StaffRole } from "~server/vocabulary/staff";

let mobileCounter = 0;
const nextMobile = () => `9${String(847000000 + ++mobileCounter).slice(-9)}`;

describe.each(backends)("borrowers' documents on %s", (backend) => {
  let app: TestApp;
  let tokens: Record<StaffRole, string>;
  let ownerId: number;
  const as = (role: StaffRole | null, path: string, init: { method?: string; json?: unknown } = {}) =>
    staffApi(() => app, tokens)(role, path, init);
  const db = () => app.services.database.db;

  beforeAll(async () => {
    app = await createTestApp(backend, { ...ownerEnv, TRUST_PROXY: "true" });
    const everyRole = await tokensForEveryRole(app);
    tokens = everyRole.tokens;
    ownerId = everyRole.userIds.owner;
  });
  afterAll(async () => {
    await app?.close();
  });

  /** A home loan lead sent from the site, assigned to the owner; `language` marks it as sent from that language's page. */
  async function newLead(language: "en" | "ml" = "en") {
    const mobile = nextMobile();
    const res = await app.request("/api/leads", {
      method: "POST",
      headers: { "Content-Type": "application/json", "X-Forwarded-For": `10.77.${mobileCounter % 250}.1` },
      body: JSON.stringify(loanEnquiryBody({ mobile, serviceSlug: "home-loans", email: "borrower@example.in" })),
    });
    expect(res.status).toBe(201);
    const { reference } = (await res.json()) as { reference: string };
    const [row] = await db()
      .update(leads)
      .set({ consentLanguage: language, assignedToId: ownerId })
      .where(eq(leads.reference, reference))
      .returning();
    return { id: row!.id, reference, mobile, lastFour: mobile.slice(-4) };
  }

  async function documentsOf(leadId: number): Promise<StaffDocuments> {
    const res = await as("viewer", `/leads/${leadId}/documents`);
    expect(res.status).toBe(200);
    return (await res.json()) as StaffDocuments;
  }

  /** A lead with its checklist filled and a link sent; the borrower's phone has typed the digits. */
  async function leadWithLink(language: "en" | "ml" = "en") {
    const lead = await newLead(language);
    expect((await as("admin", `/leads/${lead.id}/documents/checklist`, { method: "POST" })).status).toBe(200);
    const sent = await as("admin", `/leads/${lead.id}/documents/link`, { json: { delivery: "none" } });
    expect(sent.status).toBe(201);
    const link = (await sent.json()) as SentDocumentLink;
    const token = link.url.split("/documents/")[1]!;
    const phone = new Phone(() => app, token);
    expect((await phone.unlock(lead.lastFour)).status).toBe(204);
    return { lead, link, phone };
  }

  it("fills the checklist from the loan service's list, with masked Aadhaar marked, for staff who work leads", async () => {
    const lead = await newLead();
    expect((await as("editor", `/leads/${lead.id}/documents`)).status).toBe(403);
    expect((await as("viewer", `/leads/${lead.id}/documents/checklist`, { method: "POST" })).status).toBe(403);
    const before = await documentsOf(lead.id);
    expect(before).toMatchObject({ items: [], link: null, canFillFromService: true, canEmail: true });

    const filled = await as("admin", `/leads/${lead.id}/documents/checklist`, { method: "POST" });
    expect(filled.status).toBe(200);
    const documents = (await filled.json()) as StaffDocuments;
    expect(documents.items.length).toBeGreaterThanOrEqual(5);
    expect(documents.items[0]).toMatchObject({ kind: "aadhaar", status: "requested", required: true });
    expect(documents.items.map((item) => item.kind)).toContain("bank_statement");
    // A second fill would duplicate the list.
    expect((await as("admin", `/leads/${lead.id}/documents/checklist`, { method: "POST" })).status).toBe(409);

    const added = await as("admin", `/leads/${lead.id}/documents/items`, {
      json: { label: "Latest electricity bill", kind: "address_proof", required: true },
    });
    expect(added.status).toBe(200);
    const item = ((await added.json()) as StaffDocuments).items.at(-1)!;
    const optional = await as("admin", `/leads/${lead.id}/documents/items/${item.id}`, {
      method: "PATCH",
      json: { required: false, version: item.version },
    });
    expect(optional.status).toBe(200);
    expect(((await optional.json()) as StaffDocuments).items.at(-1)).toMatchObject({ required: false, version: 2 });
    // A stale version is refused.
    const stale = await as("admin", `/leads/${lead.id}/documents/items/${item.id}`, {
      method: "PATCH",
      json: { label: "Water bill", version: item.version },
    });
    expect(stale.status).toBe(409);
    const removed = await as("admin", `/leads/${lead.id}/documents/items/${item.id}?version=2`, { method: "DELETE" });
    expect(((await removed.json()) as StaffDocuments).items).toHaveLength(documents.items.length);
  });

  it("sends a link in the lead's language, keeps only its hash, and moves the lead to documents pending", async () => {
    const lead = await newLead("ml");
    await as("admin", `/leads/${lead.id}/documents/checklist`, { method: "POST" });
    const sent = await as("admin", `/leads/${lead.id}/documents/link`, { json: { delivery: "email" } });
    expect(sent.status).toBe(201);
    const link = (await sent.json()) as SentDocumentLink;
    expect(link.url).toMatch(/\/ml\/documents\/[A-Za-z0-9_-]{43}$/);
    expect(link.whatsappText).toContain("അവസാന 4 അക്കങ്ങൾ");
    expect(link.whatsappUrl).toContain(`wa.me/91${lead.mobile}`);
    expect(link.emailed).toBe(true);
    expect(link.documents.link).toMatchObject({ state: "active", failedTries: 0 });
    const token = link.url.split("/documents/")[1]!;
    const [stored] = await db().select().from(leadDocumentLinks).where(eq(leadDocumentLinks.leadId, lead.id));
    expect(stored!.tokenHash).not.toContain(token);
    const [row] = await db().select().from(leads).where(eq(leads.id, lead.id));
    expect(row!.status).toBe("documents_pending");
    const emails = await db()
      .select()
      .from(notificationOutbox)
      .where(and(eq(notificationOutbox.leadId, lead.id), eq(notificationOutbox.topic, "documents.link_email")));
    expect(emails).toHaveLength(1);
    expect(String(emails[0]!.payload.text)).toContain(link.url);
    const types = (await db().select().from(leadEvents).where(eq(leadEvents.leadId, lead.id))).map((e) => e.type);
    expect(types).toEqual(expect.arrayContaining(["documents_link_sent", "status_changed"]));
  });

  it("opens only with the last four digits, never shows the mobile or e-mail, and locks after five wrong tries", async () => {
    const lead = await newLead();
    await as("admin", `/leads/${lead.id}/documents/checklist`, { method: "POST" });
    const link = (await (
      await as("admin", `/leads/${lead.id}/documents/link`, { json: {} })
    ).json()) as SentDocumentLink;
    const phone = new Phone(() => app, link.url.split("/documents/")[1]!);
    // Nothing before the digits.
    expect((await phone.request("/api/documents/checklist")).status).toBe(401);
    const wrong = await phone.unlock(lead.lastFour === "0000" ? "1111" : "0000");
    expect(wrong.status).toBe(400);
    expect(await wrong.json()).toMatchObject({ error: { code: "wrong_digits" }, triesLeft: 4 });
    expect((await phone.unlock(lead.lastFour)).status).toBe(204);
    const checklist = await phone.checklist();
    const text = JSON.stringify(checklist);
    expect(text).not.toContain(lead.mobile);
    expect(text).not.toContain("borrower@example.in");
    expect(checklist).toMatchObject({ reference: lead.reference, stage: "received", advisor: { name: "Owner" } });

    // Someone else with the link, guessing: four more wrong tries lock it.
    const stranger = new Phone(() => app, phone.token);
    for (let left = 3; left >= 0; left--) {
      const res = await stranger.unlock(lead.lastFour === "0000" ? "1111" : "0000");
      expect(await res.json()).toMatchObject({ triesLeft: left });
    }
    expect((await stranger.unlock(lead.lastFour)).status).toBe(410);
    // The borrower's own session ends with the lock too.
    expect((await phone.request("/api/documents/checklist")).status).toBe(401);
    const documents = await documentsOf(lead.id);
    expect(documents.link).toMatchObject({ state: "locked", failedTries: 5 });
    const locked = await db()
      .select()
      .from(notificationOutbox)
      .where(and(eq(notificationOutbox.leadId, lead.id), eq(notificationOutbox.topic, "documents.link_locked")));
    expect(locked).toHaveLength(1);
    // An unknown token answers exactly as a locked one.
    const unknown = new Phone(() => app, "A".repeat(43));
    const answer = await unknown.unlock("1234");
    expect(answer.status).toBe(410);
    expect(await answer.json()).toEqual(await (await stranger.unlock("1234")).json());
  });

  it("stores a PDF and a photo sent in pieces encrypted, the photo without its metadata, and staff read them back", async () => {
    const { lead, phone } = await leadWithLink();
    const checklist = await phone.checklist();
    const pan = checklist.items.find((item) => item.kind === "aadhaar")!;
    const statement = checklist.items.find((item) => item.kind === "bank_statement")!;

    const pdf = samplePdf("Masked Aadhaar XXXX XXXX 4321");
    const pdfAnswer = await phone.upload(pan.id, "aadhaar.pdf", pdf, "application/pdf");
    expect(pdfAnswer.status).toBe(200);
    const done = (await pdfAnswer.json()) as UploadState;
    expect(done.done).toBe(true);
    expect(done.checklist!.items.find((item) => item.id === pan.id)).toMatchObject({
      status: "uploaded",
      files: [{ name: "aadhaar.pdf" }],
    });

    // A photo larger than one piece, the connection dropping after the first.
    const photo = await sharp({
      create: {
        width: 1600,
        height: 1200,
        channels: 3,
        background: "#808080",
        noise: { type: "gaussian", mean: 128, sigma: 60 },
      },
    })
      .jpeg({ quality: 95 })
      .withExif({ IFD0: { Copyright: "Kochi GPS test" } })
      .toBuffer();
    expect(photo.byteLength).toBeGreaterThan(done.chunkBytes);
    const start = (await (
      await phone.request("/api/documents/uploads", {
        method: "POST",
        json: { itemId: statement.id, fileName: "IMG_2041.JPG", sizeBytes: photo.byteLength, mediaType: "image/jpeg" },
      })
    ).json()) as UploadState;
    expect((await phone.putPiece(start.uploadId, 0, photo.subarray(0, start.chunkBytes))).status).toBe(200);
    // The answer was lost: the page sends the same piece again and learns where the upload stands.
    const again = await phone.putPiece(start.uploadId, 0, photo.subarray(0, start.chunkBytes));
    expect(again.status).toBe(409);
    expect(await again.json()).toMatchObject({ receivedBytes: start.chunkBytes, done: false });
    const resumed = (await (await phone.request(`/api/documents/uploads/${start.uploadId}`)).json()) as UploadState;
    let answer: Response | null = null;
    for (let offset = resumed.receivedBytes; offset < photo.byteLength; offset += start.chunkBytes)
      answer = await phone.putPiece(start.uploadId, offset, photo.subarray(offset, offset + start.chunkBytes));
    expect(answer!.status).toBe(200);
    expect(((await answer!.json()) as UploadState).done).toBe(true);

    const files = await db().select().from(leadDocumentFiles).where(eq(leadDocumentFiles.leadId, lead.id));
    expect(files).toHaveLength(2);
    for (const file of files) {
      const stored = await app.services.files.openRead(file.storageKey);
      const bytes = Buffer.concat(await stored!.toArray());
      // The stored bytes are not the document.
      expect(bytes.includes(Buffer.from("%PDF"))).toBe(false);
      expect(bytes.includes(Buffer.from("Masked Aadhaar"))).toBe(false);
      expect(bytes.subarray(0, 3).equals(Buffer.from([0xff, 0xd8, 0xff]))).toBe(false);
    }

    const documents = await documentsOf(lead.id);
    const pdfFile = documents.items.find((item) => item.id === pan.id)!.files[0]!;
    const viewed = await as("viewer", `/leads/${lead.id}/documents/files/${pdfFile.id}`);
    expect(viewed.status).toBe(200);
    expect(viewed.headers.get("Content-Type")).toBe("application/pdf");
    expect(viewed.headers.get("Content-Disposition")).toMatch(/^inline/);
    expect(Buffer.from(await viewed.arrayBuffer()).equals(Buffer.from(pdf))).toBe(true);
    const photoFile = documents.items.find((item) => item.id === statement.id)!.files[0]!;
    expect(photoFile).toMatchObject({ mediaType: "image/jpeg", name: "IMG_2041.jpg", uploadedBy: "Borrower" });
    const downloaded = await as("viewer", `/leads/${lead.id}/documents/files/${photoFile.id}?download=1`);
    expect(downloaded.headers.get("Content-Disposition")).toMatch(/^attachment/);
    const metadata = await sharp(Buffer.from(await downloaded.arrayBuffer())).metadata();
    expect(metadata.exif).toBeUndefined();
    const audited = await db()
      .select({ action: auditLog.action })
      .from(auditLog)
      .where(and(eq(auditLog.entity, "lead"), eq(auditLog.entityId, String(lead.id))));
    expect(audited.map((row) => row.action)).toEqual(
      expect.arrayContaining(["lead.document_view", "lead.document_download"]),
    );

    const zip = await as("viewer", `/leads/${lead.id}/documents/archive`);
    expect(zip.status).toBe(200);
    expect(zip.headers.get("Content-Type")).toBe("application/zip");
    const zipBytes = Buffer.from(await zip.arrayBuffer());
    expect(zipBytes.subarray(0, 2).toString()).toBe("PK");
    expect(zipBytes.includes(Buffer.from(".pdf"))).toBe(true);
  });

  it("refuses an empty file, a wrong type, a PDF with a password and the same file twice, each with its reason", async () => {
    const { phone } = await leadWithLink();
    const [item] = (await phone.checklist()).items;
    const refusal = async (res: Response) => {
      expect(res.status).toBe(422);
      return ((await res.json()) as { refusal: string }).refusal;
    };
    expect(await refusal(await phone.upload(item!.id, "empty.pdf", new Uint8Array()))).toBe("empty");
    expect(await refusal(await phone.upload(item!.id, "salary.docx", new Uint8Array([1, 2, 3])))).toBe(
      "unsupported_type",
    );
    expect(await refusal(await phone.upload(item!.id, "payslip.pdf", textRenamedPdf()))).toBe("unsupported_type");
    expect(await refusal(await phone.upload(item!.id, "statement.pdf", encryptedPdfs.withTrailer()))).toBe(
      "pdf_password",
    );
    const pdf = samplePdf("PAN ABCDE1234F");
    expect((await phone.upload(item!.id, "pan.pdf", pdf)).status).toBe(200);
    expect(await refusal(await phone.upload(item!.id, "pan copy.pdf", pdf))).toBe("duplicate");
    const after = await phone.checklist();
    expect(after.items[0]!.files).toHaveLength(1);
  });

  it("takes the link open on two phones at once: the same file from both is kept once, another from each is kept", async () => {
    const { lead, phone } = await leadWithLink();
    const second = new Phone(() => app, phone.token);
    expect((await second.unlock(lead.lastFour)).status).toBe(204);
    const [item] = (await phone.checklist()).items;
    const pdf = samplePdf("Bank statement, both phones");
    const answers = await Promise.all([
      phone.upload(item!.id, "statement.pdf", pdf),
      second.upload(item!.id, "statement.pdf", pdf),
    ]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 422]);
    const refused = answers.find((answer) => answer.status === 422)!;
    expect(await refused.json()).toMatchObject({ refusal: "duplicate" });
    const [a, b] = await Promise.all([
      phone.upload(item!.id, "page-2.pdf", samplePdf("page two")),
      second.upload(item!.id, "page-3.pdf", samplePdf("page three")),
    ]);
    expect([a.status, b.status]).toEqual([200, 200]);
    const files = (await phone.checklist()).items[0]!.files.map((file) => file.name).sort();
    expect(files).toEqual(["page-2.pdf", "page-3.pdf", "statement.pdf"]);
  });

  it("keeps a link of one lead away from another lead's documents", async () => {
    const a = await leadWithLink();
    const b = await leadWithLink();
    const bItem = (await b.phone.checklist()).items[0]!;
    const bFile = await b.phone.upload(bItem.id, "b.pdf", samplePdf("lead B"));
    expect(bFile.status).toBe(200);
    const bFileId = ((await bFile.json()) as UploadState).checklist!.items[0]!.files[0]!.id;
    // A's session, B's ids.
    expect((await a.phone.upload(bItem.id, "x.pdf", samplePdf("from A"))).status).toBe(400);
    expect((await a.phone.request(`/api/documents/files/${bFileId}`, { method: "DELETE" })).status).toBe(404);
    const bUpload = (await (
      await b.phone.request("/api/documents/uploads", {
        method: "POST",
        json: { itemId: bItem.id, fileName: "c.pdf", sizeBytes: 10, mediaType: "application/pdf" },
      })
    ).json()) as UploadState;
    expect((await a.phone.request(`/api/documents/uploads/${bUpload.uploadId}`)).status).toBe(404);
    expect((await a.phone.putPiece(bUpload.uploadId, 0, new Uint8Array(10))).status).toBe(404);
    // A's checklist names nothing of B.
    expect(JSON.stringify(await a.phone.checklist())).not.toContain(b.lead.reference);
    // Staff read one lead's file through another lead's address: not found.
    expect((await as("viewer", `/leads/${a.lead.id}/documents/files/${bFileId}`)).status).toBe(404);
  });

  it("reviews: masked Aadhaar confirmed to accept, a reason the borrower reads to send back, and all received tells the assignee", async () => {
    const { lead, phone } = await leadWithLink();
    const checklist = await phone.checklist();
    // Keep two required items: the rest optional.
    const staffItems = (await documentsOf(lead.id)).items;
    for (const item of staffItems.slice(2))
      await as("admin", `/leads/${lead.id}/documents/items/${item.id}`, {
        method: "PATCH",
        json: { required: false, version: item.version },
      });
    const [aadhaar, second] = checklist.items;
    expect(aadhaar!.kind).toBe("aadhaar");
    expect((await phone.upload(aadhaar!.id, "aadhaar.pdf", samplePdf("aadhaar"))).status).toBe(200);
    const photo = await gpsPhoto();
    const uploaded = await phone.upload(second!.id, "photo.jpg", photo, "image/jpeg");
    expect(uploaded.status).toBe(200);
    const [row] = await db().select().from(leads).where(eq(leads.id, lead.id));
    expect(row!.documentsState).toBe("received");
    const received = await db()
      .select()
      .from(notificationOutbox)
      .where(and(eq(notificationOutbox.leadId, lead.id), eq(notificationOutbox.topic, "documents.received")));
    expect(received).toHaveLength(1);
    expect(received[0]!.payload).toMatchObject({ to: ["owner@example.in"], reference: lead.reference });
    const listed = await as("viewer", `/leads?documents=received&search=${lead.reference}`);
    expect(((await listed.json()) as { items: { reference: string; documents: string }[] }).items).toEqual([
      expect.objectContaining({ reference: lead.reference, documents: "received" }),
    ]);

    const items = (await documentsOf(lead.id)).items;
    const aadhaarItem = items.find((item) => item.id === aadhaar!.id)!;
    const unconfirmed = await as("admin", `/leads/${lead.id}/documents/items/${aadhaarItem.id}/review`, {
      json: { decision: "accept", version: aadhaarItem.version },
    });
    expect(unconfirmed.status).toBe(400);
    expect(((await unconfirmed.json()) as { error: { fields: Record<string, string> } }).error.fields).toHaveProperty(
      "maskedConfirmed",
    );
    const accepted = await as("admin", `/leads/${lead.id}/documents/items/${aadhaarItem.id}/review`, {
      json: { decision: "accept", maskedConfirmed: true, version: aadhaarItem.version },
    });
    expect(accepted.status).toBe(200);
    expect(((await accepted.json()) as StaffDocuments).items[0]).toMatchObject({
      status: "accepted",
      maskedConfirmed: true,
      reviewedBy: "The admin",
    });
    const secondItem = items.find((item) => item.id === second!.id)!;
    const sentBack = await as("admin", `/leads/${lead.id}/documents/items/${secondItem.id}/review`, {
      json: {
        decision: "reject",
        reason: "unreadable",
        note: "The photo is dark: take it in daylight.",
        version: secondItem.version,
      },
    });
    expect(sentBack.status).toBe(200);

    const seen = await phone.checklist();
    expect(seen.items.find((item) => item.id === aadhaar!.id)).toMatchObject({ status: "accepted", canChange: false });
    expect(seen.items.find((item) => item.id === second!.id)).toMatchObject({
      status: "rejected",
      rejection: { reason: "unreadable", note: "The photo is dark: take it in daylight." },
    });
    expect(seen.stage).toBe("received");
    // An accepted document can no longer be removed by the borrower.
    const acceptedFile = seen.items[0]!.files[0]!;
    const refused = await phone.request(`/api/documents/files/${acceptedFile.id}`, { method: "DELETE" });
    expect(refused.status).toBe(422);
    // The one sent back can: the borrower removes it and sends a new photo.
    const rejectedFile = seen.items.find((item) => item.id === second!.id)!.files[0]!;
    expect((await phone.request(`/api/documents/files/${rejectedFile.id}`, { method: "DELETE" })).status).toBe(200);
    const types = (await db().select().from(leadEvents).where(eq(leadEvents.leadId, lead.id))).map((e) => e.type);
    expect(types).toEqual(
      expect.arrayContaining([
        "documents_link_opened",
        "document_uploaded",
        "documents_received",
        "document_accepted",
        "document_rejected",
        "document_deleted",
      ]),
    );
  });

  it("a revoked link and its sessions stop at once; a new link replaces the old", async () => {
    const { lead, phone } = await leadWithLink();
    expect((await as("admin", `/leads/${lead.id}/documents/link`, { method: "DELETE" })).status).toBe(200);
    expect((await phone.request("/api/documents/checklist")).status).toBe(401);
    expect((await phone.unlock(lead.lastFour)).status).toBe(410);
    const page = await app.services.borrowerDocuments.openPage({
      token: phone.token,
      language: "en",
      cookieHeader: phone.cookie,
    });
    expect(page).toEqual({ state: "unusable" });
    const fresh = (await (
      await as("admin", `/leads/${lead.id}/documents/link`, { json: {} })
    ).json()) as SentDocumentLink;
    const newPhone = new Phone(() => app, fresh.url.split("/documents/")[1]!);
    expect((await newPhone.unlock(lead.lastFour)).status).toBe(204);
    const opened = await app.services.borrowerDocuments.openPage({
      token: newPhone.token,
      language: "en",
      cookieHeader: newPhone.cookie,
    });
    expect(opened.state).toBe("open");
  });

  it("erasure and the retention period remove the documents' files from the store", async () => {
    const erased = await leadWithLink();
    const kept = await leadWithLink();
    for (const { phone } of [erased, kept]) {
      const [item] = (await phone.checklist()).items;
      expect((await phone.upload(item!.id, "a.pdf", samplePdf(`file of ${phone.token}`))).status).toBe(200);
    }
    const keyOf = async (leadId: number) =>
      (await db().select().from(leadDocumentFiles).where(eq(leadDocumentFiles.leadId, leadId)))[0]!.storageKey;
    const erasedKey = await keyOf(erased.lead.id);
    expect(await app.services.files.stat(erasedKey)).not.toBeNull();
    expect((await as("owner", `/leads/${erased.lead.id}/erase`, { json: {} })).status).toBeLessThan(300);
    expect(await app.services.files.stat(erasedKey)).toBeNull();
    expect(await db().select().from(leadDocumentFiles).where(eq(leadDocumentFiles.leadId, erased.lead.id))).toEqual([]);
    expect((await erased.phone.request("/api/documents/checklist")).status).toBe(401);

    const keptKey = await keyOf(kept.lead.id);
    await db()
      .update(leads)
      .set({ status: "disbursed", statusChangedAt: new Date(Date.now() - 91 * 86_400_000) })
      .where(eq(leads.id, kept.lead.id));
    const { deleted } = await app.services.documentRetention.run();
    expect(deleted).toBeGreaterThanOrEqual(1);
    expect(await app.services.files.stat(keptKey)).toBeNull();
    const events = await db().select().from(leadEvents).where(eq(leadEvents.leadId, kept.lead.id));
    expect(events.find((event) => event.type === "document_deleted")?.data).toMatchObject({ reason: "retention" });
  });
});

import { describe, expect, it } from "vitest";
import {
  borrowerStageOf,
  firstNameOf,
  isFinishedForDocuments,
  kindOfDocumentLine,
  leadDocumentsState,
  linkStateOf,
} from "~server/documents/checklist-rules";

describe("the kind of a line of a service's documents list", () => {
  it.each([
    ["PAN card and Aadhaar of all applicants and co-applicants, with passport-size photographs", "aadhaar"],
    ["PAN card (mandatory) and Aadhaar", "aadhaar"],
    ["ആധാർ കാർഡ്", "aadhaar"],
    ["आधार कार्ड की कॉपी", "aadhaar"],
    ["PAN of the business", "pan"],
    ["Last 3 months' salary slips", "income"],
    ["Form 16 or the latest ITR", "income"],
    ["Bank statement of the salary account for the last 6 months", "bank_statement"],
    ["Bank account details (cancelled cheque or passbook copy) for direct credit of the loan", "bank_statement"],
    ["Udyam registration certificate and GST registration certificate", "business"],
    ["Title deed with prior deeds, encumbrance certificate", "property"],
    ["Recent passport-size photograph", "photo"],
    ["Current address proof, such as a rent agreement or utility bill", "address_proof"],
    ["The gold jewellery or coins, brought in person for assaying in your presence", "other"],
  ])("%s → %s", (line, kind) => {
    expect(kindOfDocumentLine(line)).toBe(kind);
  });

  it("does not take 'company' or 'expansion' for a PAN", () => {
    expect(kindOfDocumentLine("Company expansion plan")).toBe("other");
  });
});

describe("where a lead's documents stand", () => {
  it("is none without a checklist", () => {
    expect(leadDocumentsState([])).toBe("none");
  });

  it("is received once every required item has a file not sent back, whatever the optional ones", () => {
    expect(
      leadDocumentsState([
        { required: true, status: "accepted" },
        { required: true, status: "uploaded" },
        { required: false, status: "requested" },
      ]),
    ).toBe("received");
    expect(
      leadDocumentsState([
        { required: true, status: "accepted" },
        { required: true, status: "rejected" },
      ]),
    ).toBe("waiting");
  });

  it("counts every item when all are optional", () => {
    expect(leadDocumentsState([{ required: false, status: "requested" }])).toBe("waiting");
    expect(leadDocumentsState([{ required: false, status: "uploaded" }])).toBe("received");
  });
});

describe("the application's stage in the borrower's words", () => {
  it.each([
    ["new", "none", "received"],
    ["documents_pending", "waiting", "received"],
    ["documents_pending", "received", "documents_complete"],
    ["submitted_to_lender", "received", "with_bank"],
    ["sanctioned", "received", "sanctioned"],
    ["disbursed", "received", "disbursed"],
    ["closed", "received", "disbursed"],
    ["rejected_by_lender", "received", "closed"],
    ["not_interested", "none", "closed"],
  ] as const)("%s with documents %s → %s", (status, documents, stage) => {
    expect(borrowerStageOf(status, documents)).toBe(stage);
  });

  it("counts the documents' retention from a disbursal, a closing or an exit", () => {
    expect(isFinishedForDocuments("disbursed")).toBe(true);
    expect(isFinishedForDocuments("spam")).toBe(true);
    expect(isFinishedForDocuments("sanctioned")).toBe(false);
  });

  it("greets by the first word of the name", () => {
    expect(firstNameOf("  Lakshmi Pillai ")).toBe("Lakshmi");
  });
});

describe("where a private link stands", () => {
  const now = new Date("2026-11-27T10:00:00Z");
  const link = { revokedAt: null, lockedAt: null, expiresAt: new Date("2026-12-11T10:00:00Z") };

  it("is active until the moment it expires, and expired from then on", () => {
    expect(linkStateOf(link, now)).toBe("active");
    expect(linkStateOf(link, link.expiresAt)).toBe("expired");
  });

  it("says revoked or locked whatever its time, revoked first", () => {
    const past = new Date("2026-11-20T10:00:00Z");
    expect(linkStateOf({ ...link, lockedAt: past }, now)).toBe("locked");
    expect(linkStateOf({ ...link, revokedAt: past, lockedAt: past, expiresAt: past }, now)).toBe("revoked");
  });
});

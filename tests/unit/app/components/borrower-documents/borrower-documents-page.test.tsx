// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { type BorrowerPageState, BorrowerDocumentsPage } from "~/components/borrower-documents/borrower-documents-page";
import type { Language } from "~server/vocabulary/languages";
import { InLanguage } from "../../../../support/i18n";
import { checklistWith, fakeDocumentsApi, fileOf, isPiece, item } from "./fake-documents-api";

const office = { businessName: "Keralam Finserv", phone: "+914842000000", whatsappNumber: "+919000000000" };

const PAN = "0b8a3c1e-1111-4c55-9b8e-2f4d0f3b6a11";
const AADHAAR = "0b8a3c1e-2222-4c55-9b8e-2f4d0f3b6a11";
const STATEMENT = "0b8a3c1e-3333-4c55-9b8e-2f4d0f3b6a11";

function sampleChecklist() {
  return checklistWith([
    item({ id: PAN, kind: "pan", label: "PAN card" }),
    item({ id: AADHAAR, kind: "aadhaar", label: "Masked Aadhaar" }),
    item({
      id: STATEMENT,
      kind: "bank_statement",
      label: "Bank statement, last 6 months",
      status: "rejected",
      rejection: { reason: "incomplete", note: "March is missing." },
      files: [
        {
          id: "file-old",
          name: "statement-oct-feb.pdf",
          mediaType: "application/pdf",
          sizeBytes: 345_000,
          uploadedAt: "2026-11-18T10:00:00.000Z",
        },
      ],
    }),
  ]);
}

let tokens = 0;

/**
 * The page as its route renders it: `serve` is what the loader answers now; `reload` (the route's
 * revalidation) renders the page again with that answer.
 */
function mountPage(first: BorrowerPageState, language: Language = "en") {
  // A token of its own per test: the upload queue lives per link for the tab's lifetime.
  const token = `token-${++tokens}`.padEnd(43, "x");
  let answer = first;
  const ui = () => (
    <InLanguage language={language}>
      <main>
        <BorrowerDocumentsPage page={answer} token={token} office={office} reload={reload} />
      </main>
    </InLanguage>
  );
  // Called inside the act() of the click or upload that led to it.
  const reload = vi.fn(async () => view.rerender(ui()));
  const view = render(ui());
  return {
    token,
    reload,
    /** What the loader answers from now on. */
    serve(next: BorrowerPageState) {
      answer = next;
    },
  };
}

function stubFetch(fetch: ReturnType<typeof fakeDocumentsApi>["fetch"]) {
  vi.stubGlobal("fetch", fetch);
}

const liveRegion = () => screen.getByRole("status");

/** Text on the page itself, not its copy in the live region. */
const onPage = { ignore: "script, style, [role=status] span" };

function documentCard(name: string) {
  return screen.getByRole("article", { name });
}

function pick(card: HTMLElement, label: string, files: File[]) {
  const input = within(card).getByLabelText(label);
  fireEvent.change(input, { target: { files } });
}

beforeEach(() => {
  vi.stubGlobal("requestAnimationFrame", (callback: FrameRequestCallback) => setTimeout(() => callback(0), 0));
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe("a link that does not open", () => {
  it("shows one page that says what to do, with the office's phone and WhatsApp, and nothing of a lead", () => {
    mountPage({ state: "unusable" });
    expect(screen.getByRole("heading", { level: 1, name: "This link cannot be opened" })).toBeTruthy();
    expect(screen.getByText(/Ask your advisor for a new link/)).toBeTruthy();
    expect(screen.getByRole("link", { name: /Call \+91 484 200 0000/ }).getAttribute("href")).toBe("tel:+914842000000");
    const whatsapp = screen.getByRole("link", { name: /Ask for a new link on WhatsApp/ });
    expect(whatsapp.getAttribute("href")).toMatch(/^https:\/\/wa\.me\/919000000000\?text=/);
    expect(screen.queryByRole("textbox")).toBeNull();
  });
});

describe("the last four digits", () => {
  it("asks for them in a plain numeric field the browser neither saves nor fills", () => {
    mountPage({ state: "needs_digits", triesLeft: 5 });
    expect(screen.getByRole("heading", { level: 1, name: "Your documents page" })).toBeTruthy();
    expect(
      screen.getByText("To keep your documents safe, type the last 4 digits of the mobile number you gave us."),
    ).toBeTruthy();
    const field = screen.getByLabelText("Last 4 digits of your mobile number");
    expect(field.getAttribute("inputmode")).toBe("numeric");
    expect(field.getAttribute("autocomplete")).toBe("off");
    expect(field.getAttribute("type")).toBe("text");
    expect(field.getAttribute("maxlength")).toBe("4");
  });

  it("checks for four digits before asking the server", async () => {
    const api = fakeDocumentsApi(sampleChecklist());
    stubFetch(api.fetch);
    mountPage({ state: "needs_digits", triesLeft: 5 });
    const field = screen.getByLabelText("Last 4 digits of your mobile number");
    fireEvent.change(field, { target: { value: "32a" } });
    expect((field as HTMLInputElement).value).toBe("32");
    await act(async () => fireEvent.click(screen.getByRole("button", { name: "Open my page" })));
    expect(screen.getByText("Type the 4 digits, numbers only.", onPage)).toBeTruthy();
    expect(field.getAttribute("aria-invalid")).toBe("true");
    expect(api.fetch).not.toHaveBeenCalled();
  });

  it("says how many tries are left after wrong digits, next to the field, and empties it for the next try", async () => {
    const api = fakeDocumentsApi(sampleChecklist());
    api.answerUnlock(() =>
      api.json(400, {
        error: { code: "wrong_digits", message: "Those digits do not match.", fields: {} },
        triesLeft: 3,
      }),
    );
    stubFetch(api.fetch);
    const page = mountPage({ state: "needs_digits", triesLeft: 5 });
    const field = screen.getByLabelText<HTMLInputElement>("Last 4 digits of your mobile number");
    fireEvent.change(field, { target: { value: "1234" } });
    await act(async () => fireEvent.click(screen.getByRole("button", { name: "Open my page" })));

    const message = "These are not the last 4 digits of the number we have. You have 3 more tries.";
    const error = screen.getByText(message, onPage);
    expect(field.getAttribute("aria-describedby")?.split(" ")).toContain(error.closest("p")?.id);
    expect(field.value).toBe("");
    expect(document.activeElement).toBe(field);
    expect(liveRegion().textContent).toContain(message);
    expect(api.requests[0]).toMatchObject({
      method: "POST",
      path: "/api/documents/unlock",
      body: { token: page.token, lastDigits: "1234" },
    });
    expect(page.reload).not.toHaveBeenCalled();
  });

  it("opens the checklist with the right digits, and moves focus to its greeting", async () => {
    const api = fakeDocumentsApi(sampleChecklist());
    stubFetch(api.fetch);
    const page = mountPage({ state: "needs_digits", triesLeft: 4 });
    expect(screen.getByText("You have 4 tries left.")).toBeTruthy();
    page.serve({ state: "open", checklist: api.checklist() });
    fireEvent.change(screen.getByLabelText("Last 4 digits of your mobile number"), { target: { value: "3210" } });
    await act(async () => fireEvent.click(screen.getByRole("button", { name: "Open my page" })));
    expect(page.reload).toHaveBeenCalledTimes(1);
    const greeting = screen.getByRole("heading", { level: 1, name: "Hello, Anjali" });
    await waitFor(() => expect(document.activeElement).toBe(greeting));
  });

  it("shows the unusable page when the link locked (410), and asks to wait after too many tries (429)", async () => {
    const api = fakeDocumentsApi(sampleChecklist());
    stubFetch(api.fetch);
    api.answerUnlock(() =>
      api.json(429, { error: { code: "rate_limited", message: "Slow down." } }, { "Retry-After": "60" }),
    );
    mountPage({ state: "needs_digits", triesLeft: 2 });
    fireEvent.change(screen.getByLabelText("Last 4 digits of your mobile number"), { target: { value: "1111" } });
    await act(async () => fireEvent.click(screen.getByRole("button", { name: "Open my page" })));
    expect(screen.getByText("Too many tries just now. Wait a few minutes, then try again.", onPage)).toBeTruthy();

    api.answerUnlock(() => api.json(410, { error: { code: "gone", message: "This link no longer works." } }));
    fireEvent.change(screen.getByLabelText("Last 4 digits of your mobile number"), { target: { value: "2222" } });
    await act(async () => fireEvent.click(screen.getByRole("button", { name: "Open my page" })));
    expect(screen.getByRole("heading", { level: 1, name: "This link cannot be opened" })).toBeTruthy();
  });
});

describe("the checklist", () => {
  it("greets the borrower and shows where the application stands and who the advisor is", () => {
    mountPage({ state: "open", checklist: { ...sampleChecklist(), stage: "with_bank" } });
    expect(screen.getByRole("heading", { level: 1, name: "Hello, Anjali" })).toBeTruthy();
    expect(screen.getByText("Home Loans: application LN-7KQ2M9")).toBeTruthy();
    expect(screen.getByText(/This private link works until 1 December 2026/)).toBeTruthy();

    const stage = screen.getByRole("region", { name: "Your application" });
    const steps = within(stage).getAllByRole("listitem");
    expect(steps.map((step) => step.textContent)).toEqual([
      "Application received (done)",
      "Documents complete (done)",
      "With the bank (now)",
      "Loan sanctioned (still to come)",
      "Loan disbursed (still to come)",
    ]);
    expect(steps[2]!.getAttribute("aria-current")).toBe("step");
    expect(within(stage).getByText(/Your file is with the bank/)).toBeTruthy();

    const advisor = screen.getByRole("region", { name: "Your advisor" });
    expect(within(advisor).getByText("Rahul Menon")).toBeTruthy();
    expect(within(advisor).getByRole("link", { name: /Call/ }).getAttribute("href")).toBe("tel:+919847000111");
    const whatsapp = within(advisor)
      .getByRole("link", { name: /WhatsApp/ })
      .getAttribute("href")!;
    expect(decodeURIComponent(whatsapp)).toContain("LN-7KQ2M9");
  });

  it("says a closed application is closed, without steps", () => {
    mountPage({ state: "open", checklist: { ...sampleChecklist(), stage: "closed" } });
    const stage = screen.getByRole("region", { name: "Your application" });
    expect(within(stage).queryAllByRole("listitem")).toHaveLength(0);
    expect(within(stage).getByText(/This application is closed/)).toBeTruthy();
  });

  it("says per document what it is, whether it is required, where it stands, and why it was sent back", () => {
    mountPage({ state: "open", checklist: sampleChecklist() });
    expect(screen.getByText("0 of 3 required documents sent")).toBeTruthy();
    const pan = documentCard("PAN card");
    expect(within(pan).getByText("Required")).toBeTruthy();
    expect(within(pan).getByText("To upload")).toBeTruthy();
    expect(within(pan).getByText("What is this, and how do I get it?")).toBeTruthy();
    expect(within(pan).getByText(/e-PAN PDF/)).toBeTruthy();

    const aadhaar = documentCard("Masked Aadhaar");
    expect(within(aadhaar).getByText(/Upload only the masked Aadhaar/)).toBeTruthy();
    expect(
      within(aadhaar)
        .getByRole("link", { name: /myAadhaar/ })
        .getAttribute("href"),
    ).toBe("https://myaadhaar.uidai.gov.in/");

    const statement = documentCard("Bank statement, last 6 months");
    expect(within(statement).getByText("Sent back: please upload again")).toBeTruthy();
    expect(within(statement).getByText("Some pages or months are missing. Upload every page asked for.")).toBeTruthy();
    expect(within(statement).getByText("Note from your advisor: March is missing.")).toBeTruthy();
    const pages = within(statement).getByRole("list", { name: "Pages of Bank statement, last 6 months" });
    expect(within(pages).getByText("statement-oct-feb.pdf")).toBeTruthy();
    expect(within(pages).getByText("337 KB")).toBeTruthy();

    // The camera for a photo of a page, the files for PDFs and pictures already on the phone.
    const camera = within(pan).getByLabelText("Take a photo");
    expect(camera.getAttribute("accept")).toBe("image/*");
    expect(camera.getAttribute("capture")).toBe("environment");
    const files = within(pan).getByLabelText("Choose files");
    expect(files.getAttribute("accept")).toContain(".pdf");
    expect(files.getAttribute("accept")).toContain(".heic");
    expect(files.hasAttribute("multiple")).toBe(true);
    expect(within(pan).getByRole("group", { name: "Add a page to PAN card" })).toBeTruthy();
  });

  it("lets nothing change on an accepted document", () => {
    const checklist = sampleChecklist();
    checklist.items[0] = {
      ...checklist.items[0]!,
      status: "accepted",
      canChange: false,
      files: [{ id: "f1", name: "pan.jpg", mediaType: "image/jpeg", sizeBytes: 120_000, uploadedAt: "2026-11-18" }],
    };
    mountPage({ state: "open", checklist });
    const pan = documentCard("PAN card");
    expect(within(pan).getByText("Accepted")).toBeTruthy();
    expect(within(pan).getByText("Accepted. If it needs to change, ask your advisor.")).toBeTruthy();
    expect(within(pan).queryByRole("button", { name: /Remove/ })).toBeNull();
    expect(within(pan).queryByLabelText("Take a photo")).toBeNull();
  });

  it("reads in Malayalam on a Malayalam page, the reasons staff chose included", () => {
    mountPage({ state: "open", checklist: { ...sampleChecklist(), language: "ml" } }, "ml");
    expect(screen.getByRole("heading", { level: 1, name: "നമസ്കാരം, Anjali" })).toBeTruthy();
    const statement = documentCard("Bank statement, last 6 months");
    expect(within(statement).getByText("തിരിച്ചയച്ചു: ദയവായി വീണ്ടും അപ്‌ലോഡ് ചെയ്യൂ")).toBeTruthy();
    expect(within(statement).getByText(/ചില പേജുകളോ മാസങ്ങളോ കുറവുണ്ട്/)).toBeTruthy();
    expect(within(documentCard("Masked Aadhaar")).getByText(/മാസ്ക്ഡ് ആധാർ മാത്രം/)).toBeTruthy();
    expect(document.body.textContent).not.toContain("borrowerDocuments.");
  });
});

describe("uploads", () => {
  it("sends a picked file in pieces with its progress, then shows it among the document's pages", async () => {
    const api = fakeDocumentsApi(sampleChecklist(), { chunkBytes: 4 });
    stubFetch(api.fetch);
    let releasePiece: () => void = () => undefined;
    const original = api.fetch.getMockImplementation()!;
    api.fetch.mockImplementation(async (input, init) => {
      // The second piece waits until the test has looked at the progress.
      if (new Headers(init?.headers).get("Upload-Offset") === "4") {
        await new Promise<void>((resolve) => (releasePiece = resolve));
      }
      return original(input, init);
    });
    mountPage({ state: "open", checklist: api.checklist() });
    const pan = documentCard("PAN card");
    await act(async () => pick(pan, "Choose files", [fileOf("pan-card.pdf", 10)]));

    const progress = await within(pan).findByRole("progressbar", { name: "Upload of pan-card.pdf" });
    await waitFor(() => expect(progress.getAttribute("value")).toBe("4"));
    expect(progress.getAttribute("max")).toBe("10");
    expect(within(pan).getByText("Uploading: 40%")).toBeTruthy();
    expect(within(pan).getByRole("button", { name: "Cancel the upload of pan-card.pdf" })).toBeTruthy();
    expect(liveRegion().textContent).toContain("Uploading pan-card.pdf.");

    await act(async () => releasePiece());
    const pages = await within(pan).findByRole("list", { name: "Pages of PAN card" });
    expect(within(pages).getByText("pan-card.pdf")).toBeTruthy();
    expect(within(pan).getByText("Uploaded, being checked")).toBeTruthy();
    expect(within(pan).queryByRole("progressbar")).toBeNull();
    expect(liveRegion().textContent).toContain("pan-card.pdf uploaded.");
    expect(screen.getByText("1 of 3 required documents sent")).toBeTruthy();
  });

  it("uploads several pages one after another", async () => {
    const api = fakeDocumentsApi(sampleChecklist(), { chunkBytes: 4 });
    stubFetch(api.fetch);
    mountPage({ state: "open", checklist: api.checklist() });
    const pan = documentCard("PAN card");
    await act(async () => pick(pan, "Choose files", [fileOf("front.jpg", 6), fileOf("back.jpg", 5)]));
    await act(async () => pick(pan, "Take a photo", [fileOf("photo.jpg", 3)]));
    const pages = await within(pan).findByRole("list", { name: "Pages of PAN card" });
    await waitFor(() =>
      expect(
        within(pages)
          .getAllByRole("listitem")
          .map((page) => page.textContent),
      ).toEqual([
        expect.stringContaining("front.jpg"),
        expect.stringContaining("back.jpg"),
        expect.stringContaining("photo.jpg"),
      ]),
    );
    // One upload at a time: each file's pieces follow the previous file's.
    const uploads = api.requests.filter(isPiece).map((request) => request.bytes);
    expect(uploads).toEqual([4, 2, 4, 1, 3]);
  });

  it("refuses on the phone what the server would refuse, with what to do, and sends nothing", async () => {
    const api = fakeDocumentsApi(sampleChecklist());
    stubFetch(api.fetch);
    mountPage({ state: "open", checklist: api.checklist() });
    const pan = documentCard("PAN card");
    await act(async () =>
      pick(pan, "Choose files", [
        new File(["x"], "notes.docx", {
          type: "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
        }),
        new File([], "empty.pdf", { type: "application/pdf" }),
      ]),
    );
    expect(within(pan).getByText(/We can take PDF, JPG and PNG files and iPhone photos only/)).toBeTruthy();
    expect(within(pan).getByText("This file is empty. Choose it again, or take a new photo.")).toBeTruthy();
    expect(api.fetch).not.toHaveBeenCalled();
    expect(liveRegion().textContent).toContain("empty.pdf was not uploaded.");
    fireEvent.click(within(pan).getByRole("button", { name: "Close the message about notes.docx" }));
    expect(within(pan).queryByText("notes.docx")).toBeNull();
  });

  it("shows the server's refusal in the page's language, with what to do", async () => {
    const api = fakeDocumentsApi(sampleChecklist());
    stubFetch(api.fetch);
    api.failNext(isPiece, {
      kind: "answer",
      status: 422,
      body: { error: { code: "refused", message: "The PDF has a password." }, refusal: "pdf_password" },
    });
    mountPage({ state: "open", checklist: api.checklist() }, "hi");
    const pan = documentCard("PAN card");
    await act(async () => pick(pan, "फ़ाइल चुनें", [fileOf("e-pan.pdf", 3)]));
    expect(
      await within(pan).findByText("इस PDF पर पासवर्ड है। इसे खोलें, बिना पासवर्ड वाली कॉपी सेव करें, और वह अपलोड करें।"),
    ).toBeTruthy();
  });

  it("loads its own checklist when the upload's answer came in the lead's other language", async () => {
    const api = fakeDocumentsApi(sampleChecklist(), { chunkBytes: 4 });
    stubFetch(api.fetch);
    // The lead wrote in English; the borrower reads the page in Malayalam.
    const page = mountPage({ state: "open", checklist: { ...api.checklist(), language: "ml" } }, "ml");
    page.serve({ state: "open", checklist: { ...api.checklist(), language: "ml" } });
    await act(async () => pick(documentCard("PAN card"), "ഫോട്ടോ എടുക്കൂ", [fileOf("pan.jpg", 6)]));
    await waitFor(() => expect(page.reload).toHaveBeenCalledTimes(1));
  });

  it("keeps a file the server could not take, to try again without picking it anew", async () => {
    const api = fakeDocumentsApi(sampleChecklist(), { chunkBytes: 4 });
    stubFetch(api.fetch);
    api.failNext((request) => request.method === "POST", {
      kind: "answer",
      status: 400,
      body: { error: { code: "bad_request", message: "Something is off." } },
    });
    mountPage({ state: "open", checklist: api.checklist() });
    const pan = documentCard("PAN card");
    await act(async () => pick(pan, "Take a photo", [fileOf("pan.jpg", 6)]));
    expect(await within(pan).findByText("This page could not be uploaded. Please try again.")).toBeTruthy();
    await act(async () => fireEvent.click(within(pan).getByRole("button", { name: "Try uploading pan.jpg again" })));
    const pages = await within(pan).findByRole("list", { name: "Pages of PAN card" });
    expect(within(pages).getByText("pan.jpg")).toBeTruthy();
  });

  it("waits for a connection while the phone is offline, and goes on when it is back", async () => {
    const api = fakeDocumentsApi(sampleChecklist(), { chunkBytes: 4 });
    stubFetch(api.fetch);
    let online = true;
    vi.spyOn(navigator, "onLine", "get").mockImplementation(() => online);
    api.failNext((request) => isPiece(request) && request.offset === 4, { kind: "network-before" });
    const original = api.fetch.getMockImplementation()!;
    let dropped = false;
    api.fetch.mockImplementation(async (input, init) => {
      const answer = original(input, init);
      // The network goes away with the second piece (once).
      if (!dropped && new Headers(init?.headers).get("Upload-Offset") === "4") {
        dropped = true;
        online = false;
      }
      return answer;
    });
    mountPage({ state: "open", checklist: api.checklist() });
    const pan = documentCard("PAN card");
    await act(async () => pick(pan, "Take a photo", [fileOf("pan.jpg", 10)]));
    expect(
      await within(pan).findByText("Waiting for a connection. The upload continues by itself; keep this page open."),
    ).toBeTruthy();
    online = true;
    await act(async () => window.dispatchEvent(new Event("online")));
    const pages = await within(pan).findByRole("list", { name: "Pages of PAN card" });
    expect(within(pages).getByText("pan.jpg")).toBeTruthy();
    expect(api.requests.filter(isPiece).map((request) => request.offset)).toEqual([0, 4, 4, 8]);
  });

  it("cancels an upload on the way", async () => {
    const api = fakeDocumentsApi(sampleChecklist(), { chunkBytes: 4 });
    stubFetch(api.fetch);
    const original = api.fetch.getMockImplementation()!;
    api.fetch.mockImplementation(
      (input, init) =>
        new Promise((resolve, reject) => {
          if (init?.method !== "PUT") return resolve(original(input, init));
          // A piece that hangs on slow mobile data until it is cancelled.
          init.signal?.addEventListener("abort", () => reject(new DOMException("Aborted", "AbortError")));
        }),
    );
    mountPage({ state: "open", checklist: api.checklist() });
    const pan = documentCard("PAN card");
    await act(async () => pick(pan, "Take a photo", [fileOf("blurred.jpg", 10)]));
    const cancel = await within(pan).findByRole("button", { name: "Cancel the upload of blurred.jpg" });
    await act(async () => fireEvent.click(cancel));
    await waitFor(() => expect(within(pan).queryByText("blurred.jpg")).toBeNull());
    expect(liveRegion().textContent).toContain("Upload of blurred.jpg cancelled.");
  });

  it("brings the digits form back when the session ended, keeps the file, and finishes it after the digits", async () => {
    const api = fakeDocumentsApi(sampleChecklist(), { chunkBytes: 4 });
    stubFetch(api.fetch);
    api.failNext((request) => isPiece(request) && request.offset === 4, {
      kind: "answer",
      status: 401,
      body: { error: { code: "unauthorized", message: "Open the link again." } },
    });
    const page = mountPage({ state: "open", checklist: api.checklist() });
    page.serve({ state: "needs_digits", triesLeft: 5 });
    await act(async () => pick(documentCard("PAN card"), "Choose files", [fileOf("pan.pdf", 10)]));

    const heading = await screen.findByRole("heading", { level: 1, name: "Your documents page" });
    await waitFor(() => expect(document.activeElement).toBe(heading));
    expect(screen.getByText(/For your safety the page was closed/)).toBeTruthy();

    page.serve({ state: "open", checklist: api.checklist() });
    fireEvent.change(screen.getByLabelText("Last 4 digits of your mobile number"), { target: { value: "3210" } });
    await act(async () => fireEvent.click(screen.getByRole("button", { name: "Open my page" })));
    const pages = await within(documentCard("PAN card")).findByRole("list", { name: "Pages of PAN card" });
    expect(within(pages).getByText("pan.pdf")).toBeTruthy();
    // The same upload went on from where the server had it.
    expect(
      api.requests.filter((request) => request.method === "POST" && request.path.endsWith("/uploads")),
    ).toHaveLength(1);
    expect(api.requests.filter(isPiece).map((request) => request.offset)).toEqual([0, 4, 4, 8]);
  });
});

describe("removing a page before review", () => {
  it("asks first, removes it, and hands focus to the document's name", async () => {
    const api = fakeDocumentsApi(sampleChecklist());
    stubFetch(api.fetch);
    mountPage({ state: "open", checklist: api.checklist() });
    const statement = documentCard("Bank statement, last 6 months");
    fireEvent.click(within(statement).getByRole("button", { name: "Remove statement-oct-feb.pdf" }));
    expect(within(statement).getByText("Remove statement-oct-feb.pdf?")).toBeTruthy();
    const keep = within(statement).getByRole("button", { name: "Keep it" });
    await waitFor(() => expect(document.activeElement).toBe(keep));

    await act(async () => fireEvent.click(within(statement).getByRole("button", { name: "Yes, remove" })));
    expect(api.requests.at(-1)).toMatchObject({ method: "DELETE", path: "/api/documents/files/file-old?lang=en" });
    await waitFor(() => expect(within(statement).queryByText("statement-oct-feb.pdf")).toBeNull());
    expect(document.activeElement).toBe(within(statement).getByRole("heading", { level: 3 }));
    expect(liveRegion().textContent).toContain("statement-oct-feb.pdf removed.");
  });

  it("says why a page cannot come off when the office accepted the document meanwhile", async () => {
    const api = fakeDocumentsApi(sampleChecklist());
    stubFetch(api.fetch);
    api.failNext((request) => request.method === "DELETE", {
      kind: "answer",
      status: 422,
      body: { error: { code: "refused", message: "Accepted already." }, refusal: "item_closed" },
    });
    mountPage({ state: "open", checklist: api.checklist() });
    const statement = documentCard("Bank statement, last 6 months");
    fireEvent.click(within(statement).getByRole("button", { name: "Remove statement-oct-feb.pdf" }));
    await act(async () => fireEvent.click(within(statement).getByRole("button", { name: "Yes, remove" })));
    expect(within(statement).getByText(/This document has already been accepted/, onPage)).toBeTruthy();
    expect(within(statement).getByText("statement-oct-feb.pdf")).toBeTruthy();
  });

  it("keeps the page and says so when the removal fails", async () => {
    const api = fakeDocumentsApi(sampleChecklist());
    stubFetch(api.fetch);
    api.failNext((request) => request.method === "DELETE", { kind: "network-before" });
    mountPage({ state: "open", checklist: api.checklist() });
    const statement = documentCard("Bank statement, last 6 months");
    fireEvent.click(within(statement).getByRole("button", { name: "Remove statement-oct-feb.pdf" }));
    await act(async () => fireEvent.click(within(statement).getByRole("button", { name: "Yes, remove" })));
    expect(within(statement).getByText("We could not remove statement-oct-feb.pdf. Please try again.")).toBeTruthy();
    expect(within(statement).getByText("statement-oct-feb.pdf")).toBeTruthy();
  });
});

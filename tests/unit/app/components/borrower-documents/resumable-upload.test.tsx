import { describe, expect, it } from "vitest";
import { type Connection, type UploadProgress, uploadDocument } from "~/components/borrower-documents/resumable-upload";
import { checklistWith, fakeDocumentsApi, fileOf, isPiece, isStart, item } from "./fake-documents-api";

const ITEM = "7d1e9b0e-5a53-4c55-9b8e-2f4d0f3b6a11";

/** The phone: online unless a test says otherwise; pauses end at once but are written down. */
function phone(api: ReturnType<typeof fakeDocumentsApi>) {
  let online = true;
  let backOnline: (() => void) | null = null;
  const pauses: number[] = [];
  const connection: Connection = {
    fetch: api.fetch as unknown as typeof fetch,
    isOnline: () => online,
    pause: async (ms) => {
      pauses.push(ms);
    },
    untilOnline: () =>
      new Promise<void>((resolve) => {
        backOnline = resolve;
      }),
  };
  return {
    connection,
    pauses,
    goOffline() {
      online = false;
    },
    comeBack() {
      online = true;
      backOnline?.();
    },
    get waitingForNetwork() {
      return backOnline !== null;
    },
  };
}

function upload(file: File, connection: Connection, signal = new AbortController().signal) {
  const progress: UploadProgress[] = [];
  const outcome = uploadDocument({ itemId: ITEM, file, signal, onProgress: (step) => progress.push(step) }, connection);
  return { outcome, progress };
}

describe("an upload in pieces", () => {
  it("sends the file piece by piece from the server's offset and ends with the checklist that shows it", async () => {
    const api = fakeDocumentsApi(checklistWith([item({ id: ITEM, kind: "pan", label: "PAN card" })]));
    const { connection } = phone(api);
    const { outcome, progress } = upload(fileOf("pan.pdf", 10), connection);
    const result = await outcome;
    expect(result.kind).toBe("done");
    expect(result.kind === "done" && result.checklist?.items[0]?.files.map((file) => file.name)).toEqual(["pan.pdf"]);
    expect(api.requests[0]).toMatchObject({
      method: "POST",
      path: "/api/documents/uploads",
      body: { itemId: ITEM, fileName: "pan.pdf", sizeBytes: 10, mediaType: "application/pdf" },
    });
    expect(api.requests.filter(isPiece).map(({ offset, bytes }) => [offset, bytes])).toEqual([
      [0, 4],
      [4, 4],
      [8, 2],
    ]);
    expect(progress.map((step) => step.receivedBytes)).toContain(8);
    expect(progress.at(-1)).toMatchObject({ checking: true, receivedBytes: 8, sizeBytes: 10 });
  });

  it("after a dropped connection waits, asks the server what it has, and goes on from there", async () => {
    const api = fakeDocumentsApi(checklistWith([item({ id: ITEM, kind: "pan", label: "PAN card" })]));
    const { connection, pauses } = phone(api);
    // The second piece reaches the server but its answer is lost; the next try never leaves the phone.
    api.failNext((request) => isPiece(request) && request.offset === 4, { kind: "network-after" });
    api.failNext((request) => request.method === "GET", { kind: "network-before" });
    const { outcome, progress } = upload(fileOf("statement.pdf", 10), connection);
    expect((await outcome).kind).toBe("done");
    // Nothing is sent twice: the server had bytes 4-8, so the next piece starts at 8.
    expect(api.requests.filter(isPiece).map(({ offset }) => offset)).toEqual([0, 4, 8]);
    expect(api.requests.filter((request) => request.method === "GET")).toHaveLength(2);
    // 1 s, then 2 s: the site's backoff.
    expect(pauses).toEqual([1000, 2000]);
    expect(progress.some((step) => step.waiting === "retrying")).toBe(true);
  });

  it("doubles the wait up to 30 s while the server keeps failing, and starts again from 1 s after it answers", async () => {
    const api = fakeDocumentsApi(checklistWith([item({ id: ITEM, kind: "pan", label: "PAN card" })]));
    const { connection, pauses } = phone(api);
    for (let i = 0; i < 7; i++) {
      api.failNext(isPiece, { kind: "answer", status: 503, body: { error: { code: "unavailable", message: "…" } } });
    }
    api.failNext((request) => isPiece(request) && request.offset === 4, { kind: "network-before" });
    expect((await upload(fileOf("slip.jpg", 6), connection).outcome).kind).toBe("done");
    expect(pauses).toEqual([1000, 2000, 4000, 8000, 16000, 30000, 30000, 1000]);
  });

  it("waits for the `online` event while the phone is offline, then resumes", async () => {
    const api = fakeDocumentsApi(checklistWith([item({ id: ITEM, kind: "pan", label: "PAN card" })]));
    const device = phone(api);
    api.failNext((request) => isPiece(request) && request.offset === 4, { kind: "network-before" });
    const original = api.fetch.getMockImplementation()!;
    api.fetch.mockImplementation(async (input, init) => {
      const answer = original(input, init);
      // The network went away with the failed piece.
      if (new Headers(init?.headers).get("Upload-Offset") === "4" && device.waitingForNetwork === false) {
        device.goOffline();
      }
      return answer;
    });
    const { outcome, progress } = upload(fileOf("photo.jpg", 10), device.connection);
    await expect.poll(() => device.waitingForNetwork).toBe(true);
    expect(progress.at(-1)?.waiting).toBe("offline");
    const sentWhileOffline = api.requests.length;
    device.comeBack();
    expect((await outcome).kind).toBe("done");
    expect(api.requests.length).toBeGreaterThan(sentWhileOffline);
    expect(device.pauses).toEqual([]);
  });

  it("goes on from the server's offset when a piece was sent from the wrong one (409)", async () => {
    const api = fakeDocumentsApi(checklistWith([item({ id: ITEM, kind: "pan", label: "PAN card" })]));
    const { connection } = phone(api);
    const original = api.fetch.getMockImplementation()!;
    let stale = true;
    api.fetch.mockImplementation(async (input, init) => {
      const answer = await original(input, init);
      // The server kept bytes 4-8, but the phone hears an old state (a proxy's replay, a second tab).
      if (stale && new Headers(init?.headers).get("Upload-Offset") === "4") {
        stale = false;
        return api.json(200, { uploadId: "up-1", sizeBytes: 10, receivedBytes: 4, chunkBytes: 4, done: false });
      }
      return answer;
    });
    expect((await upload(fileOf("deed.pdf", 10), connection).outcome).kind).toBe("done");
    // The repeated piece earns a 409 with the server's offset, and the upload goes on from 8.
    expect(api.requests.filter(isPiece).map(({ offset }) => offset)).toEqual([0, 4, 4, 8]);
  });

  it("answers the server's refusal of the whole file, by its code", async () => {
    const api = fakeDocumentsApi(checklistWith([item({ id: ITEM, kind: "pan", label: "PAN card" })]));
    const { connection } = phone(api);
    api.failNext((request) => isPiece(request) && request.offset === 8, {
      kind: "answer",
      status: 422,
      body: { error: { code: "refused", message: "The PDF has a password." }, refusal: "pdf_password" },
    });
    expect(await upload(fileOf("statement.pdf", 10), connection).outcome).toEqual({
      kind: "refused",
      refusal: "pdf_password",
    });
  });

  it("is refused at the start when the server says so (a type or size it does not take)", async () => {
    const api = fakeDocumentsApi(checklistWith([item({ id: ITEM, kind: "pan", label: "PAN card" })]));
    const { connection } = phone(api);
    api.failNext(isStart, {
      kind: "answer",
      status: 413,
      body: { error: { code: "too_large", message: "Too large." }, refusal: "too_large" },
    });
    expect(await upload(fileOf("scan.pdf", 10), connection).outcome).toEqual({ kind: "refused", refusal: "too_large" });
    expect(api.requests.filter(isPiece)).toHaveLength(0);
  });

  it("stops with the upload's id when the session ended (401), and resumes from the server's offset later", async () => {
    const api = fakeDocumentsApi(checklistWith([item({ id: ITEM, kind: "pan", label: "PAN card" })]));
    const { connection } = phone(api);
    api.failNext((request) => isPiece(request) && request.offset === 4, {
      kind: "answer",
      status: 401,
      body: { error: { code: "unauthorized", message: "Type the digits again." } },
    });
    const file = fileOf("slip.pdf", 10);
    const first = await upload(file, connection).outcome;
    expect(first).toEqual({ kind: "session_ended", uploadId: "up-1" });

    const progress: UploadProgress[] = [];
    const second = await uploadDocument(
      {
        itemId: ITEM,
        file,
        signal: new AbortController().signal,
        uploadId: "up-1",
        onProgress: (step) => progress.push(step),
      },
      connection,
    );
    expect(second.kind).toBe("done");
    expect(api.requests.filter(isStart)).toHaveLength(1);
    expect(api.requests.filter(isPiece).map(({ offset }) => offset)).toEqual([0, 4, 4, 8]);
  });

  it("starts again when the server forgot the upload (404), and says the link stopped working on 410", async () => {
    const api = fakeDocumentsApi(checklistWith([item({ id: ITEM, kind: "pan", label: "PAN card" })]));
    const { connection } = phone(api);
    const signal = new AbortController().signal;
    const forgotten = await uploadDocument(
      { itemId: ITEM, file: fileOf("a.pdf", 6), signal, uploadId: "expired-upload", onProgress: () => undefined },
      connection,
    );
    expect(forgotten.kind).toBe("done");
    expect(api.requests.filter(isStart)).toHaveLength(1);

    api.failNext(isStart, { kind: "answer", status: 410, body: { error: { code: "gone", message: "…" } } });
    expect((await upload(fileOf("b.pdf", 6), connection).outcome).kind).toBe("link_unusable");
  });

  it("waits as long as the server's Retry-After says when it is busy (429)", async () => {
    const api = fakeDocumentsApi(checklistWith([item({ id: ITEM, kind: "pan", label: "PAN card" })]));
    const { connection, pauses } = phone(api);
    api.failNext(isStart, {
      kind: "answer",
      status: 429,
      body: { error: { code: "rate_limited", message: "…" } },
      headers: { "Retry-After": "7" },
    });
    expect((await upload(fileOf("a.pdf", 3), connection).outcome).kind).toBe("done");
    expect(pauses).toEqual([7000]);
  });

  it("stops when cancelled", async () => {
    const api = fakeDocumentsApi(checklistWith([item({ id: ITEM, kind: "pan", label: "PAN card" })]));
    const { connection } = phone(api);
    const controller = new AbortController();
    const original = api.fetch.getMockImplementation()!;
    api.fetch.mockImplementation(async (input, init) => {
      if (init?.method === "PUT") controller.abort();
      return original(input, init);
    });
    expect((await upload(fileOf("a.pdf", 10), connection, controller.signal).outcome).kind).toBe("cancelled");
    expect(api.requests.filter(isPiece)).toHaveLength(1);
  });
});

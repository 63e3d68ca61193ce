import { expect } from "vitest";
import type { BorrowerChecklist, UploadState } from "~server/documents/borrower-documents.schema";
import type { TestApp } from "./test-app";

/** A borrower's phone: its session cookie and the calls the page makes. */
export class BorrowerPhone {
  cookie = "";
  constructor(
    private readonly app: () => TestApp,
    readonly token: string,
  ) {}

  request(path: string, init: RequestInit & { json?: unknown } = {}) {
    const { json, ...rest } = init;
    return this.app().request(path, {
      ...rest,
      headers: {
        ...(this.cookie ? { Cookie: this.cookie } : {}),
        ...(json !== undefined ? { "Content-Type": "application/json" } : {}),
        ...(rest.headers as Record<string, string> | undefined),
      },
      ...(json !== undefined ? { body: JSON.stringify(json) } : {}),
    });
  }

  async unlock(lastDigits: string) {
    const res = await this.request("/api/documents/unlock", {
      method: "POST",
      json: { token: this.token, lastDigits },
    });
    const set = res.headers.get("Set-Cookie");
    if (set) this.cookie = set.split(";")[0]!;
    return res;
  }

  async checklist(): Promise<BorrowerChecklist> {
    const res = await this.request("/api/documents/checklist");
    expect(res.status).toBe(200);
    return (await res.json()) as BorrowerChecklist;
  }

  /** Uploads a file in pieces of the server's size, as the page does; answers the last answer. */
  async upload(itemId: string, fileName: string, bytes: Uint8Array, mediaType = "application/octet-stream") {
    const started = await this.request("/api/documents/uploads", {
      method: "POST",
      json: { itemId, fileName, sizeBytes: bytes.byteLength, mediaType },
    });
    if (started.status !== 201) return started;
    const state = (await started.json()) as UploadState;
    let last: Response = started;
    for (let offset = 0; offset < bytes.byteLength; offset += state.chunkBytes) {
      last = await this.putPiece(state.uploadId, offset, bytes.subarray(offset, offset + state.chunkBytes));
      if (last.status !== 200) return last;
    }
    return last;
  }

  putPiece(uploadId: string, offset: number, piece: Uint8Array) {
    return this.request(`/api/documents/uploads/${uploadId}`, {
      method: "PUT",
      headers: { "Content-Type": "application/octet-stream", "Upload-Offset": String(offset) },
      body: Buffer.from(piece),
    });
  }
}

// Where borrowers' documents are kept (ADR 0041): in the file store (the folder or the S3
// bucket) like every other upload, but encrypted, each file with its own key, that key sealed by
// the server's data key and kept in the database row. So the stored bytes are never the document,
// a copy of the folder or the bucket alone reveals nothing, and rotating the data key re-seals
// rows without touching a file. Never served at a public address: only through the staff area.
import { createReadStream } from "node:fs";
import { Readable } from "node:stream";
import type { FileStorage } from "../files/file-storage.server";
import type { Logger } from "pino";
import type { DocumentCipher } from "./document-cipher.server";

/** The area of the file store that holds stored documents; pieces of uploads under way have their own. */
export const DOCUMENTS_AREA = "documents";
export const DOCUMENT_UPLOADS_AREA = "document-uploads";

export interface StoredDocumentBytes {
  key: string;
  sealedKey: string;
}

export function createDocumentStore({
  files,
  cipher,
  logger,
}: {
  files: FileStorage;
  cipher: DocumentCipher;
  logger: Logger;
}) {
  /** Encrypts a stream into the store under a new key of `area`. */
  async function putEncrypted(source: Readable, area: string): Promise<StoredDocumentBytes> {
    const { key, sealedKey } = cipher.newFileKey();
    const encrypt = cipher.encrypt(key);
    source.on("error", (error) => encrypt.destroy(error));
    const stored = await files.put(source.pipe(encrypt), { area, extension: "enc" });
    return { key: stored.key, sealedKey };
  }

  return {
    /** Stores the plaintext file at `path` encrypted, as a document. */
    storeFile(path: string): Promise<StoredDocumentBytes> {
      return putEncrypted(createReadStream(path), DOCUMENTS_AREA);
    },

    /** Stores one piece of an upload under way, encrypted. */
    storePiece(bytes: Uint8Array): Promise<StoredDocumentBytes> {
      return putEncrypted(Readable.from([Buffer.from(bytes)]), DOCUMENT_UPLOADS_AREA);
    },

    /** The plaintext of a stored file; null when the store has no file under the key. */
    async openPlain(stored: StoredDocumentBytes): Promise<Readable | null> {
      const encrypted = await files.openRead(stored.key);
      if (!encrypted) return null;
      const decrypt = cipher.decrypt(cipher.openFileKey(stored.sealedKey));
      encrypted.on("error", (error) => decrypt.destroy(error));
      return encrypted.pipe(decrypt);
    },

    /**
     * Deletes stored files after the rows that named them are gone. A file that cannot be deleted
     * now is logged and left for the sweep (documents whose row is gone are found and removed by
     * the retention job), never an error for the person who deleted the row.
     */
    async deleteAll(keys: readonly string[]): Promise<void> {
      for (const key of keys) {
        try {
          await files.delete(key);
        } catch (error) {
          logger.warn(
            { key, error: error instanceof Error ? error.message : String(error) },
            "document file not deleted yet",
          );
        }
      }
    },
  };
}

export type DocumentStore = ReturnType<typeof createDocumentStore>;

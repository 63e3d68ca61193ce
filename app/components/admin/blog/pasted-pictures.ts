import { Extension } from "@tiptap/core";
import { Plugin, PluginKey } from "@tiptap/pm/state";
import { isMediaMimeType, mediaFileTypes } from "~server/media/media.schema";

/**
 * What a paste brings in pictures: a picture the browser can
 * read (a file on the clipboard, a data: URL in the HTML) goes into the media library and then
 * into the post with a description; a picture it cannot read (Word's file:///C:/… copies, pictures
 * on other sites) is left out and counted, so the writer hears once how many to add from the
 * library. Pictures of this site (a copy inside the editor) stay as they are.
 */
export interface PastedPictures {
  /** Pictures to upload to the library, in the order of the paste. */
  uploads: File[];
  /** Pictures left out. */
  leftOut: number;
  /**
   * The paste is the pictures alone (a screenshot, "Copy image"): the editor inserts nothing
   * itself, the uploads are the paste.
   */
  picturesOnly: boolean;
}

/** A picture of this site (a library image or a page's own), which a paste keeps. */
export function isSiteImage(src: string, origin = globalThis.location?.origin): boolean {
  const value = src.trim();
  if (/^\/(?![/\\])/.test(value)) return true;
  try {
    return origin !== undefined && new URL(value).origin === origin;
  } catch {
    return false;
  }
}

const DATA_IMAGE = /^data:(image\/[a-z+.-]+);base64,([a-z0-9+/=\s]+)$/i;

/** A data: URL's picture as a file the library takes; null for other types (SVG, BMP…). */
function dataUrlFile(src: string, number: number): File | null {
  const [, type = "", base64 = ""] = DATA_IMAGE.exec(src.trim()) ?? [];
  const mime = type.toLowerCase();
  if (!isMediaMimeType(mime)) return null;
  const bytes = Uint8Array.from(atob(base64.replace(/\s/g, "")), (c) => c.charCodeAt(0));
  return new File([bytes], `pasted-picture-${number}.${mediaFileTypes[mime].extension}`, { type: mime });
}

/** The pictures of a paste: its HTML, its plain text and its files, as the clipboard holds them. */
export function pastedPictures(html: string, text: string, files: readonly File[]): PastedPictures {
  const pictureFiles = files.filter((file) => file.type.startsWith("image/"));
  const body = html ? new DOMParser().parseFromString(html, "text/html").body : null;
  const words = `${body?.textContent ?? ""}${html ? "" : text}`.trim();
  // Pictures alone: the files are the pictures the HTML shows (its <img> would be file:// or remote).
  if (words === "" && pictureFiles.length > 0) {
    const uploads = pictureFiles.filter((file) => isMediaMimeType(file.type));
    return { uploads, leftOut: pictureFiles.length - uploads.length, picturesOnly: true };
  }
  const uploads: File[] = [];
  let leftOut = 0;
  for (const image of body ? [...body.querySelectorAll("img")] : []) {
    const src = image.getAttribute("src") ?? "";
    if (isSiteImage(src)) continue;
    const file = src.startsWith("data:") ? dataUrlFile(src, uploads.length + 1) : null;
    if (file) uploads.push(file);
    else leftOut += 1;
  }
  return { uploads, leftOut, picturesOnly: false };
}

/** What the writer is told, once per paste, about pictures left out, and how to add them. */
export function leftOutMessage(count: number): string {
  const what = count === 1 ? "1 picture was" : `${count} pictures were`;
  return `${what} left out: the browser cannot copy pictures from a document or another site. Add ${count === 1 ? "it" : "each"} with Insert image (the Image button), from the media library.`;
}

export interface PastedPicturesStorage {
  /** Told of every paste that brings pictures (the post body editor's screen listens). */
  listeners: Set<(pictures: PastedPictures) => void>;
}

declare module "@tiptap/core" {
  interface Storage {
    pastedPictures: PastedPicturesStorage;
  }
}

/**
 * Hands a paste's pictures to the editor's screen (storage.listeners), which uploads them and
 * asks for their descriptions; the words of the paste go in as usual, without the pictures
 * (PastedHtmlCleanup keeps only this site's). A paste of pictures alone inserts nothing itself.
 */
export const PastedPicturesExtension = Extension.create<object, PastedPicturesStorage>({
  name: "pastedPictures",

  addStorage() {
    return { listeners: new Set() };
  },

  addProseMirrorPlugins() {
    const storage = this.storage;
    return [
      new Plugin({
        key: new PluginKey("pastedPictures"),
        props: {
          handlePaste: (_view, event) => {
            const data = event.clipboardData;
            if (!data) return false;
            const pictures = pastedPictures(
              data.getData("text/html"),
              data.getData("text/plain"),
              Array.from(data.files ?? []),
            );
            if (pictures.uploads.length > 0 || pictures.leftOut > 0)
              for (const listener of storage.listeners) listener(pictures);
            return pictures.picturesOnly;
          },
        },
      }),
    ];
  },
});

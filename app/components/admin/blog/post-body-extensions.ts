import Image from "@tiptap/extension-image";
import { TableKit } from "@tiptap/extension-table";
import StarterKit from "@tiptap/starter-kit";
import { PastedHtmlCleanup } from "../rich-text/pasted-html";
import { isSiteImage, PastedPicturesExtension } from "./pasted-pictures";
import { isEditorLink } from "./post-editor-rules";

/**
 * What the post sanitizer keeps (server/blog/sanitize-post-html.ts): headings 2–4, paragraphs,
 * bold, italic, lists, quotes, links, tables and images with alt text. Nothing else is offered,
 * so what the writer sees is what the blog shows. Pastes from Word, Google Docs and LibreOffice
 * keep their headings and lists; their pictures go through the media library (pasted-pictures.ts).
 * A module of its own so that tests build the very editor the post body uses.
 */
export const postBodyExtensions = [
  StarterKit.configure({
    code: false,
    codeBlock: false,
    underline: false,
    strike: false,
    heading: { levels: [2, 3, 4] },
    link: {
      openOnClick: false,
      autolink: true,
      defaultProtocol: "https",
      HTMLAttributes: { target: null, rel: null },
      isAllowedUri: (url) => isEditorLink(url),
    },
  }),
  TableKit.configure({ table: { resizable: false } }),
  Image.configure({ inline: false, allowBase64: false }),
  PastedHtmlCleanup.configure({ keepImage: (src) => isSiteImage(src) }),
  PastedPicturesExtension,
];

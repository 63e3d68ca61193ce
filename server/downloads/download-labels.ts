// Downloads: the labels, limits and formats that staff screens and /download share with the API.
// Plain TypeScript without zod, so that the public page's bundle stays small.

export const downloadCategories = ["application_form", "document_checklist", "brochure", "other"] as const;
export type DownloadCategory = (typeof downloadCategories)[number];

/** The category as visitors and staff read it (singular), and as a heading on /download (plural). */
export const downloadCategoryLabels: Record<DownloadCategory, { one: string; heading: string }> = {
  application_form: { one: "Application form", heading: "Application forms" },
  document_checklist: { one: "Document checklist", heading: "Document checklists" },
  brochure: { one: "Brochure", heading: "Brochures" },
  other: { one: "Other", heading: "Other files" },
};

/** The file types a download may be, read from the file's bytes (never its name or the browser's word). */
export const downloadFileTypes = {
  "application/pdf": { label: "PDF", extension: "pdf" },
  "image/jpeg": { label: "JPEG image", extension: "jpg" },
  "image/png": { label: "PNG image", extension: "png" },
  "image/webp": { label: "WebP image", extension: "webp" },
} as const;
export type DownloadContentType = keyof typeof downloadFileTypes;

export function isDownloadContentType(value: string): value is DownloadContentType {
  return Object.hasOwn(downloadFileTypes, value);
}

/** "PDF" or "Image": what a visitor needs to know before opening it. */
export function fileKindLabel(contentType: string): string {
  return contentType === "application/pdf" ? "PDF" : contentType.startsWith("image/") ? "Image" : "File";
}

export const MAX_TITLE_LENGTH = 120;
export const MAX_DESCRIPTION_LENGTH = 600;

export const MAX_DOWNLOAD_BYTES = 20 * 1024 * 1024;
export const MAX_DOWNLOAD_MB = MAX_DOWNLOAD_BYTES / (1024 * 1024);
export const ALLOWED_TYPES_TEXT = "a PDF, JPEG, PNG or WebP file";
export const TOO_LARGE_MESSAGE = `The file is larger than ${MAX_DOWNLOAD_MB} MB. Make it smaller (for a PDF, save or print it again with a lower image quality) and upload it again.`;
export const WRONG_TYPE_MESSAGE = `Upload ${ALLOWED_TYPES_TEXT}. Other types (including SVG, HTML and Word files) cannot be offered for download: save the document as a PDF first.`;

/** A file size as visitors read it: "850 KB", "2.4 MB". */
export function formatFileSize(bytes: number): string {
  if (bytes < 1024 * 1024) return `${Math.max(1, Math.round(bytes / 1024))} KB`;
  const mb = bytes / (1024 * 1024);
  return `${mb < 10 ? mb.toFixed(1) : Math.round(mb)} MB`;
}

/** The public link of a file: its id, and a readable lower-case name (the id alone decides). */
export function downloadPath(id: number, fileName: string): string {
  return `/download/${id}/${urlFileName(fileName)}`;
}

/** `Home Loan Form (2026).PDF` → `home-loan-form-2026.pdf`: canonical (lower case, no escapes). */
export function urlFileName(fileName: string): string {
  const dot = fileName.lastIndexOf(".");
  const stem = dot > 0 ? fileName.slice(0, dot) : fileName;
  const extension =
    dot > 0
      ? fileName
          .slice(dot + 1)
          .toLowerCase()
          .replace(/[^a-z0-9]/g, "")
      : "";
  const slug =
    stem
      .normalize("NFKD")
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, "-")
      .replace(/^-+|-+$/g, "")
      .slice(0, 80)
      .replace(/-+$/, "") || "file";
  return extension ? `${slug}.${extension}` : slug;
}

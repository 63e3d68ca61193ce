import { createHash } from "node:crypto";
import { describe, expect, it } from "vitest";
import { consent } from "~/i18n/messages/consent";
import { CONSENT_NOTICE_VERSION, consentNoticeVersions } from "~server/leads/lead.schema";
import { languages, type Language } from "~server/vocabulary/languages";

/**
 * Each language's consent notice, as recorded with its version. A lead stores the version of the
 * notice its person read (consent_notice_version), so a notice's words must not change under the
 * same version. When this test fails, the words of a language's notice changed: give that
 * language a new version in consentNoticeVersions (server/leads/lead.schema.ts) and record it
 * here with the fingerprint the failure shows.
 */
const recorded: Record<Language, { version: string; fingerprint: string }> = {
  en: { version: "2026-11-22", fingerprint: "d8caaae82381783e" },
  ml: { version: "2026-11-27-ml", fingerprint: "fd01e8d29c46f845" },
  hi: { version: "2026-11-27-hi", fingerprint: "180626017ce3399f" },
};

/** The SHA-256 of every text of a language's notice, in the order of the area's keys. */
function fingerprint(language: Language): string {
  const texts = Object.entries(consent[language]).map(([key, text]) => `${key}\u0000${text}`);
  return createHash("sha256").update(texts.join("\u0001")).digest("hex").slice(0, 16);
}

describe("the consent notice's versions", () => {
  it.each(languages)("change with the words of the notice in %s", (language) => {
    expect({ version: consentNoticeVersions[language], fingerprint: fingerprint(language) }).toEqual(
      recorded[language],
    );
  });

  it("differ between the languages, and keep the English one as leads have recorded it", () => {
    expect(new Set(Object.values(consentNoticeVersions)).size).toBe(languages.length);
    expect(CONSENT_NOTICE_VERSION).toBe("2026-11-22");
  });
});

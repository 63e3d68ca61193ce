import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { StaffRole } from "~server/vocabulary/staff";
import type { ContentRevisionPage } from "~server/content/content-revision.schema";
import { pageTextSeedHi } from "~server/seed/page-texts.hi.seed";
import { pageTextSeedMl } from "~server/seed/page-texts.ml.seed";
import { seedDatabase } from "~server/seed/seed.server";
import { textOf } from "../support/page-text-of";
import { backends, createTestApp, type TestApp } from "../support/test-app";
import { ownerEnv, staffApi, tokensForEveryRole } from "../support/staff";

interface StaffTranslation {
  language: "ml" | "hi";
  state: string | null;
  review: string | null;
  version: number;
  fields: Record<string, unknown>;
}

describe.each(backends)("the pages' texts in Malayalam and Hindi on %s", (backend) => {
  let app: TestApp;
  const tokens = {} as Record<StaffRole, string>;
  const api = staffApi(() => app, tokens);

  const html = async (path: string) => {
    const res = await app.request(path);
    expect(res.status, path).toBe(200);
    return (await res.text()).replace(/<!-- -->/g, "");
  };
  const visit = async (path: string) => textOf(await html(path));
  async function translation(key: string, language: "ml" | "hi") {
    const res = await api("editor", `/translations/page-text/${key}`);
    expect(res.status).toBe(200);
    const body = (await res.json()) as { translations: StaffTranslation[] };
    return body.translations.find((entry) => entry.language === language)!;
  }
  async function saveTranslation(key: string, language: "ml" | "hi", fields: Record<string, unknown>) {
    const { version } = await translation(key, language);
    const res = await api("editor", `/translations/page-text/${key}/${language}`, {
      method: "PUT",
      json: { fields, state: "published", version },
    });
    expect(res.status, await res.text()).toBe(200);
  }

  beforeAll(async () => {
    app = await createTestApp(backend, ownerEnv, { pages: true });
    Object.assign(tokens, (await tokensForEveryRole(app)).tokens);
  });
  afterAll(async () => {
    await app?.close();
  });

  it("shows the seed's translation on /ml and /hi of the home, about and privacy pages, to be reviewed", async () => {
    const mlHome = await visit("/ml");
    expect(mlHome).toContain(pageTextSeedMl.home.heroHeading);
    expect(mlHome).toContain("5,000+ ബിസിനസുകളുടെയും വ്യക്തികളുടെയും വിശ്വാസം");
    expect(await visit("/hi")).toContain(pageTextSeedHi.home.heroHeading);
    const mlAbout = await visit("/ml/about");
    expect(mlAbout).toContain("Keralam Finserv (Demo): ഞങ്ങളെക്കുറിച്ച്");
    expect(mlAbout).toContain(pageTextSeedMl.about.whatWeDoHeading);
    expect(await visit("/hi/about")).toContain(pageTextSeedHi.about.whoWeAreHeading);
    const hiPrivacy = await visit("/hi/privacy");
    expect(hiPrivacy).toContain("प्राइवेसी पॉलिसी");
    expect(hiPrivacy).toContain("शिकायत अधिकारी (Grievance Officer)");
    // Nothing of the page is marked as English: every field has its translation.
    expect(await html("/ml/privacy")).not.toMatch(/<(p|ul|h1|h2|span|a)[^>]* lang="en"/);
    expect(await visit("/privacy")).toContain("Grievance Officer (data protection)");

    const seeded = await translation("privacy", "ml");
    expect(seeded).toMatchObject({ state: "published", review: "to-review" });
  });

  it("names the DPDP Act's rights, the Grievance Officer and the Data Protection Board on the Malayalam privacy page", async () => {
    const page = await html("/ml/privacy");
    expect(page).toMatch(/<html lang="ml-IN"/);
    const text = textOf(page);
    for (const right of [
      "വിവരങ്ങൾ അറിയാനുള്ള അവകാശം (Access)",
      "തിരുത്താനും മായ്ക്കാനുമുള്ള അവകാശം (Correction and erasure)",
      "പരാതി പരിഹാരത്തിനുള്ള അവകാശം (Grievance redressal)",
      "നോമിനിയെ നിർദേശിക്കാനുള്ള അവകാശം (Nominate)",
    ])
      expect(text).toContain(right);
    expect(text).toContain("സമ്മതവും അത് പിൻവലിക്കേണ്ട വിധവും");
    expect(text).toContain("ഡാറ്റ പ്രൊട്ടക്ഷൻ ബോർഡ് ഓഫ് ഇന്ത്യയിൽ (Data Protection Board of India) പരാതി നൽകാം");
    expect(text).toContain("ഗ്രീവൻസ് ഓഫീസർ (ഡാറ്റ സംരക്ഷണം)");
    expect(text).toContain("Digital Personal Data Protection Act, 2023");
    // The placeholders read the site settings: the address and the e-mail, linked.
    expect(text).not.toContain("{");
    expect(page).toMatch(/href="mailto:[^"]+@[^"]+"/);
    // The cookie policy says that the language lives in the address.
    expect(await visit("/ml/cookie-policy")).toContain("നിങ്ങളുടെ ഭാഷ കുക്കിയിലല്ല, വിലാസത്തിലാണ്");
    expect(await visit("/hi/cookie-policy")).toContain("आपकी भाषा पते (URL) में है, कुकी में नहीं");
  });

  it("shows English, marked lang=en, for a field the translation leaves empty, and the rest translated", async () => {
    await saveTranslation("home", "ml", { ...pageTextSeedMl.home, heroButtonLabel: "" });
    const page = await html("/ml");
    expect(page).toMatch(/<span lang="en">Apply for Loan Now<\/span>/);
    expect(page).toContain(pageTextSeedMl.home.heroHeading);
    expect(page).not.toMatch(/lang="en"[^>]*>[^<]*ശരിയായ ബാങ്കിൽനിന്ന്/);

    await saveTranslation("privacy", "hi", { ...pageTextSeedHi.privacy, childrenBody: "" });
    const hiPrivacy = await html("/hi/privacy");
    expect(hiPrivacy).toMatch(/<p lang="en">Our services are for adults/);
    expect(hiPrivacy).toMatch(/<h2 id="children"[^>]*>11\. बच्चों का डेटा/);
  });

  it("puts the business's name where a translation moves {businessName}", async () => {
    await saveTranslation("about", "hi", { ...pageTextSeedHi.about, title: "हमारे बारे में: {businessName} की कहानी" });
    expect(await visit("/hi/about")).toContain("हमारे बारे में: Keralam Finserv (Demo) की कहानी");
  });

  it("shows a staff edit of a legal page on the next request, keeps a revision and refuses a stale save with 409", async () => {
    expect(await visit("/terms")).toContain("the courts at Ernakulam, Kerala have exclusive jurisdiction");
    const lawBody =
      "These terms are governed by the laws of India. The courts at Kozhikode, Kerala have exclusive jurisdiction over any dispute arising from them.";
    const saved = await api("editor", "/pages/terms", { method: "PATCH", json: { version: 1, lawBody } });
    expect(saved.status).toBe(200);
    expect(await visit("/terms")).toContain("The courts at Kozhikode, Kerala have exclusive jurisdiction");

    const stale = await api("editor", "/pages/terms", {
      method: "PATCH",
      json: { version: 1, lawBody: `${lawBody} Another edit.` },
    });
    expect(stale.status).toBe(409);
    expect(await visit("/terms")).not.toContain("Another edit.");

    const revisions = (await (await api("editor", "/pages/terms/revisions")).json()) as ContentRevisionPage;
    expect(revisions.items.map((revision) => revision.version)).toEqual([2, 1]);
    // The translation was made from the English before the edit: staff see it flagged.
    const ml = (await (await api("editor", "/translations/page-text/terms")).json()) as {
      translations: (StaffTranslation & { fieldStates: Record<string, string> })[];
    };
    expect(ml.translations.find((entry) => entry.language === "ml")!.fieldStates.lawBody).toBe("english-changed");
  });

  it("writes the seed's translations once per page: one staff deleted does not come back at the next start", async () => {
    const deleted = await api("editor", "/translations/page-text/disclaimer/ml", { method: "DELETE" });
    expect(deleted.status).toBeLessThan(300);
    await seedDatabase(app.services);
    expect((await translation("disclaimer", "ml")).state).toBeNull();
    expect(await html("/ml/disclaimer")).toMatch(/<h1[^>]* lang="en"[^>]*>Disclaimer/);
    // Staff's own translation stays as saved.
    expect((await translation("about", "hi")).fields.title).toBe("हमारे बारे में: {businessName} की कहानी");
  });
});

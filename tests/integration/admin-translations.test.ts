import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { StaffTranslationsView, TranslationOverview } from "~server/content/translation.schema";
import type { StaffRole } from "~server/vocabulary/staff";
import { pageTextKeys } from "~server/vocabulary/content";
import { backends, createTestApp, type TestApp } from "../support/test-app";
import { addStaffMember, ownerEnv, signIn, staffApi, tokensForEveryRole, type CookieJar } from "../support/staff";

/**
 * The staff's Malayalam and Hindi of the content they keep (issue 27): the translations list with
 * its filters, paging and counts, one entry's translation with a state per field, saves and their
 * checks, and who may do what. Page texts are the kind every build has; the list is generic.
 */
describe.each(backends)("staff translations on %s", (backend) => {
  let app: TestApp;
  const tokens = {} as Record<StaffRole, string>;
  const api = staffApi(() => app, tokens);

  async function call(role: StaffRole | null, path: string, init: { method?: string; json?: unknown } = {}) {
    const res = await api(role, path, init);
    const text = await res.text();
    const body = (text ? JSON.parse(text) : {}) as Record<string, unknown> & {
      error?: { message: string; fields?: Record<string, string> };
    };
    return { status: res.status, body, fields: body.error?.fields ?? {} };
  }
  const list = async (query: string) => {
    const res = await call("editor", `/translations?${query}`);
    expect(res.status, query).toBe(200);
    return res.body as unknown as TranslationOverview;
  };
  const idsOf = (overview: TranslationOverview) => overview.items.map((item) => `${item.kind}/${item.entryId}`);
  const entry = async (kind: string, entryId: string) =>
    (await call("editor", `/translations/${kind}/${entryId}`)).body as unknown as StaffTranslationsView;
  const translationOf = async (entryId: string, language: "ml" | "hi") =>
    (await entry("page-text", entryId)).translations.find((translation) => translation.language === language)!;
  const put = (entryId: string, language: string, json: Record<string, unknown>, role: StaffRole | null = "editor") =>
    call(role, `/translations/page-text/${entryId}/${language}`, { method: "PUT", json });

  const homeMalayalam = {
    heroBadge: "{count}-ലധികം ബിസിനസുകാരും കുടുംബങ്ങളും ഞങ്ങളെ വിശ്വസിക്കുന്നു",
    heroHeading: "ശരിയായ ലെൻഡറിൽ നിന്ന് ശരിയായ ലോൺ, ഒപ്പം ഒരു വിദഗ്ധന്റെ സഹായവും",
    heroSubheading:
      "ഇന്ത്യയിലെ ബാങ്കുകളിൽ നിന്നും NBFC-കളിൽ നിന്നും ഹോം ലോൺ, പേഴ്സണൽ ലോൺ, ബിസിനസ് ലോൺ, ഗോൾഡ് ലോൺ. ഓഫറുകൾ താരതമ്യം ചെയ്ത്, രേഖകൾ ശരിയാക്കി, പണം അക്കൗണ്ടിൽ എത്തുന്നതുവരെ ഞങ്ങൾ കൂടെയുണ്ട്.",
    heroButtonLabel: "ഇപ്പോൾ ലോണിന് അപേക്ഷിക്കൂ",
  };

  let editorJar: CookieJar;
  let viewerJar: CookieJar;
  const screen = (path: string, jar: CookieJar) =>
    app.request(path, { redirect: "manual", headers: { Cookie: jar.header() } });

  beforeAll(async () => {
    // pages: true, for the staff screens.
    app = await createTestApp(backend, ownerEnv, { pages: true });
    Object.assign(tokens, (await tokensForEveryRole(app)).tokens);
    editorJar = (
      await signIn(app, ...(Object.values(await addStaffMember(app, "ed@example.in", "editor")) as [string, string]))
    ).jar;
    viewerJar = (
      await signIn(app, ...(Object.values(await addStaffMember(app, "vi@example.in", "viewer")) as [string, string]))
    ).jar;
    // These tests start from pages without translations, whatever the seed gave them (staff may
    // delete a seeded translation; it does not come back).
    for (const entryId of pageTextKeys) {
      for (const language of ["ml", "hi"]) {
        await call("owner", `/translations/page-text/${entryId}/${language}`, { method: "DELETE" });
      }
    }
  });
  afterAll(async () => {
    await app?.close();
  });

  it("lets owners, admins and editors read and write translations; viewers get 403 and strangers 401", async () => {
    for (const path of ["/translations", "/translations/page-text/home"]) {
      expect((await call("viewer", path)).status, path).toBe(403);
      expect((await call(null, path)).status, path).toBe(401);
      for (const role of ["owner", "admin", "editor"] as const) expect((await call(role, path)).status, path).toBe(200);
    }
    const save = { state: "draft", version: 0, fields: { heroButtonLabel: "ഇപ്പോൾ അപേക്ഷിക്കൂ" } };
    expect((await put("home", "ml", save, "viewer")).status).toBe(403);
    expect((await put("home", "ml", save, null)).status).toBe(401);
    expect((await call("viewer", "/translations/page-text/home/ml", { method: "DELETE" })).status).toBe(403);

    const byEditor = await put("home", "ml", save);
    expect(byEditor.status).toBe(200);
    expect((await call("admin", "/translations/page-text/home/ml", { method: "DELETE" })).status).toBe(204);
    expect((await translationOf("home", "ml")).state).toBeNull();
  });

  it("shows the Translations screen and the editor to editors, never to viewers, and names only the first in the editor's menu", async () => {
    const viewerMenu = await (await screen("/admin/dashboard", viewerJar)).text();
    expect(viewerMenu).not.toContain('href="/admin/translations"');
    for (const path of ["/admin/translations", "/admin/translations/page-text/home?language=hi"]) {
      const refused = await screen(path, viewerJar);
      expect(refused.status, path).toBe(403);
      expect(await refused.text()).toContain("You do not have access to this screen");
    }

    const listed = await screen("/admin/translations?kind=page-text&language=ml", editorJar);
    expect(listed.status).toBe(200);
    const html = await listed.text();
    expect(html).toContain('href="/admin/translations"');
    expect(html).toContain("Home page");
    expect(html).toContain("About Us page");
    // The interface texts' areas still to review, read from the code (app/i18n/messages).
    expect(html).toContain("Interface texts");
    expect(html).toMatch(/\d+ of \d+ areas to review/);
    expect(html).toContain("Common");

    const editor = await screen("/admin/translations/page-text/home?language=hi", editorJar);
    expect(editor.status).toBe(200);
    const editorHtml = await editor.text();
    expect(editorHtml).toContain("Home page in Hindi");
    expect(editorHtml).toContain("The right loan from the right lender, with a friendly expert beside you");
    // Every staff screen declares both faces (for names and texts typed in those scripts), and
    // preloads neither: the browser fetches one when a screen shows its script.
    for (const html of [editorHtml, await (await screen("/admin/translations", editorJar)).text()]) {
      expect(html).toMatch(/noto-sans-devanagari[^"]*\.woff2/);
      expect(html).toMatch(/noto-sans-malayalam[^"]*\.woff2/);
      expect(html).not.toMatch(/<link[^>]+rel="preload"[^>]+noto-sans/);
    }

    for (const path of [
      "/admin/translations/page-text/no-such-page",
      "/admin/translations/no-such-kind/home",
      "/admin/translations/page-text",
    ]) {
      expect((await screen(path, editorJar)).status, path).toBe(404);
    }
  });

  it("pages the list and filters it by kind, language, state, review and needs work, counting every entry per language", async () => {
    const all = await list("kind=page-text");
    expect(idsOf(all)).toEqual(pageTextKeys.map((key) => `page-text/${key}`));
    expect(all.total).toBe(pageTextKeys.length);
    const home = all.items[0]!;
    expect(home).toMatchObject({ label: "Home page", publicPath: "/" });
    expect(home.languages).toEqual([
      { language: "ml", state: null, review: null, fields: 4, missing: 4, englishChanged: 0 },
      { language: "hi", state: null, review: null, fields: 4, missing: 4, englishChanged: 0 },
    ]);

    const second = await list("kind=page-text&pageSize=10&page=1");
    expect(second.items).toHaveLength(pageTextKeys.length);
    expect((await list("kind=page-text&page=2&pageSize=10")).items).toEqual([]);
    expect((await list("kind=page-text&search=ABOUT")).items.map((item) => item.entryId)).toEqual(["about"]);

    // A draft in Malayalam, half done; a published, complete Hindi.
    expect(
      (await put("home", "ml", { state: "draft", version: 0, fields: { heroHeading: homeMalayalam.heroHeading } }))
        .status,
    ).toBe(200);
    const hindi = {
      heroBadge: "{count}+ कारोबारी और परिवार हम पर भरोसा करते हैं",
      heroHeading: "सही लेंडर से सही लोन, और साथ में एक भरोसेमंद सलाहकार",
      heroSubheading:
        "पूरे भारत के बैंकों और NBFC से होम लोन, पर्सनल लोन, बिज़नेस लोन और गोल्ड लोन। हम ऑफ़र की तुलना करते हैं, कागज़ात तैयार करवाते हैं और पैसा आपके खाते में आने तक आपके साथ रहते हैं।",
      heroButtonLabel: "अभी लोन के लिए अप्लाई करें",
    };
    expect((await put("home", "hi", { state: "published", version: 0, fields: hindi })).status).toBe(200);

    expect(idsOf(await list("kind=page-text&language=ml&state=draft"))).toEqual(["page-text/home"]);
    expect(idsOf(await list("kind=page-text&language=hi&state=published"))).toEqual(["page-text/home"]);
    expect(idsOf(await list("kind=page-text&language=hi&state=draft"))).toEqual([]);
    expect(idsOf(await list("kind=page-text&language=ml&state=missing"))).not.toContain("page-text/home");
    expect(idsOf(await list("kind=page-text&language=hi&state=missing"))).not.toContain("page-text/home");
    // Without a language, an entry matches when either language does.
    expect(idsOf(await list("kind=page-text&state=draft"))).toEqual(["page-text/home"]);
    expect(idsOf(await list("kind=page-text&language=hi&needsWork=false"))).toEqual(["page-text/home"]);
    expect(idsOf(await list("kind=page-text&language=ml&needsWork=true"))).toContain("page-text/home");
    expect(idsOf(await list("kind=page-text&language=ml&needsWork=false"))).toEqual([]);
    expect(idsOf(await list("kind=page-text&review=to-review"))).toEqual(["page-text/home"]);
    expect(idsOf(await list("kind=page-text&review=reviewed"))).toEqual([]);
    const homeNow = (await list("kind=page-text&search=home")).items[0]!;
    expect(homeNow.languages[0]).toMatchObject({ state: "draft", review: "to-review", missing: 3 });
    expect(homeNow.languages[1]).toMatchObject({ state: "published", review: "to-review", missing: 0 });

    // Reviewed by a native speaker.
    const version = (await translationOf("home", "hi")).version;
    expect((await put("home", "hi", { state: "published", review: "reviewed", version, fields: hindi })).status).toBe(
      200,
    );
    expect(idsOf(await list("kind=page-text&language=hi&review=reviewed"))).toEqual(["page-text/home"]);
    expect(idsOf(await list("kind=page-text&language=hi&review=to-review"))).toEqual([]);

    // The counts per language cover every entry and agree with the filters.
    const { summary } = await list("kind=page-text&page=1");
    for (const language of ["ml", "hi"] as const) {
      const counts = summary.find((item) => item.language === language)!;
      const total = async (filters: string) => (await list(`language=${language}&${filters}`)).total;
      expect(counts.entries).toBe((await list("")).total);
      expect(counts.missing).toBe(await total("state=missing"));
      expect(counts.draft).toBe(await total("state=draft"));
      expect(counts.published).toBe(await total("state=published"));
      expect(counts.toReview).toBe(await total("review=to-review"));
      expect(counts.needsWork).toBe(await total("needsWork=true"));
    }
  });

  it("refuses filters it cannot read with a message per parameter", async () => {
    const bad = await call("editor", "/translations?state=finished&language=ta&needsWork=maybe&pageSize=7");
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.fields).sort()).toEqual(["language", "needsWork", "pageSize", "state"]);
    expect(bad.fields.language).toBe("Use ml or hi");
    expect(bad.fields.needsWork).toBe("Use true or false");
  });

  it("flags a field whose English changed, keeps the flag through a save that leaves it alone, and clears it when the translation is updated or confirmed", async () => {
    const saved = await put("about", "ml", {
      state: "published",
      version: 0,
      fields: { title: "{businessName}-നെക്കുറിച്ച്", whoWeAreHeading: "ഞങ്ങൾ ആരാണ്", whatWeDoHeading: "ഞങ്ങൾ ചെയ്യുന്നത്" },
    });
    expect(saved.status).toBe(200);
    let malayalam = await translationOf("about", "ml");
    expect(malayalam.fieldStates).toMatchObject({
      title: "translated",
      whoWeAreHeading: "translated",
      whatWeDoHeading: "translated",
      intro: "missing",
    });

    // The English of two headings changes on the Pages screen.
    const english = (await call("editor", "/pages/about")).body as { version: number };
    const changed = await call("editor", "/pages/about", {
      method: "PATCH",
      json: {
        version: english.version,
        whoWeAreHeading: "Who we are, in short",
        whatWeDoHeading: "What we do for you",
      },
    });
    expect(changed.status).toBe(200);
    malayalam = await translationOf("about", "ml");
    expect(malayalam.fieldStates).toMatchObject({
      title: "translated",
      whoWeAreHeading: "english-changed",
      whatWeDoHeading: "english-changed",
    });
    const listed = (await list("kind=page-text&search=about")).items[0]!.languages[0]!;
    expect(listed.englishChanged).toBe(2);
    expect(idsOf(await list("kind=page-text&language=ml&needsWork=true"))).toContain("page-text/about");

    // A save that changes the title only: the headings were not looked at, their flags stay.
    const resaved = await put("about", "ml", {
      state: "published",
      version: malayalam.version,
      fields: { ...malayalam.fields, title: "{businessName}: ഞങ്ങളെക്കുറിച്ച്" },
    });
    expect(resaved.status).toBe(200);
    malayalam = await translationOf("about", "ml");
    expect(malayalam.fieldStates).toMatchObject({
      title: "translated",
      whoWeAreHeading: "english-changed",
      whatWeDoHeading: "english-changed",
    });

    // One heading translated again, the other confirmed as still right.
    const updated = await put("about", "ml", {
      state: "published",
      version: malayalam.version,
      fields: { ...malayalam.fields, whoWeAreHeading: "ഞങ്ങൾ ആരാണ്, ചുരുക്കത്തിൽ" },
      confirmed: ["whatWeDoHeading"],
    });
    expect(updated.status).toBe(200);
    malayalam = await translationOf("about", "ml");
    expect(malayalam.fieldStates).toMatchObject({ whoWeAreHeading: "translated", whatWeDoHeading: "translated" });
    expect((await list("kind=page-text&search=about")).items[0]!.languages[0]!.englishChanged).toBe(0);
  });

  it("refuses texts that do not fit the English, with a message at each dotted path, and saves nothing", async () => {
    const before = await translationOf("about", "hi");
    const bad = await put("about", "hi", {
      state: "draft",
      version: before.version,
      fields: {
        title: "हमारे बारे में",
        whatWeDoSteps: ["पहला कदम"],
        whoWeArePoints: [
          { title: "हम लोन नहीं देते।", text: "हम <b>पैसा</b> उधार नहीं देते।" },
          { title: "हमारी मदद मुफ़्त है।", text: "आपको हमें कुछ नहीं देना है।", extra: "?" },
        ],
        heroHeading: "यह इस पन्ने का नहीं है",
      },
      confirmed: ["noSuchField"],
    });
    expect(bad.status).toBe(400);
    expect(bad.fields).toEqual({
      title: "Keep the placeholders of the English, each as often: {businessName}",
      whatWeDoSteps: "Translate each of the English's 6 items, in the same order",
      "whoWeArePoints.0.text": "Write this text as plain text, without HTML tags such as <b>",
      "whoWeArePoints.1.extra": "The English has no such part",
      heroHeading: "This entry has no such text",
      confirmed: "This entry has no such text: noSuchField",
    });
    expect(await translationOf("about", "hi")).toEqual(before);
  });

  it("answers 409 to a save from an older version and 404 for entries and translations that do not exist", async () => {
    const current = await translationOf("home", "ml");
    const fresh = await put("home", "ml", { state: "draft", version: current.version, fields: homeMalayalam });
    expect(fresh.status).toBe(200);
    const stale = await put("home", "ml", { state: "published", version: current.version, fields: homeMalayalam });
    expect(stale.status).toBe(409);
    expect(stale.body.error?.message).toMatch(/Reload/);
    expect((await translationOf("home", "ml")).state).toBe("draft");
    // A first save from two tabs at once: the second finds a translation where it expected none.
    expect((await put("vyapar-app", "hi", { state: "draft", version: 0, fields: {} })).status).toBe(200);
    expect((await put("vyapar-app", "hi", { state: "draft", version: 0, fields: {} })).status).toBe(409);

    expect((await call("editor", "/translations/page-text/no-such-page")).status).toBe(404);
    expect((await put("no-such-page", "ml", { state: "draft", version: 0, fields: {} })).status).toBe(404);
    expect((await call("editor", "/translations/page-text/smart-integrations/ml", { method: "DELETE" })).status).toBe(
      404,
    );
    expect((await call("editor", "/translations/blog-post/1")).status).toBe(400);
  });
});

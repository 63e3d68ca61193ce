import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { StaffRole } from "~server/vocabulary/staff";
import { leads } from "~server/db/schema";
import { consentNoticeVersions } from "~server/leads/lead.schema";
import type { LeadDetail, LeadList } from "~server/leads/lead-workbench.schema";
import { contactMessageBody, loanEnquiryBody } from "../support/lead-inputs";
import { ownerEnv, staffApi, tokensForEveryRole } from "../support/staff";
import { backends, createTestApp, type TestApp } from "../support/test-app";

/** The consent record a form on a page in `language` sends: that language's notice and its version. */
const consentIn = (language: "en" | "ml" | "hi") => ({
  accepted: true,
  noticeVersion: consentNoticeVersions[language],
  language,
});

interface ErrorBody {
  error: { code: string; message: string; fields?: Record<string, string> };
}

/** True when every letter of `text` is Malayalam (digits, ₹, spaces and punctuation aside). */
const malayalamOnly = (text: string) => !/[A-Za-z]{3,}/.test(text) && /[\u0D00-\u0D7F]/.test(text);
const hindiOnly = (text: string) => !/[A-Za-z]{3,}/.test(text) && /[\u0900-\u097F]/.test(text);

let mobileCounter = 0;
/** A distinct valid mobile number per lead, so no lead repeats another. */
function nextMobile(): string {
  mobileCounter++;
  return `94470 ${String(10000 + mobileCounter).slice(-5)}`;
}

describe.each(backends)("a lead form in Malayalam or Hindi on %s", (backend) => {
  let app: TestApp;
  const tokens = {} as Record<StaffRole, string>;
  let ip = 0;
  const post = (body: unknown) =>
    app.request("/api/leads", {
      method: "POST",
      headers: { "Content-Type": "application/json", "X-Forwarded-For": `10.27.0.${++ip}` },
      body: JSON.stringify(body),
    });
  const db = () => app.services.database.db;
  const api = staffApi(() => app, tokens);

  beforeAll(async () => {
    app = await createTestApp(backend, { ...ownerEnv, TRUST_PROXY: "true" });
    Object.assign(tokens, (await tokensForEveryRole(app)).tokens);
  });
  afterAll(async () => {
    await app?.close();
  });

  async function stored(reference: string) {
    const [row] = await db().select().from(leads).where(eq(leads.reference, reference));
    return row!;
  }

  it("stores a lead from a Malayalam page with its Malayalam name, its language and the Malayalam notice's version", async () => {
    const res = await post(
      loanEnquiryBody({ name: "അനിത തോമസ്", mobile: nextMobile(), consent: consentIn("ml"), loanAmount: "25 ലക്ഷം" }),
    );
    expect(res.status).toBe(201);
    const { reference } = (await res.json()) as { reference: string };
    expect(await stored(reference)).toMatchObject({
      name: "അനിത തോമസ്",
      loanAmount: 2_500_000,
      consentLanguage: "ml",
      consentNoticeVersion: consentNoticeVersions.ml,
    });
  });

  it.each([
    ["contact_message", contactMessageBody({ name: "ശ്രീക്കുട്ടൻ", consent: consentIn("ml") }), "ml"],
    ["contact_message", contactMessageBody({ name: "सुनीता देवी", consent: consentIn("hi") }), "hi"],
    [
      "partner_application",
      {
        kind: "partner_application",
        name: "രാജേഷ് കുമാർ",
        mobile: "9447012345",
        email: "rajesh@example.com",
        city: "തൃശ്ശൂർ",
        partnerType: "insurance_agent",
        consent: consentIn("ml"),
      },
      "ml",
    ],
    [
      "vyapar_enquiry",
      { kind: "vyapar_enquiry", name: "राजेश कुमार", mobile: "9812345678", city: "पटना", consent: consentIn("hi") },
      "hi",
    ],
  ])("accepts a name in Malayalam or Devanagari on a %s (%#)", async (_kind, body, language) => {
    const res = await post({ ...body, mobile: nextMobile() });
    expect(res.status, await res.clone().text()).toBe(201);
    const row = await stored(((await res.json()) as { reference: string }).reference);
    expect(row.name).toBe((body as { name: string }).name);
    expect(row.consentLanguage).toBe(language);
    expect(row.consentNoticeVersion).toBe(consentNoticeVersions[language as "ml" | "hi"]);
  });

  it("stores a name typed with decomposed letters composed (NFC), as search looks for it", async () => {
    // "ज़ोया ख़ान" with ज़ typed as one code point (U+095B), which NFC writes as ज + nukta.
    const typed = "\u095B\u094B\u092F\u093E \u0916\u093C\u093E\u0928";
    const res = await post(contactMessageBody({ name: typed, mobile: nextMobile(), consent: consentIn("hi") }));
    expect(res.status).toBe(201);
    const row = await stored(((await res.json()) as { reference: string }).reference);
    expect(row.name).toBe(typed.normalize("NFC"));
    expect(row.name).not.toBe(typed);
  });

  it("answers a Malayalam form's field errors in Malayalam", async () => {
    const res = await post(
      loanEnquiryBody({
        name: "അനിത 2",
        mobile: "12345",
        email: "anitha@",
        loanAmount: "5,000",
        consent: { ...consentIn("ml"), accepted: false },
      }),
    );
    expect(res.status).toBe(400);
    const { error } = (await res.json()) as ErrorBody;
    expect(error.code).toBe("invalid_input");
    expect(error.message).toBe("ചില വിവരങ്ങൾ ശരിയല്ല");
    expect(error.fields).toEqual({
      name: "പേരിൽ നിന്ന് 2 ഒഴിവാക്കുക: അക്ഷരങ്ങളും സ്പേസും . - ' ( ) എന്നിവയും മാത്രം ഉപയോഗിക്കുക",
      mobile: "10 അക്ക ഇന്ത്യൻ മൊബൈൽ നമ്പർ നൽകുക, ഉദാ. 98765 43210",
      email: "ശരിയായ ഇ-മെയിൽ വിലാസം നൽകുക, ഉദാ. name@example.com",
      loanAmount: "കുറഞ്ഞത് ₹10,000 എങ്കിലും തുക നൽകുക",
      "consent.accepted": "നിങ്ങളുടെ അപേക്ഷയെക്കുറിച്ച് ബന്ധപ്പെടാൻ ദയവായി സമ്മതം നൽകുക",
    });
  });

  it("answers a Hindi form's field errors in Hindi, the same fields as in English", async () => {
    const bad = { name: "", mobile: "98765", consent: consentIn("hi") };
    const hindi = (await (await post(contactMessageBody({ ...bad, message: "कम" }))).json()) as ErrorBody;
    const english = (await (
      await post(contactMessageBody({ ...bad, message: "short", consent: consentIn("en") }))
    ).json()) as ErrorBody;
    expect(Object.keys(hindi.error.fields!).sort()).toEqual(Object.keys(english.error.fields!).sort());
    expect(hindi.error.fields).toMatchObject({ name: "अपना पूरा नाम लिखें", message: "थोड़ा और बताइए (कम से कम 10 अक्षर)" });
    for (const message of Object.values(hindi.error.fields!)) expect(hindiOnly(message), message).toBe(true);
    // English answers as it always has.
    expect(english.error).toEqual({
      code: "invalid_input",
      message: "Some fields are not valid",
      fields: {
        name: "Enter your full name",
        mobile: "Enter a 10-digit Indian mobile number, e.g. 98765 43210",
        message: "Tell us a little more (at least 10 characters)",
      },
    });
  });

  it("words the service's own rules in the form's language too", async () => {
    const unknown = await post(
      loanEnquiryBody({ serviceSlug: "no-such-loan", mobile: nextMobile(), consent: consentIn("ml") }),
    );
    expect(unknown.status).toBe(400);
    expect(((await unknown.json()) as ErrorBody).error).toEqual({
      code: "invalid_input",
      message: "ചില വിവരങ്ങൾ ശരിയല്ല",
      fields: { serviceSlug: "ഞങ്ങളുടെ ലോൺ സേവനങ്ങളിൽ ഒന്ന് തിരഞ്ഞെടുക്കുക" },
    });
    // Some of the home loan's details but not all: what is missing, in Hindi.
    const partial = await post(
      loanEnquiryBody({
        monthlyIncome: undefined,
        employmentType: undefined,
        mobile: nextMobile(),
        consent: consentIn("hi"),
      }),
    );
    expect(partial.status).toBe(400);
    expect(((await partial.json()) as ErrorBody).error.fields).toEqual({
      monthlyIncome: "अपनी महीने की आमदनी लिखें",
      employmentType: "आप क्या काम करते हैं, यह चुनें",
    });
  });

  it.each([["fr"], ["ML"], [""], [42]])(
    "refuses a consent language that is not en, ml or hi (%j)",
    async (language) => {
      const res = await post(contactMessageBody({ mobile: nextMobile(), consent: { ...consentIn("en"), language } }));
      expect(res.status).toBe(400);
      expect(((await res.json()) as ErrorBody).error.fields).toEqual({
        "consent.language": "Send the language of the consent notice shown: en, ml or hi",
      });
    },
  );

  it("answers the second step in the form's language", async () => {
    // Step one: name, mobile and consent only; the details follow.
    const created = await post({
      kind: "loan_enquiry",
      serviceSlug: "home-loans",
      name: "മേരി ജോസഫ്",
      mobile: nextMobile(),
      consent: consentIn("ml"),
    });
    const { reference, enrichmentToken } = (await created.json()) as { reference: string; enrichmentToken: string };
    const patch = (body: unknown) =>
      app.request(`/api/leads/${reference}`, {
        method: "PATCH",
        headers: { "Content-Type": "application/json" },
        body: JSON.stringify(body),
      });
    const badPin = await patch({ enrichmentToken, pincode: "12", language: "ml" });
    expect(badPin.status).toBe(400);
    expect(((await badPin.json()) as ErrorBody).error.fields).toEqual({ pincode: "6 അക്ക പിൻ കോഡ് നൽകുക" });
    const wrongToken = await patch({ enrichmentToken: "x".repeat(43), city: "കൊച്ചി", language: "hi" });
    expect(wrongToken.status).toBe(404);
    expect(hindiOnly(((await wrongToken.json()) as ErrorBody).error.message)).toBe(true);
    const unknownLanguage = await patch({ enrichmentToken, city: "Kochi", language: "ta" });
    expect(unknownLanguage.status).toBe(400);
    expect(((await unknownLanguage.json()) as ErrorBody).error.fields).toEqual({
      language: "Send the language of the form: en, ml or hi",
    });
    const saved = await patch({ enrichmentToken, city: "കൊച്ചി", loanAmount: "1.5 കോടി", language: "ml" });
    expect(saved.status).toBe(200);
    expect(await saved.json()).toMatchObject({ city: "കൊച്ചി", loanAmount: 15_000_000 });
  });

  it("lets staff find a lead by its Malayalam or Devanagari name, and see its language", async () => {
    const names = ["അനിത വർഗീസ്", "ശ്രീക്കുട്ടൻ നായർ", "राजेश वर्मा", "Anitha Varghese"];
    const references: Record<string, string> = {};
    for (const name of names) {
      const language = /[\u0D00-\u0D7F]/.test(name) ? "ml" : /[\u0900-\u097F]/.test(name) ? "hi" : "en";
      const res = await post(contactMessageBody({ name, mobile: nextMobile(), consent: consentIn(language) }));
      expect(res.status).toBe(201);
      references[name] = ((await res.json()) as { reference: string }).reference;
    }
    const found = async (search: string) => {
      const res = await api("owner", `/leads?search=${encodeURIComponent(search)}`);
      expect(res.status).toBe(200);
      return ((await res.json()) as LeadList).items.map((item) => item.name).sort();
    };
    expect(await found("അനിത")).toEqual(["അനിത തോമസ്", "അനിത വർഗീസ്"]);
    expect(await found("ശ്രീക്കുട്ടൻ")).toEqual(["ശ്രീക്കുട്ടൻ", "ശ്രീക്കുട്ടൻ നായർ"]);
    expect(await found("राजेश")).toEqual(["राजेश कुमार", "राजेश वर्मा"]);
    // The search is composed alike: a nukta letter typed as one code point finds the stored name.
    expect(await found("\u095B\u094B\u092F\u093E")).toEqual([
      "\u091C\u093C\u094B\u092F\u093E \u0916\u093C\u093E\u0928",
    ]);
    // Case-insensitive for Latin letters still.
    expect(await found("ANITHA")).toEqual(["Anitha Varghese"]);

    const [row] = await db().select({ id: leads.id }).from(leads).where(eq(leads.reference, references["അനിത വർഗീസ്"]!));
    const detail = (await (await api("owner", `/leads/${row!.id}`)).json()) as LeadDetail;
    expect(detail.consent).toMatchObject({ language: "ml", noticeVersion: consentNoticeVersions.ml });
  });

  it("keeps every Malayalam message free of English words", async () => {
    const res = await post(
      loanEnquiryBody({ name: "", mobile: "", email: "x", pincode: "1", loanAmount: "lots", consent: consentIn("ml") }),
    );
    const { fields } = ((await res.json()) as ErrorBody).error;
    expect(Object.keys(fields!).length).toBeGreaterThanOrEqual(5);
    for (const message of Object.values(fields!)) {
      // e-mail examples and amounts keep their Latin letters and digits: judge the words only.
      expect(malayalamOnly(message.replace(/name@example\.com|\d+k/g, "")), message).toBe(true);
    }
  });
});

// The app first: it loads @hono/zod-openapi before any schema module that extends plain zod.
import { backends, createTestApp, type TestApp } from "../support/test-app";
import { parse } from "csv-parse/sync";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { leads, notificationOutbox, siteSettings } from "~server/db/schema";
import { consentNoticeVersions } from "~server/leads/lead.schema";
import { defaultWhatsappTemplates } from "~server/leads/lead-settings";
import type { LeadDetail, LeadList } from "~server/leads/lead-workbench.schema";
import { formatLeadAlertEmail } from "~server/notifications/lead-alert-email";
import type { LeadAlertPayload } from "~server/notifications/lead-alert";
import type { StaffRole } from "~server/vocabulary/staff";
import { contactMessageBody, loanEnquiryBody } from "../support/lead-inputs";
import { ownerEnv, staffApi, tokensForEveryRole } from "../support/staff";

// What staff see of the language a visitor wrote in (issue 27): the list shows and filters it, the
// CSV names it, the alert e-mail names it, and the WhatsApp message is the lead's language's.

type Language = "en" | "ml" | "hi";

const consentIn = (language: Language) => ({
  accepted: true,
  noticeVersion: consentNoticeVersions[language],
  language,
});

interface ErrorBody {
  error: { code: string; message: string; fields?: Record<string, string> };
}

let mobileCounter = 0;
/** A distinct mobile per lead, so that none repeats another. */
function nextMobile(): string {
  mobileCounter++;
  return `96330 ${String(10000 + mobileCounter).slice(-5)}`;
}

describe.each(backends)("the language of leads for staff on %s", (backend) => {
  let app: TestApp;
  const tokens = {} as Record<StaffRole, string>;
  let ip = 0;
  const api = staffApi(() => app, tokens);
  const db = () => app.services.database.db;
  /** The leads of this file: every list query below searches for their shared surname. */
  const created: Record<string, { reference: string; id: number; language: Language }> = {};

  async function send(label: string, body: Record<string, unknown>, language: Language) {
    const res = await app.request("/api/leads", {
      method: "POST",
      headers: { "Content-Type": "application/json", "X-Forwarded-For": `10.38.0.${++ip}` },
      body: JSON.stringify({ ...body, mobile: nextMobile(), consent: consentIn(language) }),
    });
    expect(res.status, await res.clone().text()).toBe(201);
    const { reference } = (await res.json()) as { reference: string };
    const [row] = await db().select({ id: leads.id }).from(leads).where(eq(leads.reference, reference));
    created[label] = { reference, id: row!.id, language };
  }

  async function list(query: string): Promise<LeadList> {
    const res = await api("owner", `/leads?${query}`);
    expect(res.status, await res.clone().text()).toBe(200);
    return (await res.json()) as LeadList;
  }

  beforeAll(async () => {
    app = await createTestApp(backend, {
      ...ownerEnv,
      TRUST_PROXY: "true",
      // Alerts on, so a new lead's alert is queued (nothing listens there: the worker does not run).
      SMTP_URL: "smtp://127.0.0.1:1",
      LEAD_NOTIFY_EMAIL: "leads@example.com",
    });
    Object.assign(tokens, (await tokensForEveryRole(app)).tokens);
    await send("ml home loan", loanEnquiryBody({ name: "അനിത കുര്യാക്കോസ്" }), "ml");
    await send("ml contact", contactMessageBody({ name: "ബിജു കുര്യാക്കോസ്" }), "ml");
    await send("hi contact", contactMessageBody({ name: "सुनीता कुर्याकोस" }), "hi");
    await send("en home loan", loanEnquiryBody({ name: "Anitha Kuriakose" }), "en");
    // A lead from before the forms had languages: the form sent whatever it liked (the API took
    // any short text), and staff read such leads as English.
    await db()
      .insert(leads)
      .values({
        reference: "LG-OLDLNG",
        kind: "contact_message",
        name: "Mathew Kuriakose",
        mobile: "+919633099999",
        consentNoticeVersion: "2026-01-01",
        consentLanguage: "en-IN",
        consentPurpose: "contact_message",
        consentedAt: new Date("2026-01-05T10:00:00Z"),
        createdAt: new Date("2026-01-05T10:00:00Z"),
      });
  });
  afterAll(async () => {
    await app?.close();
  });

  describe("the list", () => {
    it("names each lead's language and filters by it, paged on the server", async () => {
      const all = await list("pageSize=100");
      const languageOf = (reference: string) => all.items.find((item) => item.reference === reference)?.language;
      for (const lead of Object.values(created)) expect(languageOf(lead.reference), lead.reference).toBe(lead.language);
      expect(languageOf("LG-OLDLNG")).toBe("en");

      const malayalam = await list("language=ml&pageSize=100");
      expect(malayalam.items.map((item) => item.reference).sort()).toEqual(
        [created["ml home loan"]!.reference, created["ml contact"]!.reference].sort(),
      );
      expect(malayalam.total).toBe(2);
      expect(malayalam.items.every((item) => item.language === "ml")).toBe(true);

      const hindi = await list("language=hi");
      expect(hindi.items.map((item) => item.name)).toEqual(["सुनीता कुर्याकोस"]);

      // English: the English leads and those from before languages were recorded.
      const english = await list("language=en&pageSize=100");
      expect(english.items.map((item) => item.reference)).toEqual(
        expect.arrayContaining([created["en home loan"]!.reference, "LG-OLDLNG"]),
      );
      expect(english.items.some((item) => item.language !== "en")).toBe(false);

      // With the other filters and the search.
      expect((await list("language=ml&kind=contact_message")).items.map((item) => item.name)).toEqual(["ബിജു കുര്യാക്കോസ്"]);
      expect((await list(`language=hi&search=${encodeURIComponent("അനിത")}`)).total).toBe(0);
      // An emptied select in the filter bar: no filter.
      expect((await list("language=&pageSize=100")).total).toBe(all.total);

      // One page at a time, the total over every page.
      await db()
        .insert(leads)
        .values(
          Array.from({ length: 11 }, (_, index) => ({
            reference: `PG-HI${String(index).padStart(4, "0")}`,
            kind: "contact_message",
            name: `रमेश ${"क".repeat(index + 1)}`,
            mobile: `+9196331${String(index).padStart(5, "0")}`,
            consentNoticeVersion: consentNoticeVersions.hi,
            consentLanguage: "hi",
            consentPurpose: "contact_message",
            consentedAt: new Date(),
          })),
        );
      const firstPage = await list("language=hi&pageSize=10");
      expect(firstPage.total).toBe(12);
      expect(firstPage.items).toHaveLength(10);
      const secondPage = await list("language=hi&pageSize=10&page=2");
      expect(secondPage.items).toHaveLength(2);
      const seen = [...firstPage.items, ...secondPage.items];
      expect(new Set(seen.map((item) => item.id)).size).toBe(12);
      expect(seen.every((item) => item.language === "hi")).toBe(true);
    });

    it.each([["ta"], ["ML"], ["Malayalam"], ["en-IN"]])(
      "refuses a language it does not know (%s) with a 400 that says which to use",
      async (language) => {
        for (const path of ["/leads", "/leads/export"]) {
          const res = await api("owner", `${path}?language=${encodeURIComponent(language)}`);
          expect(res.status, path).toBe(400);
          const { error } = (await res.json()) as ErrorBody;
          expect(error.code, path).toBe("invalid_input");
          expect(error.fields, path).toEqual({ language: "Use one of en, ml, hi: the language the visitor wrote in" });
        }
      },
    );

    it("exports a Language column, in English, and filters the file like the list", async () => {
      const res = await api("owner", "/leads/export?language=ml");
      expect(res.status).toBe(200);
      const [header, ...rows] = parse(await res.text(), { bom: true }) as string[][];
      const column = (name: string) => header!.indexOf(name);
      expect(column("Language")).toBe(column("E-mail") + 1);
      expect(rows.map((row) => [row[column("Name")], row[column("Language")]]).sort()).toEqual([
        ["അനിത കുര്യാക്കോസ്", "Malayalam"],
        ["ബിജു കുര്യാക്കോസ്", "Malayalam"],
      ]);
      const everyone = await api("owner", "/leads/export?search=Kuriakose");
      const [allHeader, ...allRows] = parse(await everyone.text(), { bom: true }) as string[][];
      const at = allHeader!.indexOf("Language");
      expect(allRows.map((row) => row[at])).toEqual(["English", "English"]);
    });
  });

  describe("the alert e-mail", () => {
    it("carries the lead's language and names it in English", async () => {
      const alertOf = async (label: string) => {
        const [alert] = await db()
          .select({ payload: notificationOutbox.payload })
          .from(notificationOutbox)
          .where(eq(notificationOutbox.leadId, created[label]!.id));
        return alert!.payload as unknown as LeadAlertPayload;
      };
      const malayalam = await alertOf("ml home loan");
      expect(malayalam).toMatchObject({ reference: created["ml home loan"]!.reference, language: "ml" });
      expect(formatLeadAlertEmail(malayalam).text).toMatch(/^Language: +Malayalam$/m);
      expect(formatLeadAlertEmail(await alertOf("hi contact")).text).toMatch(/^Language: +Hindi$/m);
      expect(formatLeadAlertEmail(await alertOf("en home loan")).text).toMatch(/^Language: +English$/m);
    });
  });

  describe("the WhatsApp message per language", () => {
    const settingsPatch = (json: unknown, role: StaffRole = "owner") =>
      api(role, "/leads/settings", { method: "PATCH", json });
    const whatsappMessageOf = async (label: string) =>
      ((await (await api("owner", `/leads/${created[label]!.id}`)).json()) as LeadDetail).whatsappMessage;

    it("starts from a message in each language and writes to each lead in its own", async () => {
      const settings = await (await api("viewer", "/leads/settings")).json();
      expect(settings.whatsappTemplates).toEqual(defaultWhatsappTemplates);
      expect(settings).not.toHaveProperty("whatsappTemplate");

      const malayalam = await whatsappMessageOf("ml home loan");
      // The first name, the service's Malayalam name (the seed's translation) and the reference.
      expect(malayalam).toMatch(/^നമസ്കാരം അനിത, നിങ്ങൾ അയച്ച അന്വേഷണം /);
      expect(malayalam).toContain(`(ഹോം ലോൺ, റഫറൻസ് ${created["ml home loan"]!.reference})`);
      expect(malayalam).toMatch(/ - Owner, .+$/);
      expect(malayalam).not.toMatch(/\{\w+\}/);
      // A contact message has no service: a word for it in the lead's language.
      expect(await whatsappMessageOf("ml contact")).toContain(`(സന്ദേശം, റഫറൻസ് ${created["ml contact"]!.reference})`);
      const hindi = await whatsappMessageOf("hi contact");
      expect(hindi).toMatch(/^नमस्ते सुनीता जी, आपकी पूछताछ /);
      expect(hindi).toContain(`(मैसेज, रेफ़रेंस ${created["hi contact"]!.reference})`);
      expect(await whatsappMessageOf("en home loan")).toMatch(
        new RegExp(
          `^Namaste Anitha, this is Owner from .+ about your Home Loans enquiry \\(reference ${created["en home loan"]!.reference}\\)\\.`,
        ),
      );
    });

    it("saves the three messages, each used for its language's leads", async () => {
      const templates = {
        en: "Hi {name}, {staffName} here about {service} ({reference}).",
        ml: "ഹലോ {name}, {staffName} ആണ്. {service} ({reference}).",
        hi: "नमस्ते {name} जी, मैं {staffName}। {service} ({reference})।",
      };
      expect((await settingsPatch({ whatsappTemplates: templates }, "viewer")).status).toBe(403);
      const saved = await settingsPatch({ whatsappTemplates: templates }, "admin");
      expect(saved.status, await saved.clone().text()).toBe(200);
      expect((await saved.json()).whatsappTemplates).toEqual(templates);
      expect((await (await api("owner", "/leads/settings")).json()).whatsappTemplates).toEqual(templates);
      // Filled in for whoever looks at the lead: the owner here.
      expect(await whatsappMessageOf("ml home loan")).toBe(
        `ഹലോ അനിത, Owner ആണ്. ഹോം ലോൺ (${created["ml home loan"]!.reference}).`,
      );
      expect(await whatsappMessageOf("hi contact")).toBe(
        `नमस्ते सुनीता जी, मैं Owner। मैसेज (${created["hi contact"]!.reference})।`,
      );
      expect(await whatsappMessageOf("en home loan")).toBe(
        `Hi Anitha, Owner here about Home Loans (${created["en home loan"]!.reference}).`,
      );
      // Other settings keep their values: a PATCH changes what it names.
      expect((await settingsPatch({ retentionMonths: 36 })).status).toBe(200);
      expect((await (await api("owner", "/leads/settings")).json()).whatsappTemplates).toEqual(templates);
    });

    it("names the language of each mistake: empty, too long, a placeholder left out, added or misspelt", async () => {
      const good = { ...defaultWhatsappTemplates };
      const fieldsOf = async (json: unknown) => {
        const res = await settingsPatch(json);
        expect(res.status).toBe(400);
        return ((await res.json()) as ErrorBody).error.fields;
      };
      expect(await fieldsOf({ whatsappTemplates: { ...good, ml: "  ", hi: "क".repeat(601) } })).toEqual({
        "whatsappTemplates.ml": "Write the Malayalam message that the WhatsApp button prefills.",
        "whatsappTemplates.hi": "Keep the Hindi WhatsApp message under 600 characters.",
      });
      expect(await fieldsOf({ whatsappTemplates: { en: good.en, ml: good.ml } })).toEqual({
        "whatsappTemplates.hi": "Write the Hindi message that the WhatsApp button prefills.",
      });
      expect(
        await fieldsOf({
          whatsappTemplates: {
            ...good,
            ml: "നമസ്കാരം {name}, {staffName}, {businessName}. {service}?",
            hi: "नमस्ते {name}, {staffName}, {businessName}, {service}, {reference}, {city}",
          },
        }),
      ).toEqual({
        "whatsappTemplates.ml":
          "The Malayalam message leaves out {reference}: use the same placeholders as the English one.",
        "whatsappTemplates.hi":
          "{city} is not a placeholder: use only {name}, {reference}, {service}, {staffName} and {businessName}, spelt as they are here.",
      });
      expect(
        await fieldsOf({
          whatsappTemplates: {
            en: "Hello {name}, about {service}.",
            ml: "ഹലോ {name}, {service} ({reference}).",
            hi: "नमस्ते {naam}, {service}।",
          },
        }),
      ).toEqual({
        "whatsappTemplates.ml":
          "The Malayalam message adds {reference}, which the English message does not have: use the same placeholders as the English one.",
        "whatsappTemplates.hi":
          "{naam} is not a placeholder: use only {name}, {reference}, {service}, {staffName} and {businessName}, spelt as they are here.",
      });
      // The single message of before is refused with what replaced it, not ignored.
      expect(await fieldsOf({ whatsappTemplate: "Hello {name}" })).toEqual({
        whatsappTemplate:
          "The WhatsApp message is now one per language: send whatsappTemplates with the en, ml and hi messages.",
      });
      expect(await fieldsOf({ whatsappTemplates: "Hello {name}" })).toEqual({
        whatsappTemplates: "Send the WhatsApp message of each language: en, ml and hi.",
      });
    });

    it("reads settings saved with the single message of before as the English one, Malayalam and Hindi from the defaults", async () => {
      const older = {
        assignment: { mode: "manual", staffIds: [] },
        whatsappTemplate: "Hello {name}, {staffName} here ({reference}).",
        workingHours: { days: [1, 2, 3, 4, 5], start: "10:00", end: "17:00" },
        retentionMonths: 48,
        leadAlertRecipients: ["partner@example.in"],
      };
      await db().update(siteSettings).set({ value: older }).where(eq(siteSettings.key, "leads"));
      app.services.settings.clearCache();

      const settings = await (await api("owner", "/leads/settings")).json();
      expect(settings).toEqual({
        assignment: older.assignment,
        whatsappTemplates: { ...defaultWhatsappTemplates, en: older.whatsappTemplate },
        workingHours: older.workingHours,
        retentionMonths: 48,
        leadAlertRecipients: ["partner@example.in"],
        // Saved before borrowers' documents existed: their days read as the defaults.
        documentLinkDays: 14,
        documentRetentionDays: 90,
      });
      expect(await whatsappMessageOf("en home loan")).toBe(
        `Hello Anitha, Owner here (${created["en home loan"]!.reference}).`,
      );
      expect(await whatsappMessageOf("ml home loan")).toContain("നമസ്കാരം അനിത");

      // A change of something else saves the document in today's shape.
      expect((await settingsPatch({ retentionMonths: 60 })).status).toBe(200);
      const [stored] = await db().select().from(siteSettings).where(eq(siteSettings.key, "leads"));
      expect(stored!.value).toMatchObject({
        whatsappTemplates: { ...defaultWhatsappTemplates, en: older.whatsappTemplate },
        retentionMonths: 60,
      });
      expect(stored!.value).not.toHaveProperty("whatsappTemplate");
    });
  });
});

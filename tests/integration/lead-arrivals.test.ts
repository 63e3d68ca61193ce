import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { StaffRole } from "~server/vocabulary/staff";
import { contactMessageBody, loanEnquiryBody } from "../support/lead-inputs";
import { backends, createTestApp, type TestApp } from "../support/test-app";
import { ownerEnv, signIn, staffApi, tokensForEveryRole, withCookies, type CookieJar } from "../support/staff";

let mobiles = 0;
/** A mobile number of its own per lead: a repeat of an earlier enquiry is no new lead. */
const nextMobile = () => `98471${String(10_000 + mobiles++).padStart(5, "0")}`;

interface ServerEvent {
  event: string;
  id: string | null;
  data: string;
  raw: string;
}

/** Reads Server-Sent Events off a streamed answer, one at a time. */
function eventReader(res: Response) {
  const reader = res.body!.getReader();
  const decoder = new TextDecoder();
  let buffer = "";
  const events: ServerEvent[] = [];

  async function fill(timeoutMs: number): Promise<void> {
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new Error(`no event within ${timeoutMs} ms; so far: ${buffer}`)), timeoutMs);
    });
    try {
      const { value, done } = await Promise.race([reader.read(), timeout]);
      if (done) throw new Error("the stream ended");
      buffer += decoder.decode(value, { stream: true });
    } finally {
      clearTimeout(timer);
    }
    let end: number;
    while ((end = buffer.indexOf("\n\n")) !== -1) {
      const raw = buffer.slice(0, end);
      buffer = buffer.slice(end + 2);
      const lines = raw.split("\n");
      const field = (name: string) =>
        lines.filter((line) => line.startsWith(`${name}:`)).map((line) => line.slice(name.length + 1).trim());
      events.push({ event: field("event")[0] ?? "", id: field("id")[0] ?? null, data: field("data").join("\n"), raw });
    }
  }

  return {
    /** The next event named `name` (earlier events of other names are skipped). */
    async next(name: string, timeoutMs = 5_000): Promise<ServerEvent> {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        const index = events.findIndex((event) => event.event === name);
        if (index !== -1) return events.splice(0, index + 1).at(-1)!;
        await fill(Math.max(1, deadline - Date.now()));
      }
    },
    close: () => reader.cancel(),
  };
}

describe.each(backends)("new leads as staff tabs hear of them on %s", (backend) => {
  let app: TestApp;
  let jar: CookieJar;
  const tokens = {} as Record<StaffRole, string>;
  const call = staffApi(() => app, tokens);

  beforeAll(async () => {
    app = await createTestApp(backend, ownerEnv);
    jar = (await signIn(app)).jar;
    Object.assign(tokens, (await tokensForEveryRole(app)).tokens);
  });
  afterAll(async () => {
    await app?.close();
  });

  function openStream(target: TestApp = app, headers: Record<string, string> = {}) {
    // A browser asks for compressed answers: the stream must still flow event by event.
    return target.request(
      "/api/admin/leads/arrivals",
      withCookies(jar, {
        headers: { Accept: "text/event-stream", "Accept-Encoding": "gzip, deflate, br", ...headers },
      }),
    );
  }

  async function postLead(target: TestApp, body: Record<string, unknown>) {
    const res = await target.request("/api/leads", {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify(body),
    });
    expect(res.status, await res.clone().text()).toBe(201);
  }

  it("is for signed-in staff who read leads: 401 without a session, 403 for an editor", async () => {
    const anonymous = await app.request("/api/admin/leads/arrivals");
    expect(anonymous.status).toBe(401);
    expect((await anonymous.json()).error.code).toBe("unauthorized");
    expect((await call("editor", "/leads/arrivals")).status).toBe(403);
    expect((await call("editor", "/leads/arrivals/recent")).status).toBe(403);
  });

  it("streams, uncompressed and uncached, the count first and then each new lead with its service and no personal data", async () => {
    const res = await openStream();
    expect(res.status).toBe(200);
    expect(res.headers.get("Content-Type")).toMatch(/^text\/event-stream/);
    expect(res.headers.get("Content-Encoding")).toBeNull();
    expect(res.headers.get("Cache-Control")).toMatch(/no-store/);
    const stream = eventReader(res);
    try {
      const first = await stream.next("count");
      const before = (JSON.parse(first.data) as { newCount: number }).newCount;

      const person = {
        name: "Meera Pillai",
        mobile: nextMobile(),
        email: "meera.pillai@example.com",
        message: "Call me after six about my loan",
      };
      await postLead(app, loanEnquiryBody(person));
      const arrived = await stream.next("lead");
      const lead = JSON.parse(arrived.data) as { id: number; kind: string; service: string; newCount: number };
      expect(lead).toMatchObject({ kind: "loan_enquiry", service: "Home Loans", newCount: before + 1 });
      expect(arrived.id).toBe(String(lead.id));
      expect(Object.keys(lead).sort()).toEqual(["id", "kind", "newCount", "service"]);
      for (const value of [person.name, "Meera", person.mobile, person.mobile.slice(-5), person.email, "six"])
        expect(arrived.raw).not.toContain(value);

      // Another kind of lead names its kind.
      await postLead(app, contactMessageBody({ mobile: nextMobile() }));
      const contact = JSON.parse((await stream.next("lead")).data) as { service: string; newCount: number };
      expect(contact).toMatchObject({ service: "Contact message", newCount: before + 2 });
    } finally {
      await stream.close();
    }
  });

  it("gives a tab that reconnects the leads it missed, and the fallback the leads after the one it knows", async () => {
    const { latestId } = (await (await call("viewer", "/leads/arrivals/recent")).json()) as { latestId: number };
    await postLead(app, loanEnquiryBody({ mobile: nextMobile() }));

    const recent = (await (await call("viewer", `/leads/arrivals/recent?after=${latestId}`)).json()) as {
      newCount: number;
      latestId: number;
      arrivals: Array<{ id: number; service: string }>;
    };
    expect(recent.arrivals).toHaveLength(1);
    expect(recent.arrivals[0]).toMatchObject({ id: recent.latestId, service: "Home Loans" });
    expect((await call("viewer", "/leads/arrivals/recent?after=-1")).status).toBe(400);

    const stream = eventReader(await openStream(app, { "Last-Event-ID": String(latestId) }));
    try {
      const missed = await stream.next("lead");
      expect(JSON.parse(missed.data)).toMatchObject({ id: recent.latestId, service: "Home Loans" });
      const count = await stream.next("count");
      expect(count.id).toBe(String(recent.latestId));
    } finally {
      await stream.close();
    }
  });

  it("ends open streams when the app closes, so a server stops without waiting for its tabs", async () => {
    const other = await createTestApp(backend, ownerEnv, app.databaseUrl ? { databaseUrl: app.databaseUrl } : {});
    const session = (await signIn(other)).jar;
    const res = await other.request("/api/admin/leads/arrivals", withCookies(session));
    const stream = eventReader(res);
    await stream.next("count");
    const started = Date.now();
    await other.close();
    await expect(stream.next("anything", 3_000)).rejects.toThrow("the stream ended");
    expect(Date.now() - started).toBeLessThan(3_000);
  });

  it.runIf(backend === "postgres")("reaches the tabs of another instance on the same database at once", async () => {
    const second = await createTestApp(backend, ownerEnv, { databaseUrl: app.databaseUrl });
    const stream = eventReader(await openStream(app));
    try {
      await stream.next("count");
      await postLead(second, loanEnquiryBody({ mobile: nextMobile(), serviceSlug: "personal-loan" }));
      const lead = JSON.parse((await stream.next("lead")).data) as { service: string };
      expect(lead.service).toBe("Personal Loan");
    } finally {
      await stream.close();
      await second.close();
    }
  });
});

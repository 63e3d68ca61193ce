import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { StaffRole } from "~server/vocabulary/staff";
import { backends, createTestApp, type TestApp } from "../support/test-app";
import { ownerEnv, staffApi, tokensForEveryRole } from "../support/staff";

interface Translations {
  english: Record<string, unknown>;
  translations: {
    language: string;
    state: string | null;
    version: number;
    fields: Record<string, unknown>;
    fieldStates: Record<string, string>;
  }[];
}

describe.each(backends)("the translations API on %s", (backend) => {
  let app: TestApp;
  const tokens = {} as Record<StaffRole, string>;
  const api = staffApi(() => app, tokens);
  const call = async (role: StaffRole | null, path: string, init: { method?: string; json?: unknown } = {}) => {
    const res = await api(role, path, init);
    const body = res.status === 204 ? {} : ((await res.json()) as Record<string, unknown>);
    return { status: res.status, body };
  };
  const malayalam = async () =>
    ((await call("editor", "/translations/page-text/home")).body as unknown as Translations).translations.find(
      (translation) => translation.language === "ml",
    )!;

  beforeAll(async () => {
    app = await createTestApp(backend, ownerEnv);
    Object.assign(tokens, (await tokensForEveryRole(app)).tokens);
  });
  afterAll(async () => {
    await app?.close();
  });

  it("saves a translation beside the English, flags it when the English changes, and refuses stale or broken saves", async () => {
    const before = await malayalam();
    // The seed wrote the home page's Malayalam, published and waiting for a native speaker's review.
    expect(before).toMatchObject({ state: "published", review: "to-review" });
    expect(before.fieldStates.heroHeading).toBe("translated");

    const heading = "ശരിയായ ലോൺ, ശരിയായ ബാങ്കിൽനിന്ന്";
    const saved = await call("editor", "/translations/page-text/home/ml", {
      method: "PUT",
      json: { fields: { heroHeading: heading }, state: "published", review: "to-review", version: before.version },
    });
    expect(saved.status).toBe(200);
    const after = await malayalam();
    expect(after).toMatchObject({ state: "published", version: before.version + 1 });
    expect(after.fields.heroHeading).toBe(heading);
    expect(after.fieldStates.heroHeading).toBe("translated");

    // Saved from the version before: someone else's save came in between.
    const stale = await call("editor", "/translations/page-text/home/ml", {
      method: "PUT",
      json: { fields: { heroHeading: "പഴയ" }, state: "published", version: before.version },
    });
    expect(stale.status).toBe(409);

    // The badge must keep the English's {count}.
    const broken = await call("editor", "/translations/page-text/home/ml", {
      method: "PUT",
      json: { fields: { heroBadge: "വിശ്വാസം" }, state: "draft", version: after.version },
    });
    expect(broken.status).toBe(400);
    expect(JSON.stringify(broken.body)).toContain("{count}");

    expect((await call("viewer", "/translations/page-text/home")).status).toBe(403);
    expect((await call(null, "/translations/page-text/home")).status).toBe(401);
    expect((await call("editor", "/translations/page-text/no-such-page")).status).toBe(404);

    // The English changes: the translation stays, flagged.
    const page = (await call("editor", "/pages/home")).body as { version: number; texts: { heroHeading: string } };
    const patched = await call("editor", "/pages/home", {
      method: "PATCH",
      json: { version: page.version, heroHeading: `${page.texts.heroHeading} today` },
    });
    expect(patched.status).toBe(200);
    expect((await malayalam()).fieldStates.heroHeading).toBe("english-changed");

    const removed = await call("editor", "/translations/page-text/home/ml", { method: "DELETE" });
    expect(removed.status).toBe(204);
    const gone = await malayalam();
    expect(gone.state).toBeNull();
    expect(gone.fieldStates.heroHeading).toBe("missing");
  });
});

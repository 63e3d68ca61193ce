// A staff editor opened for an entry that does not exist (deleted by a colleague, a mistyped
// address) answers the 404 screen, never a 500: the loaders recognise the services' "not found"
// by its name, whichever copy of the error class threw it.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { backends, createTestApp, type TestApp } from "../support/test-app";
import { addStaffMember, ownerEnv, signIn, withCookies } from "../support/staff";

describe.each(backends)("staff editors of entries that do not exist on %s", (backend) => {
  let app: TestApp;
  let jar: Awaited<ReturnType<typeof signIn>>["jar"];

  beforeAll(async () => {
    app = await createTestApp(backend, ownerEnv);
    const { email, password } = await addStaffMember(app, "editor.notfound@example.in", "editor");
    ({ jar } = await signIn(app, email, password));
  });

  afterAll(async () => {
    await app?.close();
  });

  for (const path of [
    "/admin/deals/999999",
    "/admin/popups/999999",
    "/admin/schemes/999999",
    "/admin/loan-services/999999",
    "/admin/loan-services/999999/offers",
    "/loan-services/preview/999999",
  ]) {
    it(`answers 404 at ${path}`, async () => {
      const response = await app.request(path, withCookies(jar));
      expect(response.status).toBe(404);
    });
  }
});

import { generate } from "otplib";
import type { TestApp } from "./test-app";
import { staffRoles, type StaffRole } from "../../server/vocabulary/staff";

export const OWNER_EMAIL = "owner@example.in";
export const OWNER_PASSWORD = "kappa-vellam-chaaya-42";

/** Environment for a test app whose first owner comes from ADMIN_EMAIL / ADMIN_PASSWORD. */
export const ownerEnv = { ADMIN_EMAIL: OWNER_EMAIL, ADMIN_PASSWORD: OWNER_PASSWORD };

/** The `name=value` pairs of a response's Set-Cookie headers, as a Cookie header would send them. */
export function cookiesOf(res: Response): Record<string, string> {
  const cookies: Record<string, string> = {};
  for (const header of res.headers.getSetCookie()) {
    const [pair] = header.split(";");
    const index = pair!.indexOf("=");
    cookies[pair!.slice(0, index)] = pair!.slice(index + 1);
  }
  return cookies;
}

/** A browser's cookie jar, enough for the staff cookies. */
export class CookieJar {
  private cookies = new Map<string, string>();
  take(res: Response): this {
    for (const [name, value] of Object.entries(cookiesOf(res))) {
      if (value === "") this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
    return this;
  }
  get(name: string): string | undefined {
    return this.cookies.get(name);
  }
  header(): string {
    return [...this.cookies].map(([name, value]) => `${name}=${value}`).join("; ");
  }
}

export function json(body: unknown, headers: Record<string, string> = {}): RequestInit {
  return {
    method: "POST",
    headers: { "Content-Type": "application/json", ...headers },
    body: JSON.stringify(body),
  };
}

/** POST /api/admin/auth/login; answers the response and the jar holding its cookies. */
export async function signIn(
  app: TestApp,
  email = OWNER_EMAIL,
  password = OWNER_PASSWORD,
  jar = new CookieJar(),
  headers: Record<string, string> = {},
) {
  const res = await app.request(
    "/api/admin/auth/login",
    json({ email, password }, { ...(jar.header() ? { Cookie: jar.header() } : {}), ...headers }),
  );
  jar.take(res);
  return { res, jar };
}

/** A request with the jar's cookies (and a JSON body when given). */
export function withCookies(jar: CookieJar, init: RequestInit & { json?: unknown } = {}): RequestInit {
  const { json: body, ...rest } = init;
  return {
    ...rest,
    ...(body !== undefined ? { body: JSON.stringify(body) } : {}),
    headers: {
      ...(body !== undefined ? { "Content-Type": "application/json" } : {}),
      Cookie: jar.header(),
      ...(rest.headers as Record<string, string> | undefined),
    },
  };
}

/** The current code of a TOTP secret (what the authenticator app would show). */
export function totpCode(secret: string, offsetSeconds = 0): Promise<string> {
  return generate({ secret, epoch: Math.floor(Date.now() / 1000) + offsetSeconds });
}

/**
 * A member of staff with a password of their own, ready to sign in (no set-up step), written
 * straight into the database: for tests about what a role sees, not about how accounts are made.
 */
export async function addStaffMember(
  app: TestApp,
  email: string,
  role: "owner" | "admin" | "editor" | "viewer",
  password = "backwaters-houseboat-9",
): Promise<{ email: string; password: string }> {
  const { hashPassword } = await import("../../server/auth/password.server");
  const { users } = await import("../../server/db/schema");
  await app.services.database.db
    .insert(users)
    .values({ email, displayName: email.split("@")[0]!, role, passwordHash: await hashPassword(password) });
  return { email, password };
}

/**
 * One account per role (the owner signs in; the others are made through the API, as staff would)
 * and an API token acting as each: for tests of who may do what. Answers the tokens, the user ids
 * and the owner's signed-in cookie jar.
 */
export async function tokensForEveryRole(app: TestApp): Promise<{
  tokens: Record<StaffRole, string>;
  userIds: Record<StaffRole, number>;
  jar: CookieJar;
}> {
  const { jar } = await signIn(app);
  const tokens = {} as Record<StaffRole, string>;
  const userIds = {} as Record<StaffRole, number>;
  for (const role of staffRoles) {
    let userId: number;
    if (role === "owner") {
      userId = (await (await app.request("/api/admin/auth/me", withCookies(jar))).json()).user.id;
    } else {
      const created = await app.request(
        "/api/admin/users",
        withCookies(jar, {
          method: "POST",
          json: { email: `${role}@example.in`, displayName: `The ${role}`, role, access: "setup_link" },
        }),
      );
      if (created.status !== 201) throw new Error(`could not create the ${role}: ${created.status}`);
      userId = (await created.json()).user.id;
    }
    const token = await app.request(
      "/api/admin/tokens",
      withCookies(jar, { method: "POST", json: { name: `${role} token`, userId } }),
    );
    if (token.status !== 201) throw new Error(`could not make the ${role}'s token: ${token.status}`);
    tokens[role] = (await token.json()).token;
    userIds[role] = userId;
  }
  return { tokens, userIds, jar };
}

/**
 * Calls /api/admin{path} as a role, with that role's API token (null: no credentials), sending
 * `json` when given (POST unless `method` says otherwise). `app` is read at each call, so the
 * function can be made before a beforeAll opens the app and fills `tokens`.
 */
export function staffApi(app: () => TestApp, tokens: Partial<Record<StaffRole, string>>) {
  return (role: StaffRole | null, path: string, init: { method?: string; json?: unknown } = {}) =>
    app().request(`/api/admin${path}`, {
      method: init.method ?? (init.json !== undefined ? "POST" : "GET"),
      headers: {
        ...(role ? { Authorization: `Bearer ${tokens[role]}` } : {}),
        ...(init.json !== undefined ? { "Content-Type": "application/json" } : {}),
      },
      ...(init.json !== undefined ? { body: JSON.stringify(init.json) } : {}),
    });
}

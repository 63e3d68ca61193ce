import { generate } from "otplib";
import type { TestApp } from "./test-app";

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
 * An API token for each role (the owner signs in; the others are created as staff first), for
 * tests that call the staff API as each role.
 */
export async function roleTokens(app: TestApp): Promise<Record<"owner" | "admin" | "editor" | "viewer", string>> {
  const tokens = {} as Record<"owner" | "admin" | "editor" | "viewer", string>;
  const { jar } = await signIn(app);
  for (const role of ["owner", "admin", "editor", "viewer"] as const) {
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
      if (created.status !== 201) throw new Error(`could not add the ${role}: ${await created.text()}`);
      userId = (await created.json()).user.id;
    }
    const token = await app.request(
      "/api/admin/tokens",
      withCookies(jar, { method: "POST", json: { name: `${role} token`, userId } }),
    );
    if (token.status !== 201) throw new Error(`could not make the ${role}'s token: ${await token.text()}`);
    tokens[role] = (await token.json()).token;
  }
  return tokens;
}

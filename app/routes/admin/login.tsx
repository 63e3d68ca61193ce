import { LogIn, ShieldCheck } from "lucide-react";
import { data, Form, Link, redirect, redirectDocument, useNavigation } from "react-router";
import { PasswordField } from "~/components/admin/password-field";
import { staffMeta } from "~/components/admin/staff-meta";
import { FormAlert, TextField } from "~/components/forms/fields";
import { Button } from "~/components/ui/button";
import { minutesOf, signInMessages } from "~server/auth/auth-messages";
import type { SignInResult } from "~server/auth/sign-in.server";
import { safeRedirectPath } from "~server/shared/same-site-path";
import type { Route } from "./+types/login";

export const meta: Route.MetaFunction = () => staffMeta("Sign in");

/** Where to go after signing in: a same-origin path from `redirectTo`, else the dashboard. */
function destination(requested: string | null, setupStep: string | null): string {
  if (setupStep) return `/admin/account?setup=${setupStep}`;
  const path = safeRedirectPath(requested);
  // Going "back" to the login page itself would show the form again.
  return path && !/^\/admin(\/login)?\/?(\?|$)/.test(path) ? path : "/admin/dashboard";
}

const notices: Record<string, string> = {
  "signed-out": signInMessages.signedOut,
  "password-set": "Your password is set. Sign in with it now.",
  "sign-in-expired": signInMessages.expired,
};

export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const redirectTo = url.searchParams.get("redirectTo");
  const { services } = context;
  const cookies = services.staffCookies.read(request.headers.get("Cookie"));
  const principal = await services.auth.authenticateSession(cookies.session);
  if (principal) throw redirect(destination(redirectTo, principal.setupStep));
  const pending = await services.auth.pendingSignIn(cookies.session);
  return {
    step: pending ? ("code" as const) : ("password" as const),
    email: pending?.email ?? null,
    redirectTo,
    notice: notices[url.searchParams.get("notice") ?? ""] ?? null,
  };
}

interface ActionAnswer {
  error: string;
  fields?: Record<string, string>;
  email?: string;
}

export async function action({ request, context }: Route.ActionArgs) {
  const { services } = context;
  const cookies = services.staffCookies;
  const form = await request.formData();
  const intent = String(form.get("intent") ?? "");
  const redirectTo = new URL(request.url).searchParams.get("redirectTo");
  const { session: sessionToken, device } = cookies.read(request.headers.get("Cookie"));
  const again = (notice?: string) =>
    `/admin/login?${new URLSearchParams({ ...(redirectTo ? { redirectTo } : {}), ...(notice ? { notice } : {}) })}`;

  if (intent === "logout") {
    if (sessionToken) await services.auth.signOut(sessionToken, context.requestOrigin.ip);
    // A new document, not a navigation inside the app: the page signed out of kept the screens
    // seen so far in its memory and its source (names, mobile numbers), for the back button too.
    throw redirectDocument("/admin/login?notice=signed-out", { headers: { "Set-Cookie": cookies.clearSession() } });
  }
  if (intent === "cancel") {
    if (sessionToken) await services.auth.signOut(sessionToken, context.requestOrigin.ip);
    throw redirect(again(), { headers: { "Set-Cookie": cookies.clearSession() } });
  }

  let result: SignInResult;
  let email = "";
  if (intent === "code") {
    const code = String(form.get("code") ?? "").trim();
    if (!code) return data<ActionAnswer>({ error: "", fields: { code: "Enter the 6-digit code from your app" } }, 400);
    result = await services.auth.completeTwoFactor(
      { pendingToken: sessionToken ?? "", code: code.slice(0, 40), deviceToken: device },
      context.requestOrigin,
    );
  } else {
    email = String(form.get("email") ?? "")
      .trim()
      .slice(0, 400);
    const password = String(form.get("password") ?? "").slice(0, 1000);
    const fields: Record<string, string> = {};
    if (!email) fields.email = "Enter your e-mail address";
    if (!password) fields.password = "Enter your password";
    if (Object.keys(fields).length > 0) return data<ActionAnswer>({ error: "", fields, email }, 400);
    result = await services.auth.signIn({ email, password, deviceToken: device }, context.requestOrigin);
  }

  switch (result.outcome) {
    case "signed_in": {
      const headers = new Headers();
      headers.append("Set-Cookie", cookies.session(result.sessionToken));
      headers.append("Set-Cookie", cookies.device(result.deviceToken));
      throw redirect(destination(redirectTo, result.principal.setupStep), { headers });
    }
    case "two_factor_required":
      throw redirect(again(), { headers: { "Set-Cookie": cookies.twoFactorStep(result.pendingToken) } });
    case "expired":
      throw redirect(again("sign-in-expired"), { headers: { "Set-Cookie": cookies.clearSession() } });
    case "invalid":
      return data<ActionAnswer>({ error: signInMessages.invalid, email }, 401);
    case "invalid_code":
      return data<ActionAnswer>({ error: signInMessages.invalidCode }, 401);
    case "locked":
      return data<ActionAnswer>({ error: signInMessages.locked(minutesOf(result.retryAfterSeconds)), email }, 429);
    case "address_blocked":
      return data<ActionAnswer>(
        { error: signInMessages.addressBlocked(minutesOf(result.retryAfterSeconds)), email },
        429,
      );
  }
}

export default function Login({ loaderData, actionData }: Route.ComponentProps) {
  const navigation = useNavigation();
  const busy = navigation.state === "submitting";
  const answer = actionData as ActionAnswer | undefined;
  const action = loaderData.redirectTo
    ? `/admin/login?redirectTo=${encodeURIComponent(loaderData.redirectTo)}`
    : "/admin/login";

  return (
    <main id="main" className="flex min-h-screen items-start justify-center bg-slate-100 px-4 py-10 sm:items-center">
      <div className="w-full max-w-md">
        <div className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8">
          <div className="flex items-center gap-3">
            <span className="flex size-11 items-center justify-center rounded-full bg-brand-50 text-brand-700">
              {loaderData.step === "code" ? (
                <ShieldCheck aria-hidden="true" className="size-6" />
              ) : (
                <LogIn aria-hidden="true" className="size-6" />
              )}
            </span>
            <div>
              <h1 className="text-xl font-bold text-slate-900">
                {loaderData.step === "code" ? "Two-factor sign-in" : "Staff sign-in"}
              </h1>
              <p className="text-sm text-slate-600">For the team only. Visitors need nothing here.</p>
            </div>
          </div>

          {loaderData.notice && !answer?.error && (
            <p role="status" className="mt-5 rounded-md bg-brand-50 px-3 py-2 text-sm text-brand-900">
              {loaderData.notice}
            </p>
          )}
          {answer?.error && <FormAlert className="mt-5">{answer.error}</FormAlert>}

          {loaderData.step === "password" ? (
            <Form method="post" action={action} className="mt-6 flex flex-col gap-5" noValidate>
              <input type="hidden" name="intent" value="password" />
              <TextField
                label="Email"
                name="email"
                type="email"
                autoComplete="username"
                inputMode="email"
                autoCapitalize="none"
                spellCheck={false}
                required
                autoFocus
                defaultValue={answer?.email ?? ""}
                error={answer?.fields?.email}
              />
              <PasswordField
                label="Password"
                name="password"
                autoComplete="current-password"
                required
                error={answer?.fields?.password}
              />
              <Button type="submit" size="lg" disabled={busy} className="w-full">
                {busy ? "Signing in…" : "Sign in"}
              </Button>
            </Form>
          ) : (
            <>
              <p className="mt-5 text-slate-700">
                Enter the 6-digit code your authenticator app shows for{" "}
                <strong className="break-all text-slate-900">{loaderData.email}</strong>.
              </p>
              <Form method="post" action={action} className="mt-5 flex flex-col gap-5" noValidate>
                <input type="hidden" name="intent" value="code" />
                <TextField
                  label="Code"
                  name="code"
                  autoComplete="one-time-code"
                  inputMode="text"
                  autoCapitalize="none"
                  spellCheck={false}
                  required
                  autoFocus
                  maxLength={20}
                  hint="Lost your phone? Enter one of your recovery codes instead (like k7m2q-9xh4t)."
                  error={answer?.fields?.code}
                />
                <Button type="submit" size="lg" disabled={busy} className="w-full">
                  {busy ? "Checking…" : "Verify and sign in"}
                </Button>
              </Form>
              <Form method="post" action={action} className="mt-3">
                <input type="hidden" name="intent" value="cancel" />
                <Button type="submit" variant="ghost" className="w-full">
                  Use another account
                </Button>
              </Form>
            </>
          )}
        </div>
        <p className="mt-5 text-center text-sm text-slate-700">
          Forgot your password? Ask the owner of this site to reset it for you.
        </p>
        <p className="mt-2 text-center text-sm">
          <Link to="/" reloadDocument className="font-semibold text-brand-700 underline-offset-4 hover:underline">
            Back to the website
          </Link>
        </p>
      </div>
    </main>
  );
}

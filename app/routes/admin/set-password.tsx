import { KeyRound } from "lucide-react";
import { data, Form, Link, redirect, useNavigation } from "react-router";
import { PasswordField } from "~/components/admin/password-field";
import { staffMeta } from "~/components/admin/staff-meta";
import { FormAlert } from "~/components/forms/fields";
import { Button } from "~/components/ui/button";
import { PASSWORD_MIN_LENGTH } from "~server/auth/password-rules";
import { isValidationError } from "~server/domain-errors";
import type { Route } from "./+types/set-password";

export const meta: Route.MetaFunction = () => staffMeta("Choose your password");

export async function loader({ request, context }: Route.LoaderArgs) {
  const token = new URL(request.url).searchParams.get("token") ?? "";
  const link = await context.services.users.describeSetupLink(token);
  return { token: link ? token : null, email: link?.email ?? null, displayName: link?.displayName ?? null };
}

interface ActionAnswer {
  error?: string;
  fields?: Record<string, string>;
}

export async function action({ request, context }: Route.ActionArgs) {
  const form = await request.formData();
  const token = String(form.get("token") ?? "");
  const password = String(form.get("password") ?? "");
  const repeat = String(form.get("repeat") ?? "");
  if (password !== repeat) {
    return data<ActionAnswer>(
      { fields: { repeat: "The two passwords are not the same. Type the same one twice." } },
      400,
    );
  }
  try {
    await context.services.users.setPasswordWithLink(token, password, context.requestOrigin);
  } catch (error) {
    if (isValidationError(error)) {
      const fields = error.fields;
      if (fields.token) return data<ActionAnswer>({ error: fields.token }, 400);
      return data<ActionAnswer>({ fields: { password: fields.password ?? error.message } }, 400);
    }
    throw error;
  }
  throw redirect("/admin/login?notice=password-set");
}

export default function SetPassword({ loaderData, actionData }: Route.ComponentProps) {
  const busy = useNavigation().state === "submitting";
  const answer = actionData as ActionAnswer | undefined;
  return (
    <main id="main" className="flex min-h-screen items-start justify-center bg-slate-100 px-4 py-10 sm:items-center">
      <div className="w-full max-w-md rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8">
        <div className="flex items-center gap-3">
          <span className="flex size-11 items-center justify-center rounded-full bg-brand-50 text-brand-700">
            <KeyRound aria-hidden="true" className="size-6" />
          </span>
          <h1 className="text-xl font-bold text-slate-900">Choose your password</h1>
        </div>
        {!loaderData.token ? (
          <>
            <FormAlert className="mt-5">
              This link was used already or has expired (links work once, for 3 days). Ask the owner of this site for a
              new one.
            </FormAlert>
            <p className="mt-5 text-sm">
              <Link to="/admin/login" className="font-semibold text-brand-700 hover:underline">
                Go to the sign-in page
              </Link>
            </p>
          </>
        ) : (
          <>
            <p className="mt-4 text-slate-700">
              Welcome, {loaderData.displayName}. Choose the password you will sign in with as{" "}
              <strong className="break-all text-slate-900">{loaderData.email}</strong>.
            </p>
            {answer?.error && <FormAlert className="mt-5">{answer.error}</FormAlert>}
            <Form method="post" className="mt-5 flex flex-col gap-5" noValidate>
              <input type="hidden" name="token" value={loaderData.token} />
              {/* Lets password managers store the new password under the right account. */}
              <input type="hidden" name="username" autoComplete="username" value={loaderData.email ?? ""} />
              <PasswordField
                label="New password"
                name="password"
                autoComplete="new-password"
                required
                minLength={PASSWORD_MIN_LENGTH}
                hint={`At least ${PASSWORD_MIN_LENGTH} characters. A few unrelated words are strong and easy to remember.`}
                error={answer?.fields?.password}
              />
              <PasswordField
                label="New password again"
                name="repeat"
                autoComplete="new-password"
                required
                error={answer?.fields?.repeat}
              />
              <Button type="submit" size="lg" disabled={busy} className="w-full">
                {busy ? "Saving…" : "Save my password"}
              </Button>
            </Form>
          </>
        )}
      </div>
    </main>
  );
}

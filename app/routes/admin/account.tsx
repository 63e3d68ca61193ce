import { zodResolver } from "@hookform/resolvers/zod";
import { Download, Laptop, ShieldCheck, ShieldOff, Smartphone } from "lucide-react";
import { useState, type ReactNode } from "react";
import { useForm } from "react-hook-form";
import { useNavigate } from "react-router";
import { z } from "zod";
import { ConfirmDialog } from "~/components/admin/confirm-dialog";
import { CopyButton } from "~/components/admin/copy-button";
import { PageHeader } from "~/components/admin/page-header";
import { PasswordField } from "~/components/admin/password-field";
import { StaffScreenError } from "~/components/admin/staff-error";
import { staffMeta, type StaffHandle } from "~/components/admin/staff-meta";
import { useStaffAction } from "~/components/admin/use-staff-action";
import { FormAlert, TextField } from "~/components/forms/fields";
import { Button } from "~/components/ui/button";
import { cn } from "~/lib/cn";
import { PASSWORD_MIN_LENGTH } from "~server/auth/password-rules";
import { staffRoleLabels } from "~server/vocabulary/staff";
import { requireStaff } from "~server/auth/require-staff.server";
import { formatDateTimeIST, formatRelativeIST } from "~server/formats/ist";
import { ChangePasswordSchema, UpdateProfileSchema } from "~server/users/user.schema";
import type { Route } from "./+types/account";

export const handle: StaffHandle = { breadcrumb: "My account" };
export const meta: Route.MetaFunction = () => staffMeta("My account");

export async function loader({ request, context }: Route.LoaderArgs) {
  // Open while a set-up step is due: this is where it is done.
  const principal = await requireStaff(request, context, null, { allowSetup: true });
  const { account, securityPolicy } = context.services;
  const [sessions, recoveryCodesLeft, policy] = await Promise.all([
    account.listSessions(principal),
    account.recoveryCodesLeft(principal.user.id),
    securityPolicy.get(),
  ]);
  return {
    user: principal.user,
    setupStep: principal.setupStep,
    sessions,
    twoFactor: { enabled: principal.user.twoFactorEnabled, recoveryCodesLeft, required: policy.requireTwoFactor },
    now: new Date().toISOString(),
  };
}

type LoaderData = Route.ComponentProps["loaderData"];

export default function Account({ loaderData }: Route.ComponentProps) {
  const { user, setupStep } = loaderData;
  return (
    <>
      <PageHeader
        title="My account"
        description={`${user.email} · ${staffRoleLabels[user.role]}. Your password, two-factor sign-in and where you are signed in.`}
      />
      <div className="grid gap-6 xl:grid-cols-2">
        <PasswordSection highlighted={setupStep === "change_password"} mustChange={setupStep === "change_password"} />
        <TwoFactorSection data={loaderData} highlighted={setupStep === "enable_two_factor"} />
        <ProfileSection displayName={user.displayName} version={user.version} />
        <SessionsSection data={loaderData} />
      </div>
    </>
  );
}

function Section({
  title,
  description,
  children,
  highlighted = false,
  id,
}: {
  title: string;
  description?: ReactNode;
  children: ReactNode;
  highlighted?: boolean;
  id?: string;
}) {
  return (
    <section
      aria-labelledby={`${id}-title`}
      className={cn(
        "rounded-xl border bg-white p-5 sm:p-6",
        highlighted ? "border-amber-400 ring-2 ring-amber-300" : "border-slate-200",
      )}
    >
      <h2 id={`${id}-title`} className="text-lg font-semibold text-slate-900">
        {title}
      </h2>
      {description && <p className="mt-1 text-slate-700">{description}</p>}
      <div className="mt-4">{children}</div>
    </section>
  );
}

const PasswordFormSchema = ChangePasswordSchema.extend({ repeat: z.string() }).refine(
  (value) => value.newPassword === value.repeat,
  { path: ["repeat"], message: "The two new passwords are not the same. Type the same one twice." },
);

function PasswordSection({ highlighted, mustChange }: { highlighted: boolean; mustChange: boolean }) {
  const { run, pending } = useStaffAction();
  const form = useForm<z.input<typeof PasswordFormSchema>>({
    resolver: zodResolver(PasswordFormSchema),
    defaultValues: { currentPassword: "", newPassword: "", repeat: "" },
  });
  const { errors } = form.formState;
  const submit = form.handleSubmit(async ({ currentPassword, newPassword }) => {
    const result = await run("/api/admin/account/password", {
      body: { currentPassword, newPassword },
      success: "Password changed. You stay signed in here; every other session was signed out.",
      onFieldErrors: (fields) => {
        for (const [name, message] of Object.entries(fields)) {
          if (name === "currentPassword" || name === "newPassword") form.setError(name, { message });
        }
      },
    });
    if (result.ok) form.reset();
  });
  return (
    <Section
      id="password"
      title={mustChange ? "Choose your own password" : "Password"}
      highlighted={highlighted}
      description={
        mustChange
          ? "You signed in with a temporary password. Choose one only you know; then the other screens open."
          : "Changing it signs you out everywhere else."
      }
    >
      <form onSubmit={submit} noValidate className="flex flex-col gap-4">
        <input type="hidden" name="username" autoComplete="username" />
        <PasswordField
          label="Current password"
          autoComplete="current-password"
          error={errors.currentPassword?.message}
          {...form.register("currentPassword")}
        />
        <PasswordField
          label="New password"
          autoComplete="new-password"
          hint={`At least ${PASSWORD_MIN_LENGTH} characters. A few unrelated words are strong and easy to remember; common passwords are refused.`}
          error={errors.newPassword?.message}
          {...form.register("newPassword")}
        />
        <PasswordField
          label="New password again"
          autoComplete="new-password"
          error={errors.repeat?.message}
          {...form.register("repeat")}
        />
        <div>
          <Button type="submit" disabled={pending}>
            {pending ? "Saving…" : "Change password"}
          </Button>
        </div>
      </form>
    </Section>
  );
}

interface SetupAnswer {
  secret: string;
  uri: string;
  qrSvg: string;
}

function TwoFactorSection({ data, highlighted }: { data: LoaderData; highlighted: boolean }) {
  const { twoFactor } = data;
  const { run, pending } = useStaffAction();
  const [setup, setSetup] = useState<SetupAnswer | null>(null);
  const [codes, setCodes] = useState<string[] | null>(null);
  const [confirming, setConfirming] = useState<"disable" | "regenerate" | null>(null);

  if (codes) return <RecoveryCodes codes={codes} onDone={() => setCodes(null)} />;

  return (
    <Section
      id="two-factor"
      title="Two-factor sign-in"
      highlighted={highlighted}
      description={
        twoFactor.enabled
          ? "On. Signing in asks for the code from your authenticator app after your password."
          : "Off. Turn it on so a stolen password alone cannot open your account: signing in will also ask for a code from an app on your phone (Google Authenticator, Microsoft Authenticator, or similar)."
      }
    >
      {twoFactor.enabled ? (
        <div className="flex flex-col gap-4">
          <p className="flex items-center gap-2 font-semibold text-green-800">
            <ShieldCheck aria-hidden="true" className="size-5" /> Two-factor sign-in is on.
          </p>
          <p className="text-slate-700">
            {twoFactor.recoveryCodesLeft} of 10 recovery codes left.{" "}
            {twoFactor.recoveryCodesLeft <= 3 && "Make new ones before they run out."}
          </p>
          <div className="flex flex-wrap gap-2">
            <Button variant="outline" onClick={() => setConfirming("regenerate")}>
              New recovery codes
            </Button>
            {!twoFactor.required && (
              <Button variant="ghost" onClick={() => setConfirming("disable")}>
                <ShieldOff aria-hidden="true" /> Turn off
              </Button>
            )}
          </div>
          {twoFactor.required && (
            <p className="text-sm text-slate-600">The owner requires two-factor sign-in for all staff.</p>
          )}
          <PasswordConfirm
            open={confirming !== null}
            onOpenChange={(open) => !open && setConfirming(null)}
            title={confirming === "disable" ? "Turn off two-factor sign-in?" : "Make new recovery codes?"}
            text={
              confirming === "disable"
                ? "Your password alone will open your account again. Enter your password to confirm."
                : "Your old recovery codes stop working. Enter your password to confirm."
            }
            confirmLabel={confirming === "disable" ? "Turn off" : "Make new codes"}
            onConfirm={async (password) => {
              if (confirming === "disable") {
                const result = await run("/api/admin/account/two-factor/disable", {
                  body: { password },
                  success: "Two-factor sign-in is off.",
                });
                return result.ok;
              }
              const result = await run<{ recoveryCodes: string[] }>("/api/admin/account/two-factor/recovery-codes", {
                body: { password },
                success: "New recovery codes made. Save them now.",
              });
              if (result.ok && result.data) setCodes(result.data.recoveryCodes);
              return result.ok;
            }}
          />
        </div>
      ) : setup ? (
        <EnableTwoFactor setup={setup} onEnabled={setCodes} onCancel={() => setSetup(null)} />
      ) : (
        <Button
          disabled={pending}
          onClick={async () => {
            const result = await run<SetupAnswer>("/api/admin/account/two-factor/setup", { revalidate: false });
            if (result.ok && result.data) setSetup(result.data);
          }}
        >
          <ShieldCheck aria-hidden="true" /> Turn on two-factor sign-in
        </Button>
      )}
    </Section>
  );
}

function EnableTwoFactor({
  setup,
  onEnabled,
  onCancel,
}: {
  setup: SetupAnswer;
  onEnabled: (codes: string[]) => void;
  onCancel: () => void;
}) {
  const { run, pending } = useStaffAction();
  const [code, setCode] = useState("");
  const [error, setError] = useState<string | undefined>();
  const secretGroups = setup.secret.match(/.{1,4}/g)?.join(" ") ?? setup.secret;
  return (
    <div className="flex flex-col gap-4">
      <ol className="flex list-decimal flex-col gap-3 pl-5 text-slate-800">
        <li>
          Open your authenticator app and add an account by scanning this code:
          <div
            role="img"
            aria-label="QR code for your authenticator app"
            className="mt-3 w-48 rounded-lg border border-slate-200 bg-white p-2 [&>svg]:h-auto [&>svg]:w-full"
            // Drawn on our server from the otpauth address: path data only.
            dangerouslySetInnerHTML={{ __html: setup.qrSvg }}
          />
          <p className="mt-2 text-sm text-slate-700">
            On this phone, or no camera? Type this key instead:{" "}
            <code className="rounded bg-slate-100 px-1.5 py-0.5 font-mono text-sm break-all text-slate-900">
              {secretGroups}
            </code>
          </p>
        </li>
        <li>Enter the 6-digit code the app now shows.</li>
      </ol>
      <form
        noValidate
        className="flex flex-col gap-3"
        onSubmit={async (event) => {
          event.preventDefault();
          const result = await run<{ recoveryCodes: string[] }>("/api/admin/account/two-factor/enable", {
            body: { code },
            success: "Two-factor sign-in is on. Save your recovery codes now.",
            onFieldErrors: (fields) => setError(fields.code ?? Object.values(fields)[0]),
          });
          if (result.ok && result.data) onEnabled(result.data.recoveryCodes);
        }}
      >
        <TextField
          label="Code from the app"
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={7}
          value={code}
          onChange={(event) => {
            setCode(event.target.value);
            setError(undefined);
          }}
          error={error}
          className="max-w-xs"
        />
        <div className="flex flex-wrap gap-2">
          <Button type="submit" disabled={pending || code.trim().length < 6}>
            {pending ? "Checking…" : "Turn on"}
          </Button>
          <Button type="button" variant="ghost" onClick={onCancel}>
            Cancel
          </Button>
        </div>
      </form>
    </div>
  );
}

function RecoveryCodes({ codes, onDone }: { codes: string[]; onDone: () => void }) {
  const text = `Recovery codes for the staff area (each works once):\n\n${codes.join("\n")}\n`;
  return (
    <Section
      id="recovery-codes"
      title="Your recovery codes"
      highlighted
      description="If you lose your phone, each of these codes signs you in once instead of the app's code. They are shown only now: print them, or keep them in your password manager."
    >
      <ul className="grid grid-cols-2 gap-2 rounded-lg bg-slate-50 p-4 font-mono text-base text-slate-900">
        {codes.map((code) => (
          <li key={code}>{code}</li>
        ))}
      </ul>
      <div className="mt-4 flex flex-wrap gap-2">
        <CopyButton text={text} />
        <Button asChild variant="outline">
          <a href={`data:text/plain;charset=utf-8,${encodeURIComponent(text)}`} download="recovery-codes.txt">
            <Download aria-hidden="true" /> Download
          </a>
        </Button>
        <Button onClick={onDone}>I have saved them</Button>
      </div>
    </Section>
  );
}

/** A confirmation that asks for the password (turning off two-factor, new recovery codes). */
function PasswordConfirm({
  open,
  onOpenChange,
  title,
  text,
  confirmLabel,
  onConfirm,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  text: string;
  confirmLabel: string;
  /** Answers true when done, false when it failed (the dialog stays open). */
  onConfirm: (password: string) => Promise<boolean>;
}) {
  const [password, setPassword] = useState("");
  return (
    <ConfirmDialog
      open={open}
      onOpenChange={(next) => {
        if (!next) setPassword("");
        onOpenChange(next);
      }}
      title={title}
      confirmLabel={confirmLabel}
      onConfirm={async () => {
        const done = await onConfirm(password);
        if (done) setPassword("");
        return done;
      }}
    >
      <p>{text}</p>
      <PasswordField
        label="Your password"
        autoComplete="current-password"
        value={password}
        onChange={(event) => setPassword(event.target.value)}
        className="mt-4"
      />
    </ConfirmDialog>
  );
}

function ProfileSection({ displayName, version }: { displayName: string; version: number }) {
  const { run, pending } = useStaffAction();
  const form = useForm<z.input<typeof UpdateProfileSchema>>({
    resolver: zodResolver(UpdateProfileSchema),
    defaultValues: { displayName },
    values: { displayName },
  });
  return (
    <Section
      id="profile"
      title="Your name"
      description="How colleagues see you in the staff area and the activity log."
    >
      <form
        key={version}
        noValidate
        className="flex flex-col gap-4"
        onSubmit={form.handleSubmit(async (values) => {
          await run("/api/admin/account", {
            method: "PATCH",
            body: values,
            success: "Name saved.",
            onFieldErrors: (fields) =>
              fields.displayName && form.setError("displayName", { message: fields.displayName }),
          });
        })}
      >
        <TextField
          label="Display name"
          autoComplete="name"
          error={form.formState.errors.displayName?.message}
          {...form.register("displayName")}
        />
        <div>
          <Button type="submit" variant="outline" disabled={pending || !form.formState.isDirty}>
            Save name
          </Button>
        </div>
      </form>
    </Section>
  );
}

function SessionsSection({ data }: { data: LoaderData }) {
  const { run, pending } = useStaffAction();
  const navigate = useNavigate();
  const [confirmAll, setConfirmAll] = useState(false);
  const now = new Date(data.now);
  return (
    <Section
      id="sessions"
      title="Where you are signed in"
      description="Sign out a browser you no longer use, or everywhere at once if you think someone else has your password."
    >
      {data.sessions.length === 0 ? (
        <FormAlert>No active sessions.</FormAlert>
      ) : (
        <ul className="divide-y divide-slate-100">
          {data.sessions.map((session) => {
            const browser = describeBrowser(session.userAgent);
            const Icon = browser.mobile ? Smartphone : Laptop;
            return (
              <li key={session.id} className="flex flex-col gap-2 py-3 sm:flex-row sm:items-center">
                <Icon aria-hidden="true" className="hidden size-6 shrink-0 text-slate-500 sm:block" />
                <div className="min-w-0 flex-1">
                  <p className="font-semibold text-slate-900">
                    {browser.name}
                    {session.current && (
                      <span className="ml-2 rounded-full bg-green-100 px-2 py-0.5 text-xs font-semibold text-green-900">
                        This browser
                      </span>
                    )}
                  </p>
                  <p className="text-sm text-slate-600">
                    Last active {formatRelativeIST(session.lastSeenAt, now)} · signed in{" "}
                    {formatDateTimeIST(session.createdAt)}
                    {session.ip ? ` · ${session.ip}` : ""}
                  </p>
                </div>
                {!session.current && (
                  <Button
                    variant="outline"
                    size="sm"
                    disabled={pending}
                    onClick={() =>
                      run(`/api/admin/account/sessions/${session.id}`, {
                        method: "DELETE",
                        success: `Signed out ${browser.name}.`,
                      })
                    }
                  >
                    Sign out<span className="sr-only"> {browser.name}</span>
                  </Button>
                )}
              </li>
            );
          })}
        </ul>
      )}
      <Button variant="outline" className="mt-4" onClick={() => setConfirmAll(true)}>
        Sign out everywhere
      </Button>
      <ConfirmDialog
        open={confirmAll}
        onOpenChange={setConfirmAll}
        title="Sign out everywhere?"
        confirmLabel="Sign out everywhere"
        pending={pending}
        onConfirm={async () => {
          const result = await run("/api/admin/account/sessions/sign-out-everywhere", { revalidate: false });
          if (result.ok) navigate("/admin/login?notice=signed-out");
          return result.ok;
        }}
      >
        Every browser and phone signed in to your account is signed out, this one included. Sign in again afterwards.
      </ConfirmDialog>
    </Section>
  );
}

/** "Chrome on Android" from a user agent: enough to recognise one's own devices. */
function describeBrowser(userAgent: string | null): { name: string; mobile: boolean } {
  const ua = userAgent ?? "";
  const browser = /Edg\//.test(ua)
    ? "Edge"
    : /SamsungBrowser/.test(ua)
      ? "Samsung Internet"
      : /Firefox\//.test(ua)
        ? "Firefox"
        : /Chrome\/|CriOS/.test(ua)
          ? "Chrome"
          : /Safari\//.test(ua)
            ? "Safari"
            : null;
  const system = /Android/.test(ua)
    ? "Android"
    : /iPhone|iPad/.test(ua)
      ? "iPhone or iPad"
      : /Windows/.test(ua)
        ? "Windows"
        : /Mac OS X/.test(ua)
          ? "Mac"
          : /Linux/.test(ua)
            ? "Linux"
            : null;
  const name = browser && system ? `${browser} on ${system}` : (browser ?? system ?? "A browser or app");
  return { name, mobile: /Android|iPhone|iPad|Mobile/.test(ua) };
}

export const ErrorBoundary = StaffScreenError;

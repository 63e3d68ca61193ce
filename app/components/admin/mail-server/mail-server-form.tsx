import { CircleCheck, Send, Trash2, TriangleAlert } from "lucide-react";
import { useState } from "react";
import { useForm, useWatch, type UseFormReturn } from "react-hook-form";
import { ConfirmDialog } from "~/components/admin/confirm-dialog";
import { PasswordField } from "~/components/admin/password-field";
import { SaveBar, SettingsSection } from "~/components/admin/settings-section";
import { useSettingsSave } from "~/components/admin/settings/use-settings-save";
import { useStaffAction } from "~/components/admin/use-staff-action";
import { CheckboxField, TextField } from "~/components/forms/fields";
import { RadioCards } from "~/components/forms/radio-cards";
import { Button } from "~/components/ui/button";
import { toast } from "~/components/ui/use-toast";
import { cn } from "~/lib/cn";
import {
  defaultPortOf,
  MailServerEditSchema,
  mailSecurityLabels,
  mailSecurityModes,
  type MailSecurity,
  type MailServerEdit,
} from "~server/notifications/mail-server";
import type { MailServerView, MailTestResult } from "~server/notifications/mail-server.schema";
import { fieldErrorsFromZod } from "~server/shared/field-errors";

const PATH = "/api/admin/mail-server";

/** What the inputs hold (strings, a checkbox), turned into the server's fields on save and test. */
interface MailServerValues {
  host: string;
  port: string;
  security: MailSecurity;
  user: string;
  password: string;
  clearPassword: boolean;
  fromName: string;
  fromAddress: string;
}
type MailServerField = keyof MailServerValues;

/** The form's values: the server in force from the environment (read-only), else the saved one, else blanks. */
function toValues(view: MailServerView): MailServerValues {
  const env = view.environment.server;
  if (view.inForce === "environment" && env)
    return {
      host: env.host,
      port: String(env.port),
      security: env.security === "tls" ? "tls" : "starttls",
      user: env.user ?? "",
      password: "",
      clearPassword: false,
      fromName: "",
      fromAddress: view.environment.from ?? "",
    };
  const saved = view.saved;
  return {
    host: saved?.host ?? "",
    port: String(saved?.port ?? defaultPortOf.starttls),
    security: saved?.security ?? "starttls",
    user: saved?.user ?? "",
    password: "",
    clearPassword: false,
    fromName: saved?.fromName ?? "Website leads",
    fromAddress: saved?.fromAddress ?? "",
  };
}

/** The server as the API takes it; a port that is not a number stays NaN for the schema to name. */
function toServer(values: MailServerValues): MailServerEdit {
  const port = values.port.trim() === "" ? Number.NaN : Number(values.port);
  return {
    host: values.host,
    port,
    security: values.security,
    user: values.user,
    fromName: values.fromName,
    fromAddress: values.fromAddress,
    ...(values.password ? { password: values.password } : {}),
    ...(values.clearPassword ? { clearPassword: true } : {}),
  };
}

function placeErrors(form: UseFormReturn<MailServerValues>, fields: Record<string, string>) {
  for (const [path, message] of Object.entries(fields)) {
    const field = path.replace(/^server\./, "") as MailServerField;
    if (field in form.getValues()) form.setError(field, { message });
  }
}

/**
 * The mail server form: host, port, security, sign-in and sender, saved whole; a test e-mail with
 * what the form holds (saved or not), whose outcome is shown in the server's words; removing the
 * saved server. Read-only while SMTP_URL is in force (only the test then, through that server).
 */
export function MailServerForm({ view, ownEmail }: { view: MailServerView; ownEmail: string }) {
  const form = useForm<MailServerValues>({ defaultValues: toValues(view) });
  const { errors } = form.formState;
  const fromEnvironment = view.inForce === "environment";
  const passwordStored = view.saved?.password === "set";
  const [clearPassword, user] = useWatch({ control: form.control, name: ["clearPassword", "user"] });

  const { submit, pending } = useSettingsSave({
    form,
    path: PATH,
    method: "PUT",
    changesOf: toServer,
    schema: MailServerEditSchema,
    sendParsed: true,
    placeErrors: (fields) => placeErrors(form, fields),
    toValues,
    messages: { saved: "Mail server saved." },
  });

  // Port 465 means TLS and 587 STARTTLS nearly everywhere: a change of one follows the other
  // while the port is still the usual one.
  const security = form.register("security", {
    onChange: (event: { target: { value: MailSecurity } }) => {
      const port = Number(form.getValues("port"));
      if (Object.values(defaultPortOf).includes(port)) form.setValue("port", String(defaultPortOf[event.target.value]));
    },
  });

  return (
    <div className="flex flex-col gap-6">
      <form onSubmit={submit} noValidate className="flex flex-col gap-6">
        <fieldset disabled={fromEnvironment || pending} className="flex min-w-0 flex-col gap-6">
          <SettingsSection
            title="Server"
            description="Your e-mail provider's help pages list these as the SMTP or outgoing mail server settings."
          >
            <div className="grid gap-4 sm:grid-cols-[minmax(0,1fr)_9rem]">
              <TextField
                label="Host"
                autoComplete="off"
                spellCheck={false}
                autoCapitalize="none"
                placeholder="smtp.gmail.com"
                error={errors.host?.message}
                {...form.register("host")}
              />
              <TextField
                label="Port"
                inputMode="numeric"
                autoComplete="off"
                error={errors.port?.message}
                {...form.register("port")}
              />
            </div>
            <RadioCards
              legend="Security"
              error={errors.security?.message}
              inputProps={security}
              options={mailSecurityModes.map((mode) => ({ value: mode, ...mailSecurityLabels[mode] }))}
            />
          </SettingsSection>

          <SettingsSection
            title="Sign-in"
            description="The e-mail account the website sends from. Gmail, Outlook and Zoho need an app password, made in the account's security settings, instead of the usual one."
          >
            <TextField
              label="User name"
              optional
              autoComplete="off"
              spellCheck={false}
              autoCapitalize="none"
              hint="Usually the account's full e-mail address. Leave empty for a server that takes mail without signing in."
              error={errors.user?.message}
              {...form.register("user")}
            />
            <PasswordField
              label="Password"
              optional
              autoComplete="new-password"
              disabled={clearPassword || fromEnvironment}
              hint={
                fromEnvironment
                  ? "Set in the server's environment; never shown."
                  : passwordStored
                    ? "A password is stored (never shown). Leave this empty to keep it, or type a new one."
                    : "No password is stored."
              }
              error={errors.password?.message}
              {...form.register("password")}
            />
            {passwordStored && !fromEnvironment && (
              <CheckboxField
                label="Remove the stored password"
                description="For a server that takes mail without a password."
                disabled={!user}
                {...form.register("clearPassword")}
              />
            )}
          </SettingsSection>

          <SettingsSection
            title="Sender"
            description="Who the e-mails come from. Most servers send only from the account's own address (or its domain)."
          >
            <div className="grid gap-4 sm:grid-cols-2">
              <TextField
                label="Name"
                optional
                placeholder="Website leads"
                error={errors.fromName?.message}
                {...form.register("fromName")}
              />
              <TextField
                label="E-mail address"
                type="email"
                autoComplete="off"
                placeholder="leads@yourbusiness.in"
                error={errors.fromAddress?.message}
                {...form.register("fromAddress")}
              />
            </div>
          </SettingsSection>
        </fieldset>
        {!fromEnvironment && <SaveBar label="Save mail server" pending={pending} />}
      </form>
      {/* Outside the form: Enter in the test's address field sends the test, not a save. */}
      <TestMail form={form} ownEmail={ownEmail} fromEnvironment={fromEnvironment} />
      {view.saved && !fromEnvironment && <RemoveServer />}
    </div>
  );
}

/** The test: to the signed-in person (or a typed address), with the form's values; the outcome stays on screen. */
function TestMail({
  form,
  ownEmail,
  fromEnvironment,
}: {
  form: UseFormReturn<MailServerValues>;
  ownEmail: string;
  fromEnvironment: boolean;
}) {
  const { run, pending } = useStaffAction();
  const [to, setTo] = useState(ownEmail);
  const [result, setResult] = useState<MailTestResult | null>(null);

  const send = async () => {
    setResult(null);
    form.clearErrors();
    let server: MailServerEdit | undefined;
    if (!fromEnvironment) {
      const checked = MailServerEditSchema.safeParse(toServer(form.getValues()));
      if (!checked.success) {
        placeErrors(form, fieldErrorsFromZod(checked.error));
        toast({ variant: "destructive", title: "Fill in the highlighted fields before testing." });
        return;
      }
      server = checked.data;
    }
    const answer = await run<MailTestResult>(`${PATH}/test`, {
      method: "POST",
      body: { to: to.trim() || undefined, ...(server ? { server } : {}) },
      revalidate: false,
      onFieldErrors: (fields) => placeErrors(form, fields),
    });
    if (!answer.ok || !answer.data) return;
    setResult(answer.data);
    toast(
      answer.data.sent
        ? { title: `Test e-mail sent to ${answer.data.to}.` }
        : { variant: "destructive", title: "The test e-mail was not sent: see why below the button." },
    );
  };

  return (
    <SettingsSection
      title="Send a test e-mail"
      description={
        fromEnvironment
          ? "Through the server in force (the environment's). Nothing is saved."
          : "With the values in the form above, saved or not: try a setting before you save it."
      }
    >
      <div className="flex flex-col gap-3 sm:flex-row sm:items-end">
        <TextField
          label="Send the test to"
          type="email"
          className="min-w-0 flex-1"
          value={to}
          onChange={(event) => setTo(event.target.value)}
        />
        <Button type="button" variant="outline" onClick={() => void send()} disabled={pending}>
          <Send aria-hidden="true" /> {pending ? "Sending…" : "Send a test e-mail"}
        </Button>
      </div>
      {result && (
        <p
          role={result.sent ? "status" : "alert"}
          className={cn(
            "flex gap-2 rounded-lg border p-3 text-sm",
            result.sent ? "border-green-200 bg-green-50 text-green-900" : "border-red-200 bg-red-50 text-red-900",
          )}
        >
          {result.sent ? (
            <CircleCheck aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
          ) : (
            <TriangleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
          )}
          <span className="[overflow-wrap:anywhere]">{result.message}</span>
        </p>
      )}
    </SettingsSection>
  );
}

function RemoveServer() {
  const { run, pending } = useStaffAction();
  const [open, setOpen] = useState(false);
  return (
    <div className="flex justify-start">
      <Button type="button" variant="outline" onClick={() => setOpen(true)}>
        <Trash2 aria-hidden="true" /> Remove the mail server
      </Button>
      <ConfirmDialog
        open={open}
        onOpenChange={setOpen}
        title="Remove the mail server?"
        confirmLabel="Remove"
        pending={pending}
        onConfirm={async () => (await run(PATH, { method: "DELETE", success: "Mail server removed." })).ok}
      >
        No e-mail goes out any more: new leads are stored, but nobody is told of them by e-mail until a mail server is
        set up again.
      </ConfirmDialog>
    </div>
  );
}

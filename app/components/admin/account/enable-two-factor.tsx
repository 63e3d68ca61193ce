import { useState } from "react";
import { useStaffAction } from "~/components/admin/use-staff-action";
import { TextField } from "~/components/forms/fields";
import { Button } from "~/components/ui/button";

/** What POST /api/admin/account/two-factor/setup answers: the secret to add to an authenticator app. */
export interface SetupAnswer {
  secret: string;
  uri: string;
  qrSvg: string;
}

export function EnableTwoFactor({
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

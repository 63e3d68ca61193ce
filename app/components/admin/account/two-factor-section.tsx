import { ShieldCheck, ShieldOff } from "lucide-react";
import { useState } from "react";
import { useStaffAction } from "~/components/admin/use-staff-action";
import { Button } from "~/components/ui/button";
import { AccountSection } from "./account-section";
import type { AccountScreenData } from "./account-screen-data";
import { EnableTwoFactor, type SetupAnswer } from "./enable-two-factor";
import { PasswordConfirm } from "./password-confirm";
import { RecoveryCodes } from "./recovery-codes";

export function TwoFactorSection({ data, highlighted }: { data: AccountScreenData; highlighted: boolean }) {
  const { twoFactor } = data;
  const { run, pending } = useStaffAction();
  const [setup, setSetup] = useState<SetupAnswer | null>(null);
  const [codes, setCodes] = useState<string[] | null>(null);
  const [confirming, setConfirming] = useState<"disable" | "regenerate" | null>(null);

  if (codes) return <RecoveryCodes codes={codes} onDone={() => setCodes(null)} />;

  return (
    <AccountSection
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
    </AccountSection>
  );
}

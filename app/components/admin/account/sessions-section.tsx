import { Laptop, Smartphone } from "lucide-react";
import { useState } from "react";
import { useNavigate } from "react-router";
import { ConfirmDialog } from "~/components/admin/confirm-dialog";
import { useStaffAction } from "~/components/admin/use-staff-action";
import { FormAlert } from "~/components/forms/fields";
import { Button } from "~/components/ui/button";
import { formatDateTimeIST, formatRelativeIST } from "~server/formats/ist";
import { AccountSection } from "./account-section";
import type { AccountScreenData } from "./account-screen-data";
import { describeBrowser } from "./describe-browser";

export function SessionsSection({ data }: { data: AccountScreenData }) {
  const { run, pending } = useStaffAction();
  const navigate = useNavigate();
  const [confirmAll, setConfirmAll] = useState(false);
  const now = new Date(data.now);
  return (
    <AccountSection
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
    </AccountSection>
  );
}

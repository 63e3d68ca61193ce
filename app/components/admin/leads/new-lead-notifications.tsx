import { Bell, BellOff, BellRing } from "lucide-react";
import { useState } from "react";
import { Button } from "~/components/ui/button";
import { toast } from "~/components/ui/use-toast";
import { useHydrated } from "~/lib/use-hydrated";

type Permission = "default" | "granted" | "denied";

/**
 * Asks this browser, when the person clicks (never by itself), to show a notification for each new
 * lead while a staff tab is open (use-new-lead-signal.ts shows them). Says where things stand once
 * they chose: on, or blocked and where to unblock it.
 */
export function NewLeadNotifications() {
  const hydrated = useHydrated();
  if (!hydrated || typeof Notification === "undefined") return null;
  return <NotificationChoice atOpen={Notification.permission as Permission} />;
}

/**
 * The permission as it was when the screen opened, then as the person answered: a re-render (a
 * lead arriving) must not swap the button away under a pointer that is about to click it.
 */
function NotificationChoice({ atOpen }: { atOpen: Permission }) {
  const [current, setPermission] = useState<Permission>(atOpen);

  if (current === "granted")
    return (
      <p className="flex min-h-11 items-center gap-2 text-sm text-slate-700">
        <BellRing aria-hidden="true" className="size-4 shrink-0 text-brand-700" />
        New-lead notifications are on in this browser.
      </p>
    );
  if (current === "denied")
    return (
      <p className="flex min-h-11 max-w-xs items-center gap-2 text-sm text-slate-700">
        <BellOff aria-hidden="true" className="size-4 shrink-0 text-slate-500" />
        Notifications are blocked for this site: allow them in the browser&apos;s site settings to hear of new leads.
      </p>
    );
  return (
    <Button
      type="button"
      variant="outline"
      onClick={async () => {
        const answer = (await Notification.requestPermission()) as Permission;
        setPermission(answer);
        toast(
          answer === "granted"
            ? { title: "This browser will tell you of each new lead while a staff tab is open." }
            : { title: "No notifications: the menu still counts new leads." },
        );
      }}
    >
      <Bell aria-hidden="true" /> Notify me of new leads
    </Button>
  );
}

import { CircleCheck, TriangleAlert } from "lucide-react";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { cn } from "~/lib/cn";
import type { MailServerView } from "~server/notifications/mail-server.schema";

/** How SMTP_URL's security reads for an office owner. */
const environmentSecurity: Record<NonNullable<MailServerView["environment"]["server"]>["security"], string> = {
  tls: "TLS",
  starttls_if_offered: "STARTTLS when the server offers it",
};

/**
 * What the Mail server screen is about, at its top: which server the e-mails go through now (the
 * environment's, the one saved here, or none), and who gets the lead alerts.
 */
export function MailServerStatus({ view }: { view: MailServerView }) {
  const { environment, alerts } = view;
  return (
    <section aria-labelledby="mail-status" className="mb-6 rounded-xl border border-slate-200 bg-white p-5 sm:p-6">
      <h2 id="mail-status" className="text-lg font-semibold text-slate-900">
        Now in force
      </h2>
      {view.inForce === "environment" && environment.server && (
        <Line icon="ok">
          The server&apos;s environment sets the mail server (SMTP_URL):{" "}
          <strong className="break-all">
            {environment.server.host}, port {environment.server.port}
          </strong>
          , {environmentSecurity[environment.server.security]}
          {environment.server.user ? (
            <>
              , signed in as <strong className="break-all">{environment.server.user}</strong>
            </>
          ) : (
            ", without signing in"
          )}
          . It is used instead of anything saved on this screen, so the form below is read-only: whoever runs the server
          changes SMTP_URL, or removes it to use the settings saved here.
        </Line>
      )}
      {view.inForce === "settings" && (
        <Line icon="ok">The mail server saved below: the website&apos;s e-mails go out through it.</Line>
      )}
      {view.inForce === "none" && (
        <Line icon="warn">
          No mail server is set up: new leads are stored, but nobody is e-mailed. Fill in the form below with your
          e-mail provider&apos;s settings and send a test e-mail.
        </Line>
      )}
      {view.saved?.passwordProblem && <Line icon="warn">{view.saved.passwordProblem}</Line>}
      <div className="mt-4 border-t border-slate-200 pt-4">
        <h3 className="text-sm font-semibold text-slate-900">Who gets an e-mail of each new lead</h3>
        {alerts.recipients.length > 0 ? (
          <ul className="mt-1 flex flex-col gap-0.5 text-slate-800">
            {alerts.recipients.map((address) => (
              <li key={address} className="break-all">
                {address}
                {environment.recipients.includes(address) && (
                  <span className="text-sm text-slate-600"> (set on the server as LEAD_NOTIFY_EMAIL)</span>
                )}
              </li>
            ))}
          </ul>
        ) : (
          <p className="mt-1 text-slate-800">Nobody yet.</p>
        )}
        <p className="mt-1 text-sm text-slate-700">
          And the colleague each lead is assigned to.{" "}
          {alerts.offReason === "no_recipients" ? "Alerts stay off until an address is named: add" : "Add or remove"}{" "}
          addresses on{" "}
          <Link to="/admin/lead-settings" className="font-semibold text-brand-700 underline">
            Lead settings
          </Link>
          .
        </p>
      </div>
    </section>
  );
}

function Line({ icon, children }: { icon: "ok" | "warn"; children: ReactNode }) {
  const Icon = icon === "ok" ? CircleCheck : TriangleAlert;
  return (
    <p className={cn("mt-2 flex gap-2", icon === "ok" ? "text-slate-800" : "text-amber-900")}>
      <Icon
        aria-hidden="true"
        className={cn("mt-0.5 size-5 shrink-0", icon === "ok" ? "text-green-700" : "text-amber-700")}
      />
      <span>{children}</span>
    </p>
  );
}

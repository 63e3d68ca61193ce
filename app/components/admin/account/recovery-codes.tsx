import { Download } from "lucide-react";
import { CopyButton } from "~/components/admin/copy-button";
import { Button } from "~/components/ui/button";
import { AccountSection } from "./account-section";

export function RecoveryCodes({ codes, onDone }: { codes: string[]; onDone: () => void }) {
  const text = `Recovery codes for the staff area (each works once):\n\n${codes.join("\n")}\n`;
  return (
    <AccountSection
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
    </AccountSection>
  );
}

import { Eye, EyeOff } from "lucide-react";
import { useState, type ComponentProps, type ReactNode } from "react";
import { LabelledField, controlClasses } from "~/components/forms/fields";
import { cn } from "~/lib/cn";

type PasswordFieldProps = Omit<ComponentProps<"input">, "className" | "type"> & {
  label: ReactNode;
  hint?: ReactNode;
  error?: string;
  /** Adds "(optional)" to the label (a temporary password the server can make up). */
  optional?: boolean;
  className?: string;
};

/**
 * A password input with a "Show" toggle: on a phone keyboard a typo is easy and invisible, and
 * seeing the password before sending it saves a failed sign-in (and a step towards a lockout).
 */
export function PasswordField({ label, hint, error, optional, className, id, ...props }: PasswordFieldProps) {
  const [visible, setVisible] = useState(false);
  return (
    <LabelledField
      {...{ label, hint, error, optional, className, id }}
      control={(aria) => (
        <div className="relative">
          <input
            {...aria}
            {...props}
            type={visible ? "text" : "password"}
            autoCapitalize="none"
            autoCorrect="off"
            spellCheck={false}
            className={cn(controlClasses, "h-11 pr-24")}
          />
          <button
            type="button"
            onClick={() => setVisible((shown) => !shown)}
            aria-pressed={visible}
            aria-controls={aria.id}
            className={cn(
              "absolute inset-y-0 right-0 inline-flex min-w-22 cursor-pointer items-center justify-center gap-1.5 rounded-r-md px-3",
              "text-sm font-semibold text-brand-700 hover:bg-brand-50",
              "focus-visible:ring-2 focus-visible:ring-brand-600 focus-visible:outline-hidden",
            )}
          >
            {visible ? <EyeOff aria-hidden="true" className="size-4" /> : <Eye aria-hidden="true" className="size-4" />}
            {visible ? "Hide" : "Show"}
            <span className="sr-only"> password</span>
          </button>
        </div>
      )}
    />
  );
}

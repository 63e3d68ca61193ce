import { EditorContent, useEditorState, type Editor } from "@tiptap/react";
import type { LucideIcon } from "lucide-react";
import type { ReactNode } from "react";
import { FieldErrorText } from "~/components/forms/fields";
import { cn } from "~/lib/cn";
import type { EditorTool } from "./tools";

/**
 * A rich-text field of a staff form: its label, a toolbar over the editable area, and the hint or
 * the error under it. `id` and `editor` come from useRichTextEditor; `children` (an editor's own
 * dialogs) follow the hint.
 */
export function RichTextField({
  id,
  editor,
  label,
  toolbarLabel,
  toolbar,
  error,
  hint,
  children,
}: {
  id: string;
  editor: Editor | null;
  label: string;
  /** What a screen reader calls the toolbar. */
  toolbarLabel: string;
  toolbar: ReactNode;
  error?: string;
  hint: ReactNode;
  children?: ReactNode;
}) {
  return (
    <div>
      <span id={`${id}-label`} className="mb-1.5 block text-sm font-semibold text-slate-900">
        {label}
      </span>
      <div
        className={cn(
          "rounded-md border border-slate-400 bg-white focus-within:border-brand-600 focus-within:ring-2 focus-within:ring-brand-600/40",
          error && "border-red-700 ring-1 ring-red-700",
        )}
      >
        <div
          role="toolbar"
          aria-label={toolbarLabel}
          aria-controls={`${id}-content`}
          className="flex flex-wrap items-center gap-0.5 border-b border-slate-200 p-1"
        >
          {toolbar}
        </div>
        <EditorContent editor={editor} />
      </div>
      {error ? (
        <FieldErrorText id={`${id}-error`}>{error}</FieldErrorText>
      ) : (
        <p id={`${id}-hint`} className="mt-1.5 text-sm text-slate-600">
          {hint}
        </p>
      )}
      {children}
    </div>
  );
}

/** One toolbar button: named for screen readers and on hover, `pressed` while its format applies. */
export function ToolButton({
  label,
  icon: Icon,
  pressed,
  disabled,
  onClick,
}: {
  label: string;
  icon: LucideIcon;
  pressed?: boolean;
  disabled?: boolean;
  onClick: () => void;
}) {
  return (
    <button
      type="button"
      title={label}
      aria-label={label}
      aria-pressed={pressed}
      disabled={disabled}
      onClick={onClick}
      className={cn(
        "inline-flex size-11 shrink-0 items-center justify-center rounded text-slate-800 hover:bg-slate-100 sm:size-9",
        "focus-visible:ring-2 focus-visible:ring-brand-600 focus-visible:outline-hidden disabled:opacity-50",
        "aria-pressed:bg-brand-100 aria-pressed:text-brand-900",
      )}
    >
      <Icon aria-hidden="true" className="size-4" />
    </button>
  );
}

/**
 * The buttons of a group of tools, following the editor's selection: a tool with `active` shows
 * pressed while it holds, a tool with `when` is there only while that holds (before the editor
 * exists, such a tool is left out).
 */
export function ToolButtons({
  editor,
  tools,
  disabled,
}: {
  editor: Editor | null;
  /** A module-level constant, in toolbar order. */
  tools: readonly EditorTool[];
  disabled?: boolean;
}) {
  const state = useEditorState({
    editor,
    selector: ({ editor: current }) =>
      current
        ? {
            active: tools.map((tool) => tool.active?.(current) ?? false),
            shown: tools.map((tool) => tool.when?.(current) ?? true),
          }
        : null,
  });
  return tools.map((tool, index) =>
    !(state ? state.shown[index] : !tool.when) ? null : (
      <ToolButton
        key={tool.label}
        label={tool.label}
        icon={tool.icon}
        pressed={tool.active ? Boolean(state?.active[index]) : undefined}
        disabled={!editor || disabled}
        onClick={() => editor && tool.run(editor)}
      />
    ),
  );
}

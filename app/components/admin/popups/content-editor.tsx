import { EditorContent, useEditor, useEditorState } from "@tiptap/react";
import StarterKit from "@tiptap/starter-kit";
import { Link2, Link2Off, Strikethrough, Underline } from "lucide-react";
import { useEffect, useId } from "react";
import { FieldErrorText } from "~/components/forms/fields";
import { cn } from "~/lib/cn";
import { isAllowedContentUrl, popupLinkSchemes } from "~server/popups/popup-rules";
import { blockTools, boldTool, headingTool, historyTools, italicTool, type EditorTool } from "../rich-text/editor-tools";

/**
 * Only what the popup allowlist keeps (server/popups/popup-rules.ts popupContentTags): paragraphs,
 * line breaks, bold, italic, underline, strike, lists, headings 2 to 4, quotes and links. No code,
 * code blocks or rules, which the sanitizer would drop on save anyway.
 */
const extensions = [
  StarterKit.configure({
    code: false,
    codeBlock: false,
    horizontalRule: false,
    heading: { levels: [2, 3, 4] },
    link: {
      openOnClick: false,
      autolink: true,
      protocols: [],
      defaultProtocol: "https",
      HTMLAttributes: { target: "_blank", rel: "noopener noreferrer" },
      isAllowedUri: (url) => isAllowedContentUrl(url, popupLinkSchemes),
    },
  }),
];

type Tool = EditorTool;

const tools: Tool[] = [
  boldTool,
  italicTool,
  {
    label: "Underline",
    icon: Underline,
    run: (e) => e.chain().focus().toggleUnderline().run(),
    active: (e) => e.isActive("underline"),
  },
  {
    label: "Strikethrough",
    icon: Strikethrough,
    run: (e) => e.chain().focus().toggleStrike().run(),
    active: (e) => e.isActive("strike"),
  },
  headingTool(2, "Heading"),
  headingTool(3, "Small heading"),
  ...blockTools,
  {
    label: "Add a link",
    icon: Link2,
    run: (e) => {
      const current = (e.getAttributes("link").href as string | undefined) ?? "https://";
      const href = window.prompt("Link address (https://…, a path such as /contact, mailto: or tel:)", current);
      if (href === null) return;
      if (href.trim() === "") e.chain().focus().extendMarkRange("link").unsetLink().run();
      else if (isAllowedContentUrl(href.trim(), popupLinkSchemes))
        e.chain().focus().extendMarkRange("link").setLink({ href: href.trim() }).run();
      else window.alert("That address cannot be used. Use https://…, a path starting with /, mailto: or tel:.");
    },
    active: (e) => e.isActive("link"),
  },
  { label: "Remove the link", icon: Link2Off, run: (e) => e.chain().focus().extendMarkRange("link").unsetLink().run() },
  ...historyTools,
];

/** The popup's content in a small rich-text editor (TipTap), its HTML handed to `onChange`. */
export function ContentEditor({
  label,
  value,
  onChange,
  error,
  disabled,
}: {
  label: string;
  value: string;
  onChange: (html: string) => void;
  error?: string;
  disabled?: boolean;
}) {
  const id = useId();
  const editor = useEditor({
    extensions,
    content: value,
    editable: !disabled,
    immediatelyRender: false,
    editorProps: {
      attributes: {
        id: `${id}-content`,
        role: "textbox",
        "aria-multiline": "true",
        "aria-labelledby": `${id}-label`,
        "aria-describedby": error ? `${id}-error` : `${id}-hint`,
        class: cn(
          "min-h-32 px-3 py-2 text-base text-slate-900 focus-visible:outline-hidden",
          "[&_a]:text-brand-700 [&_a]:underline [&_blockquote]:border-l-4 [&_blockquote]:border-slate-300 [&_blockquote]:pl-3",
          "[&_h2]:text-lg [&_h2]:font-semibold [&_h3]:font-semibold [&_h4]:font-semibold",
          "[&_ol]:list-decimal [&_ol]:pl-5 [&_ul]:list-disc [&_ul]:pl-5 [&>*+*]:mt-2",
        ),
      },
    },
    onUpdate: ({ editor: changed }) => onChange(changed.isEmpty ? "" : changed.getHTML()),
  });
  const active = useEditorState({
    editor,
    selector: ({ editor: current }) => (current ? tools.map((tool) => tool.active?.(current) ?? false) : []),
  });

  // A value from outside (a reload after saving) replaces the text; typing does not come back here.
  useEffect(() => {
    if (editor && value !== (editor.isEmpty ? "" : editor.getHTML()))
      editor.commands.setContent(value, { emitUpdate: false });
  }, [editor, value]);

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
          aria-label="Text formatting"
          aria-controls={`${id}-content`}
          className="flex flex-wrap gap-0.5 border-b border-slate-200 p-1"
        >
          {tools.map((tool, index) => (
            <button
              key={tool.label}
              type="button"
              title={tool.label}
              aria-label={tool.label}
              aria-pressed={tool.active ? Boolean(active?.[index]) : undefined}
              disabled={!editor || disabled}
              onClick={() => editor && tool.run(editor)}
              className={cn(
                "inline-flex size-11 items-center justify-center rounded text-slate-800 hover:bg-slate-100 sm:size-9",
                "focus-visible:ring-2 focus-visible:ring-brand-600 focus-visible:outline-hidden disabled:opacity-50",
                "aria-pressed:bg-brand-100 aria-pressed:text-brand-900",
              )}
            >
              <tool.icon aria-hidden="true" className="size-4" />
            </button>
          ))}
        </div>
        <EditorContent editor={editor} />
      </div>
      {error ? (
        <FieldErrorText id={`${id}-error`}>{error}</FieldErrorText>
      ) : (
        <p id={`${id}-hint`} className="mt-1.5 text-sm text-slate-600">
          Keep it short: two or three sentences. Formatting is limited to what every popup shows safely.
        </p>
      )}
    </div>
  );
}

import StarterKit from "@tiptap/starter-kit";
import { Link2, Link2Off, Strikethrough, Underline } from "lucide-react";
import { cn } from "~/lib/cn";
import { isAllowedContentUrl, popupLinkSchemes } from "~server/popups/popup-rules";
import { blockTools, boldTool, headingTool, historyTools, italicTool, type EditorTool } from "../rich-text/tools";
import { RichTextField, ToolButtons } from "../rich-text/rich-text-field";
import { useRichTextEditor } from "../rich-text/use-rich-text-editor";

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

const tools: EditorTool[] = [
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
  const { id, editor } = useRichTextEditor({
    extensions,
    value,
    onChange,
    error,
    disabled,
    className: cn(
      "min-h-32 px-3 py-2 text-base text-slate-900 focus-visible:outline-hidden",
      "[&_a]:text-brand-700 [&_a]:underline [&_blockquote]:border-l-4 [&_blockquote]:border-slate-300 [&_blockquote]:pl-3",
      "[&_h2]:text-lg [&_h2]:font-semibold [&_h3]:font-semibold [&_h4]:font-semibold",
      "[&_ol]:list-decimal [&_ol]:pl-5 [&_ul]:list-disc [&_ul]:pl-5 [&>*+*]:mt-2",
    ),
  });

  return (
    <RichTextField
      id={id}
      editor={editor}
      label={label}
      toolbarLabel="Text formatting"
      toolbar={<ToolButtons editor={editor} tools={tools} disabled={disabled} />}
      error={error}
      hint="Keep it short: two or three sentences. Formatting is limited to what every popup shows safely."
    />
  );
}

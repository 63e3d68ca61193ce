import { useEditor, type Extensions } from "@tiptap/react";
import { useEffect, useId } from "react";

/**
 * A TipTap editor for a staff form field (the post body, the popup content). Each editor brings
 * its own extensions: they decide what can be written, to match what its server-side sanitizer
 * keeps. The editable area is a multi-line textbox named by RichTextField's label and described
 * by its hint or error (`id` ties them together); its HTML, or "" when empty, goes to `onChange`.
 */
export function useRichTextEditor({
  extensions,
  value,
  onChange,
  error,
  disabled,
  className,
}: {
  /** A module-level constant: the editor is made once, with the extensions of its first render. */
  extensions: Extensions;
  value: string;
  onChange: (html: string) => void;
  error?: string;
  disabled?: boolean;
  /** Classes of the editable area: how headings, lists and links look while writing. */
  className: string;
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
        class: className,
      },
    },
    onUpdate: ({ editor: changed }) => onChange(changed.isEmpty ? "" : changed.getHTML()),
  });

  // A value from outside (a reload after saving, a restore, "Use theirs") replaces the text;
  // typing does not come back here.
  useEffect(() => {
    if (editor && value !== (editor.isEmpty ? "" : editor.getHTML()))
      editor.commands.setContent(value, { emitUpdate: false });
  }, [editor, value]);

  return { id, editor };
}

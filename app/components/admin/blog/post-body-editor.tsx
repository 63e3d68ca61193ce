import { useEditorState, type Editor } from "@tiptap/react";
import { BubbleMenu } from "@tiptap/react/menus";
import { Columns3, ImageIcon, ImagePlus, Link2, Link2Off, Rows3, Table, TableCellsMerge, Trash2 } from "lucide-react";
import { useState } from "react";
import { Button } from "~/components/ui/button";
import { cn } from "~/lib/cn";
import type { MediaItem } from "~server/media/media.schema";
import { blockTools, boldTool, headingTool, historyTools, italicTool, type EditorTool } from "../rich-text/tools";
import { RichTextField, ToolButton, ToolButtons } from "../rich-text/rich-text-field";
import { useRichTextEditor } from "../rich-text/use-rich-text-editor";
import { MediaPickerDialog } from "../media/media-picker";
import { ImageAltDialog, LinkDialog } from "./post-body-dialogs";
import { postBodyExtensions } from "./post-body-extensions";
import { usePastedPictures } from "./use-pasted-pictures";

const inTable = (e: Editor) => e.isActive("table");

const formatTools: EditorTool[] = [
  headingTool(2, "Heading"),
  headingTool(3, "Subheading"),
  headingTool(4, "Small heading"),
  boldTool,
  italicTool,
  ...blockTools,
];

const tableTools: EditorTool[] = [
  {
    label: "Insert a table",
    icon: Table,
    run: (e) => e.chain().focus().insertTable({ rows: 3, cols: 3, withHeaderRow: true }).run(),
    active: inTable,
  },
  { label: "Add a row", icon: Rows3, run: (e) => e.chain().focus().addRowAfter().run(), when: inTable },
  { label: "Add a column", icon: Columns3, run: (e) => e.chain().focus().addColumnAfter().run(), when: inTable },
  {
    label: "Header cell on or off",
    icon: TableCellsMerge,
    run: (e) => e.chain().focus().toggleHeaderCell().run(),
    when: inTable,
  },
  { label: "Delete the row", icon: Trash2, run: (e) => e.chain().focus().deleteRow().run(), when: inTable },
  { label: "Delete the column", icon: Trash2, run: (e) => e.chain().focus().deleteColumn().run(), when: inTable },
  { label: "Delete the table", icon: Trash2, run: (e) => e.chain().focus().deleteTable().run(), when: inTable },
];

const Divider = () => <span aria-hidden="true" className="mx-1 my-2 w-px shrink-0 self-stretch bg-slate-200" />;

/** The post body in TipTap with an accessible toolbar; its HTML goes to `onChange`. */
export function PostBodyEditor({
  value,
  onChange,
  error,
  disabled,
}: {
  value: string;
  onChange: (html: string) => void;
  error?: string;
  disabled?: boolean;
}) {
  const [linkOpen, setLinkOpen] = useState(false);
  const [pickerOpen, setPickerOpen] = useState(false);
  const [imageAlt, setImageAlt] = useState<{ src: string; alt: string } | null>(null);
  const { id, editor } = useRichTextEditor({
    extensions: postBodyExtensions,
    value,
    onChange,
    error,
    disabled,
    className: cn(
      "post-body min-h-96 px-4 py-3 text-base leading-7 text-slate-900 focus-visible:outline-hidden",
      "[&_a]:text-brand-700 [&_a]:underline [&_blockquote]:border-l-4 [&_blockquote]:border-slate-300 [&_blockquote]:pl-3",
      "[&_h2]:text-2xl [&_h2]:font-bold [&_h3]:text-xl [&_h3]:font-semibold [&_h4]:text-lg [&_h4]:font-semibold",
      "[&_ol]:list-decimal [&_ol]:pl-6 [&_ul]:list-disc [&_ul]:pl-6 [&>*+*]:mt-3",
      "[&_img]:h-auto [&_img]:max-w-full [&_img]:rounded-md [&_img.ProseMirror-selectednode]:ring-4 [&_img.ProseMirror-selectednode]:ring-brand-600",
      // An image still without a description shows it, so the one publishing names is easy to find.
      "[&_img:not([alt])]:outline-3 [&_img:not([alt])]:outline-offset-2 [&_img:not([alt])]:outline-red-700 [&_img:not([alt])]:outline-dashed",
      "[&_img[alt='']]:outline-3 [&_img[alt='']]:outline-offset-2 [&_img[alt='']]:outline-red-700 [&_img[alt='']]:outline-dashed",
      "[&_table]:w-full [&_table]:border-collapse [&_td]:border [&_td]:border-slate-300 [&_td]:p-2 [&_th]:border [&_th]:border-slate-300 [&_th]:bg-slate-100 [&_th]:p-2 [&_th]:text-left",
      "[&_.selectedCell]:bg-brand-50",
    ),
  });
  // The link and image buttons follow the selection; the tool groups follow it on their own.
  const state = useEditorState({
    editor,
    selector: ({ editor: current }) =>
      current ? { link: current.isActive("link"), image: current.isActive("image") } : null,
  });
  const pastedPictureDialog = usePastedPictures(editor);
  /** The alt text dialog for the image selected (clicked) in the body. */
  const describeSelectedImage = () => {
    if (!editor) return;
    const attrs = editor.getAttributes("image") as { src?: string; alt?: string | null };
    setImageAlt({ src: attrs.src ?? "", alt: attrs.alt ?? "" });
  };

  return (
    <RichTextField
      id={id}
      editor={editor}
      label="Body"
      toolbarLabel="Formatting"
      toolbar={
        <>
          <ToolButtons editor={editor} tools={formatTools} disabled={disabled} />
          <Divider />
          <ToolButton
            label="Link"
            icon={Link2}
            pressed={Boolean(state?.link)}
            disabled={!editor || disabled}
            onClick={() => setLinkOpen(true)}
          />
          {state?.link && (
            <ToolButton
              label="Remove the link"
              icon={Link2Off}
              disabled={!editor || disabled}
              onClick={() => editor?.chain().focus().extendMarkRange("link").unsetLink().run()}
            />
          )}
          <ToolButton
            label="Image"
            icon={ImagePlus}
            disabled={!editor || disabled}
            onClick={() => setPickerOpen(true)}
          />
          {state?.image && editor && (
            <ToolButton
              label="Image description (alt text)"
              icon={ImageIcon}
              disabled={disabled}
              onClick={describeSelectedImage}
            />
          )}
          <Divider />
          <ToolButtons editor={editor} tools={tableTools} disabled={disabled} />
          <Divider />
          <ToolButtons editor={editor} tools={historyTools} disabled={disabled} />
        </>
      }
      error={error}
      hint="Use headings for sections (they make the table of contents). Images come from the media library (pasted pictures go there too) and need a description before the post goes live: click an image to give it one."
    >
      <LinkDialog
        open={linkOpen}
        onOpenChange={setLinkOpen}
        initial={(editor?.getAttributes("link").href as string | undefined) ?? ""}
        onSubmit={(href) => {
          if (!editor) return;
          const chain = editor.chain().focus().extendMarkRange("link");
          if (href === "") chain.unsetLink().run();
          else if (editor.state.selection.empty && !editor.isActive("link"))
            chain.insertContent({ type: "text", text: href, marks: [{ type: "link", attrs: { href } }] }).run();
          // The cursor after the link, so what comes next (typing, an image) does not replace it.
          else chain.setLink({ href }).setTextSelection(editor.state.selection.to).run();
        }}
      />
      <MediaPickerDialog
        open={pickerOpen}
        onOpenChange={setPickerOpen}
        kind="image"
        onPick={(item: MediaItem) => {
          // The picker has asked for the alt text (required for images) and hands it back.
          const { url, alt, width, height } = item;
          editor
            ?.chain()
            .focus()
            .setImage({ src: url, alt, ...(width ? { width } : {}), ...(height ? { height } : {}) })
            .run();
        }}
      />
      {editor && !disabled && (
        // Beside a clicked image: where the writer is looking when publishing names an image.
        <BubbleMenu
          editor={editor}
          pluginKey="imageAltText"
          shouldShow={({ editor: current, view }) => view.hasFocus() && current.isEditable && current.isActive("image")}
          className="rounded-md border border-slate-300 bg-white p-1 shadow-md"
        >
          <Button type="button" size="sm" variant="outline" onClick={describeSelectedImage}>
            <ImageIcon aria-hidden="true" />
            Alt text
          </Button>
        </BubbleMenu>
      )}
      {pastedPictureDialog}
      <ImageAltDialog
        image={imageAlt}
        onOpenChange={(open) => !open && setImageAlt(null)}
        onSubmit={(alt) => {
          editor?.chain().focus().updateAttributes("image", { alt }).run();
          setImageAlt(null);
        }}
      />
    </RichTextField>
  );
}

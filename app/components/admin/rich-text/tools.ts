import type { Editor } from "@tiptap/react";
import {
  Bold,
  Heading2,
  Heading3,
  Heading4,
  Italic,
  List,
  ListOrdered,
  Quote,
  Redo2,
  Undo2,
  type LucideIcon,
} from "lucide-react";

/** One toolbar button of a staff rich-text editor (the popup content, the post body). */
export interface EditorTool {
  label: string;
  icon: LucideIcon;
  run: (editor: Editor) => void;
  /** Shown pressed (aria-pressed) while this holds. */
  active?: (editor: Editor) => boolean;
  /** Shown only when this holds (the table tools inside a table). */
  when?: (editor: Editor) => boolean;
}

const headingIcons = { 2: Heading2, 3: Heading3, 4: Heading4 } as const;

/** A toggle for a heading level, named as staff say it ("Heading", "Small heading"). */
export function headingTool(level: 2 | 3 | 4, label: string): EditorTool {
  return {
    label,
    icon: headingIcons[level],
    run: (e) => e.chain().focus().toggleHeading({ level }).run(),
    active: (e) => e.isActive("heading", { level }),
  };
}

export const boldTool: EditorTool = {
  label: "Bold",
  icon: Bold,
  run: (e) => e.chain().focus().toggleBold().run(),
  active: (e) => e.isActive("bold"),
};

export const italicTool: EditorTool = {
  label: "Italic",
  icon: Italic,
  run: (e) => e.chain().focus().toggleItalic().run(),
  active: (e) => e.isActive("italic"),
};

/** Bulleted list, numbered list and quote, in that order. */
export const blockTools: EditorTool[] = [
  {
    label: "Bulleted list",
    icon: List,
    run: (e) => e.chain().focus().toggleBulletList().run(),
    active: (e) => e.isActive("bulletList"),
  },
  {
    label: "Numbered list",
    icon: ListOrdered,
    run: (e) => e.chain().focus().toggleOrderedList().run(),
    active: (e) => e.isActive("orderedList"),
  },
  {
    label: "Quote",
    icon: Quote,
    run: (e) => e.chain().focus().toggleBlockquote().run(),
    active: (e) => e.isActive("blockquote"),
  },
];

export const historyTools: EditorTool[] = [
  { label: "Undo", icon: Undo2, run: (e) => e.chain().focus().undo().run() },
  { label: "Redo", icon: Redo2, run: (e) => e.chain().focus().redo().run() },
];

import type { Editor } from "@tiptap/react";
import { useEffect, useRef, useState } from "react";
import { toast } from "~/components/ui/use-toast";
import type { MediaItem } from "~server/media/media.schema";
import { uploadForm } from "../downloads/upload-request";
import { MEDIA_API, sizeProblem } from "../media/media-files";
import { keepAltInLibrary } from "../media/media-picker";
import { leftOutMessage, type PastedPictures } from "./pasted-pictures";
import { ImageAltDialog } from "./post-body-dialogs";

/** A pasted picture on its way into the post: uploading (no item yet), then waiting for its description. */
interface PendingPicture {
  key: number;
  item: MediaItem | null;
}

let nextKey = 1;

/**
 * Pictures pasted into the post body (pasted-pictures.ts): each goes up to the media library,
 * one after the other, through the library's own upload API; then a dialog asks what it shows
 * and puts it in the post at the cursor with the library's address. Cancel leaves it out of the
 * post (it stays in the library). Pictures that could not be read are counted in one toast per
 * paste. Answers the dialog to render.
 */
export function usePastedPictures(editor: Editor | null) {
  const [queue, setQueue] = useState<PendingPicture[]>([]);
  const uploads = useRef<Promise<void>>(Promise.resolve());

  useEffect(() => {
    if (!editor) return;
    const { listeners } = editor.storage.pastedPictures;

    async function upload(key: number, file: File) {
      const problem = sizeProblem(file);
      const result = problem ? null : await uploadForm<MediaItem>(MEDIA_API, formWith(file));
      if (result?.ok) {
        setQueue((list) => list.map((picture) => (picture.key === key ? { ...picture, item: result.data } : picture)));
        return;
      }
      setQueue((list) => list.filter((picture) => picture.key !== key));
      const message =
        problem ??
        (result?.error.status === 401
          ? "your session ended. Sign in again in another tab, then paste it again."
          : (result?.error.fields.file ?? result?.error.message ?? "the library did not take it."));
      toast({ variant: "destructive", title: `The pasted picture was not added: ${message}` });
    }

    const onPictures = (pictures: PastedPictures) => {
      if (pictures.leftOut > 0) toast({ title: leftOutMessage(pictures.leftOut) });
      for (const file of pictures.uploads) {
        const key = nextKey++;
        setQueue((list) => [...list, { key, item: null }]);
        uploads.current = uploads.current.then(() => upload(key, file));
      }
    };
    listeners.add(onPictures);
    return () => {
      listeners.delete(onPictures);
    };
  }, [editor]);

  const current = queue[0] ?? null;
  const next = () => setQueue((list) => list.slice(1));
  const more = queue.length - 1;

  return (
    <ImageAltDialog
      image={current ? { src: current.item?.url ?? "", alt: current.item?.alt ?? "" } : null}
      waiting={current && !current.item ? "Putting the picture in the media library…" : undefined}
      title="Describe the pasted picture"
      description={`It is in the media library now. Say what it shows that matters to the post; Cancel leaves it out of the post.${more > 0 ? ` ${more} more pasted picture${more === 1 ? "" : "s"} after this one.` : ""}`}
      onOpenChange={(open) => !open && next()}
      onSubmit={(alt) => {
        const item = current?.item;
        if (!item || !editor) return;
        const { url, width, height } = item;
        editor
          .chain()
          .focus()
          .setImage({ src: url, alt, ...(width ? { width } : {}), ...(height ? { height } : {}) })
          .run();
        keepAltInLibrary(item, alt);
        next();
      }}
    />
  );
}

function formWith(file: File): FormData {
  const form = new FormData();
  form.set("file", file);
  return form;
}

import { useEffect, useState, useSyncExternalStore } from "react";
import { useI18n } from "~/i18n/i18n";
import type { BorrowerChecklist } from "~server/documents/borrower-documents.schema";
import { Announcer, useAnnounce } from "./announcer";
import type { BorrowerOffice } from "./borrower-office";
import { ChecklistView } from "./checklist-view";
import { DigitsForm } from "./digits-form";
import type { UploadControls } from "./document-item";
import type { FileRemovalHandlers } from "./file-row";
import { UploadQueue, type UploadEvent, type UploadQueueHandlers, type UploadTask } from "./upload-queue";
import { UnusableLink } from "./unusable-link";
import { refusalMessage } from "./words";

/** What the page's loader answers (the server's borrowerDocuments.openPage). */
export type BorrowerPageState =
  | { state: "unusable" }
  | { state: "needs_digits"; triesLeft: number }
  | { state: "open"; checklist: BorrowerChecklist };

/**
 * One upload queue per link for as long as the browser tab lives: the page is rendered again when
 * the borrower switches language (another route, another component), and the files they picked
 * must keep going through that. Kept in the browser only; a server render gets a queue of its own
 * that holds nothing and is dropped with the render.
 */
const linkQueues = new Map<string, UploadQueue>();

function queueOf(token: string): UploadQueue {
  const known = linkQueues.get(token);
  if (known) return known;
  const queue = new UploadQueue();
  if (typeof window !== "undefined") linkQueues.set(token, queue);
  return queue;
}

const noTasks: readonly UploadTask[] = [];

export function BorrowerDocumentsPage(props: {
  page: BorrowerPageState;
  token: string;
  office: BorrowerOffice;
  /** Loads the page's data again (the loader says which state the link is in now). */
  reload: () => Promise<void> | void;
}) {
  return (
    <Announcer>
      <BorrowerDocumentsStates {...props} />
    </Announcer>
  );
}

function BorrowerDocumentsStates({
  page,
  token,
  office,
  reload,
}: {
  page: BorrowerPageState;
  token: string;
  office: BorrowerOffice;
  reload: () => Promise<void> | void;
}) {
  const { t, language } = useI18n();
  const announce = useAnnounce();
  const [linkUnusable, setLinkUnusable] = useState(false);
  const [sessionEnded, setSessionEnded] = useState(false);
  // The newest checklist an answer brought (an upload, a removal), until the loader brings a newer one.
  const loaderChecklist = page.state === "open" ? page.checklist : null;
  const [answered, setAnswered] = useState<{ after: BorrowerChecklist | null; checklist: BorrowerChecklist } | null>(
    null,
  );
  const checklist = answered && answered.after === loaderChecklist ? answered.checklist : loaderChecklist;

  const [queue] = useState(() => queueOf(token));
  const tasks = useSyncExternalStore(queue.subscribe, queue.getSnapshot, () => noTasks);

  function takeChecklist(next: BorrowerChecklist | undefined) {
    // An upload's last answer comes in the lead's language; a page read in another one loads its own.
    if (next && next.language === language) setAnswered({ after: loaderChecklist, checklist: next });
    else void reload();
  }

  function endSession() {
    setSessionEnded(true);
    void reload();
  }

  function describe(event: UploadEvent): string[] {
    const name = event.task.file.name;
    switch (event.type) {
      case "started":
        return [t("borrowerDocuments.uploadStarted", { name })];
      case "done":
        return [t("borrowerDocuments.uploadDone", { name })];
      case "cancelled":
        return [t("borrowerDocuments.uploadCancelled", { name })];
      case "refused": {
        // Uploads move only while the checklist is open, so its limits are at hand.
        const limits = checklist?.limits ?? { fileBytes: 0, filesPerItem: 0 };
        return [t("borrowerDocuments.uploadRefused", { name }), refusalMessage(t, event.refusal, limits)];
      }
      case "failed":
        return [t("borrowerDocuments.uploadRefused", { name }), t("borrowerDocuments.uploadFailed")];
    }
  }

  const handlers: UploadQueueHandlers = {
    onChecklist: takeChecklist,
    onSessionEnded: endSession,
    onLinkUnusable: () => setLinkUnusable(true),
    onEvent: (event) => announce(...describe(event)),
  };
  // The queue outlives this component: it tells the one on screen, with this render's closures.
  useEffect(() => queue.listen(handlers));

  // Whenever the link is open again (after the digits were typed anew), paused uploads go on.
  useEffect(() => {
    if (page.state === "open") queue.resume();
  }, [page, queue]);

  // Leaving the page (closing the tab, a reload) would drop files still on their way: ask first.
  useEffect(() => {
    const warn = (event: BeforeUnloadEvent) => {
      if (!queue.hasWork()) return;
      event.preventDefault();
      event.returnValue = "";
    };
    window.addEventListener("beforeunload", warn);
    return () => window.removeEventListener("beforeunload", warn);
  }, [queue]);

  if (linkUnusable || page.state === "unusable") return <UnusableLink office={office} />;
  if (page.state === "needs_digits" || !checklist) {
    return (
      <DigitsForm
        token={token}
        triesLeft={page.state === "needs_digits" ? page.triesLeft : 0}
        sessionEnded={sessionEnded}
        onOpened={reload}
        onUnusable={() => setLinkUnusable(true)}
      />
    );
  }

  const uploads: UploadControls = {
    add: (itemId, files, limits, filesInItem) => queue.add(itemId, files, limits, filesInItem),
    cancel: (taskId) => queue.cancel(taskId),
    retry: (taskId) => queue.retry(taskId),
    dismiss: (taskId) => queue.dismiss(taskId),
  };
  const removal: FileRemovalHandlers = {
    onRemoved: takeChecklist,
    onSessionEnded: endSession,
    onUnusable: () => setLinkUnusable(true),
  };
  return <ChecklistView checklist={checklist} office={office} tasks={tasks} uploads={uploads} removal={removal} />;
}

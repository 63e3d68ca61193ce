import { CloudOff, ExternalLink, Eye, History, LoaderCircle, Save, Send } from "lucide-react";
import { lazy, Suspense, useId, useState, type ReactNode } from "react";
import { Link } from "react-router";
import { SelectField, TextAreaField, TextField, type SelectOption } from "~/components/forms/fields";
import { Button, buttonVariants } from "~/components/ui/button";
import { toast } from "~/components/ui/use-toast";
import { apiRequest } from "~/lib/api-client";
import { cn } from "~/lib/cn";
import type { PostRevisionSummary, StaffPost } from "~server/blog/post.schema";
import { postCategories, postLimits, postPath } from "~server/blog/post-rules";
import { slugFromInput } from "~server/blog/post-slug";
import { fromIstLocalInput } from "~server/formats/ist-datetime";
import { formatDateTimeIST } from "~server/formats/ist";
import { type Language, languageEnglishNames, languages, pathInLanguage } from "~server/vocabulary/languages";
import { ImageField } from "../media/media-picker";
import { PageHeader } from "../page-header";
import { EditorLoading } from "../rich-text/editor-loading";
import { ChoiceGroup } from "../popups/choice-group";
import { readActionError } from "../use-staff-action";
import { followTitle, saveStateText, slugWasEdited, type PostContent, type PostStatus } from "./post-editor-rules";
import { PostSeoFields } from "./post-seo-fields";
import { PostStatusBadge } from "./post-status-badge";
import { ConflictPanel } from "./post-versions";
import { RevisionHistory } from "./revision-history";
import { useUnsavedChanges } from "../use-unsaved-changes";
import { usePostSaver } from "./use-post-saver";

// TipTap is loaded when an editor is first shown, not with the admin (see EditorLoading).
const PostBodyEditor = lazy(() => import("./post-body-editor").then((module) => ({ default: module.PostBodyEditor })));

const categoryOptions = Object.entries(postCategories).map(([value, label]) => ({ value, label }));

/** Staff read the languages' English names (the staff area is English, ADR 0038). */
const languageChoices = languages.map((value) => ({ value, label: languageEnglishNames[value] }));

/** Where a post in `language` is listed, in words for the editor. */
function languageHint(language: Language): string {
  return language === "en"
    ? "It appears on the English blog (/blog) and in its feed."
    : `It appears on the ${languageEnglishNames[language]} blog (${pathInLanguage("/blog", language)}) and in its feed, not on the English one.`;
}

const statusChoices: { value: PostStatus; label: string }[] = [
  { value: "draft", label: "Draft" },
  { value: "scheduled", label: "Scheduled" },
  { value: "published", label: "Published" },
];

function Panel({ title, children }: { title: string; children: ReactNode }) {
  const id = useId();
  return (
    <section aria-labelledby={id} className="min-w-0 rounded-xl border border-slate-200 bg-white p-4">
      <h2 id={id} className="mb-3 text-base font-semibold text-slate-900">
        {title}
      </h2>
      <div className="flex flex-col gap-4">{children}</div>
    </section>
  );
}

/** The moment a schedule field names, in words (DD/MM/YYYY, IST). */
function goesLiveHint(value: string): string {
  if (!value) return "Choose the date and time (IST) it goes live.";
  const moment = fromIstLocalInput(value);
  return moment ? `Goes live on ${formatDateTimeIST(moment)} IST, on its own.` : "Enter a real date and time.";
}

function mainAction(chosen: PostStatus, saved: PostStatus | null): { label: string; success: string } {
  if (chosen === "scheduled") return { label: "Schedule", success: "Scheduled. It goes live on its own at its time." };
  if (chosen === "published")
    return saved === "published"
      ? { label: "Update", success: "Updated on the blog." }
      : { label: "Publish", success: "Published: it is on the blog now." };
  return saved && saved !== "draft"
    ? { label: "Move back to draft", success: "Moved back to draft: it is off the blog." }
    : { label: "Save draft", success: "Draft saved." };
}

/**
 * The post editor: the writing area (title, address, excerpt, body) and a side panel (status,
 * cover, details, search engines); one column on a phone. Drafts save themselves
 * (use-post-saver.ts); a stale save shows the conflict panel; leaving with unsaved words asks.
 */
export function PostEditorForm({
  post: initial,
  services,
  canPublish,
  author,
  origin,
}: {
  post: StaffPost | null;
  services: readonly SelectOption[];
  canPublish: boolean;
  author: string;
  origin: string;
}) {
  const saver = usePostSaver(initial, author);
  const { post, content, publishing, state, errors, conflict } = saver;
  const [slugEdited, setSlugEdited] = useState(() => slugWasEdited(initial));
  const [historyOpen, setHistoryOpen] = useState(false);
  const leaveDialog = useUnsavedChanges(
    saver.dirty,
    "Your latest changes to this post are not saved yet. Stay and save them (or wait for “Saved”), or leave and lose them.",
  ).dialog;
  const live = post !== null && post.status !== "draft";
  const readOnly = live && !canPublish;
  const chosen = canPublish ? publishing.status : "draft";
  const action = mainAction(chosen, post?.status ?? null);

  function set<K extends keyof PostContent>(name: K, value: PostContent[K]) {
    saver.setContent((current) => ({ ...current, [name]: value }));
    if (errors[name]) saver.setErrors(({ [name]: _gone, ...rest }) => rest);
  }
  const field = (name: "title" | "slug" | "excerpt" | "authorName" | "tags") => ({
    name,
    value: content[name],
    error: errors[name],
    disabled: readOnly,
  });

  async function restore(revision: PostRevisionSummary): Promise<boolean> {
    if (saver.dirty) await saver.flush();
    const current = saver.current();
    if (!current) return false;
    try {
      const restored = (await apiRequest<StaffPost>(`/api/admin/posts/${current.id}/revisions/${revision.id}/restore`, {
        method: "POST",
        body: { version: current.version },
      })) as StaffPost;
      saver.load(restored);
      toast({ title: `Restored the version saved ${formatDateTimeIST(revision.createdAt)} IST.` });
      return true;
    } catch (failure) {
      toast({ variant: "destructive", title: readActionError(failure).message });
      return false;
    }
  }

  const statusText = saveStateText(state, saver.autosaves);

  return (
    <>
      <PageHeader
        title={post ? "Edit post" : "New post"}
        description="Drafts save themselves a few seconds after you stop typing. Publishing or scheduling happens only when you press the button."
      />
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void saver.save(action.success, canPublish);
        }}
        className="flex flex-col gap-6"
      >
        {conflict && (
          <ConflictPanel theirs={conflict} mine={content} onKeepMine={saver.keepMine} onUseTheirs={saver.useTheirs} />
        )}

        <div className="grid items-start gap-6 lg:grid-cols-[minmax(0,1fr)_22rem]">
          <div className="flex min-w-0 flex-col gap-5 rounded-xl border border-slate-200 bg-white p-4 sm:p-5">
            <div className="flex flex-col gap-1">
              <ChoiceGroup
                legend="Language of this post"
                name="language"
                value={content.language}
                options={languageChoices}
                onChange={(language) => set("language", language)}
                error={errors.language}
                disabled={readOnly}
              />
              <p className="text-sm text-slate-600">{languageHint(content.language)}</p>
            </div>
            <TextField
              label="Title"
              {...field("title")}
              maxLength={postLimits.title}
              onChange={(event) => {
                const title = event.target.value;
                saver.setContent((current) => followTitle(current, title, slugEdited));
                saver.setErrors(({ title: _title, slug, ...rest }) => (slugEdited && slug ? { ...rest, slug } : rest));
              }}
            />
            <TextField
              label="Address (slug)"
              {...field("slug")}
              maxLength={100}
              autoCapitalize="none"
              spellCheck={false}
              onChange={(event) => {
                const slug = event.target.value;
                setSlugEdited(slug !== "");
                set("slug", slug);
              }}
              // What was typed, as the address it saves as ("Home Loan" → home-loan).
              onBlur={() => {
                const slug = slugFromInput(content.slug);
                if (slug && slug !== content.slug) set("slug", slug);
              }}
              hint={
                post?.publishedAt && post.slug !== content.slug
                  ? `Changing it keeps ${postPath(post.slug, post.language)} working: it sends readers to the new address.`
                  : `The post's address: ${postPath(slugFromInput(content.slug) || "…", content.language)}. Made from the title until you change it.`
              }
            />
            <TextAreaField
              label="Excerpt"
              {...field("excerpt")}
              optional
              rows={2}
              maxLength={postLimits.excerpt}
              onChange={(event) => set("excerpt", event.target.value)}
              hint="One or two sentences for the blog's list, the feed and search results when there is no SEO description."
            />
            <ImageField
              label="Cover image"
              value={content.coverUrl ? { url: content.coverUrl, alt: content.coverAlt } : null}
              onChange={(value) =>
                saver.setContent((current) => ({
                  ...current,
                  coverUrl: value?.url ?? null,
                  coverAlt: value?.alt ?? "",
                }))
              }
              error={errors.coverUrl}
              altError={errors.coverAlt}
              disabled={readOnly}
              hint="Shown on the blog's list, at the top of the post and when the post is shared."
            />
            <Suspense fallback={<EditorLoading label="Body" bodyClassName="min-h-96" />}>
              <PostBodyEditor
                value={content.body}
                onChange={(html) => set("body", html)}
                error={errors.body}
                disabled={readOnly}
              />
            </Suspense>
          </div>

          <aside aria-label="Post settings" className="flex min-w-0 flex-col gap-4 lg:sticky lg:top-4">
            <Panel title="Status">
              {post && (
                <div className="flex flex-wrap items-center gap-2 text-sm text-slate-700">
                  Now: <PostStatusBadge status={post.status} publishAt={post.publishAt} />
                </div>
              )}
              {canPublish ? (
                <>
                  <ChoiceGroup
                    legend="When you press the button"
                    name="status"
                    value={publishing.status}
                    options={statusChoices}
                    onChange={(status) => saver.setPublishing((current) => ({ ...current, status }))}
                    error={errors.status}
                  />
                  {publishing.status === "scheduled" && (
                    <TextField
                      label="Goes live at (IST)"
                      name="publishAt"
                      type="datetime-local"
                      step={1}
                      value={publishing.publishAt}
                      onChange={(event) => {
                        const publishAt = event.target.value;
                        saver.setPublishing((current) => ({ ...current, publishAt }));
                      }}
                      error={errors.publishAt}
                      hint={goesLiveHint(publishing.publishAt)}
                    />
                  )}
                </>
              ) : (
                <p className="text-sm text-slate-700">
                  Your role writes drafts. Save it, and ask an editor to publish or schedule it.
                </p>
              )}
              {post && (
                <div className="flex flex-wrap gap-2">
                  <a
                    href={pathInLanguage(`/blog/preview/${post.id}`, post.language)}
                    target="_blank"
                    rel="noopener"
                    className={buttonVariants({ variant: "outline", size: "sm" })}
                  >
                    <Eye aria-hidden="true" />
                    Preview<span className="sr-only"> (opens in a new tab)</span>
                  </a>
                  {post.status === "published" && (
                    <a
                      href={postPath(post.slug, post.language)}
                      target="_blank"
                      rel="noopener"
                      className={buttonVariants({ variant: "outline", size: "sm" })}
                    >
                      <ExternalLink aria-hidden="true" />
                      View<span className="sr-only"> on the site (opens in a new tab)</span>
                    </a>
                  )}
                  <Button type="button" variant="outline" size="sm" onClick={() => setHistoryOpen(true)}>
                    <History aria-hidden="true" />
                    Revision history
                  </Button>
                </div>
              )}
            </Panel>

            <Panel title="Details">
              <SelectField
                label="Category"
                name="category"
                options={categoryOptions}
                value={content.category}
                disabled={readOnly}
                onChange={(event) => set("category", event.target.value)}
                error={errors.category}
              />
              <TextField
                label="Tags"
                {...field("tags")}
                optional
                onChange={(event) => set("tags", event.target.value)}
                hint={`Separate with commas, up to ${postLimits.tags}: home loan, Kerala.`}
              />
              <TextField
                label="Author name"
                {...field("authorName")}
                maxLength={80}
                onChange={(event) => set("authorName", event.target.value)}
                hint="Shown under the title on the blog."
              />
              <SelectField
                label="Related loan service"
                name="relatedServiceSlug"
                optional
                placeholder="None"
                options={services}
                value={content.relatedServiceSlug}
                disabled={readOnly}
                onChange={(event) => set("relatedServiceSlug", event.target.value)}
                error={errors.relatedServiceSlug}
                hint="The post's “Apply” button opens this service's enquiry form."
              />
            </Panel>

            <Panel title="Search engines">
              <PostSeoFields
                content={content}
                origin={origin}
                errors={errors}
                disabled={readOnly}
                onChange={(name, value) => set(name, value)}
              />
            </Panel>
          </aside>
        </div>

        <div className="sticky bottom-0 z-10 -mx-1 flex flex-wrap items-center gap-3 border-t border-slate-200 bg-slate-50/95 px-1 py-3">
          {!readOnly && (
            <Button type="submit" disabled={state.kind === "saving"}>
              {chosen === "draft" ? <Save aria-hidden="true" /> : <Send aria-hidden="true" />}
              {action.label}
            </Button>
          )}
          <Link to="/admin/blog-posts" className={buttonVariants({ variant: "ghost" })}>
            Back to the posts
          </Link>
          <p
            role="status"
            className={cn(
              "flex items-center gap-1.5 text-sm",
              state.kind === "offline" ||
                state.kind === "failed" ||
                state.kind === "invalid" ||
                state.kind === "conflict"
                ? "font-medium text-red-700"
                : "text-slate-700",
            )}
          >
            {state.kind === "saving" && <LoaderCircle aria-hidden="true" className="size-4 animate-spin" />}
            {state.kind === "offline" && <CloudOff aria-hidden="true" className="size-4" />}
            {readOnly ? "Published posts are changed by an editor." : statusText}
          </p>
        </div>

        {post && (
          <RevisionHistory postId={post.id} open={historyOpen} onOpenChange={setHistoryOpen} onRestore={restore} />
        )}
        {leaveDialog}
      </form>
    </>
  );
}

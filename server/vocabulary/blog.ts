// The blog's closed lists stored with a post: where it stands (draft, scheduled for publishAt, or
// published), and why each saved version of it was kept. Plain data, for the database schema,
// the zod schemas of server/blog/post.schema.ts and the staff screens.

export const postStatuses = ["draft", "scheduled", "published"] as const;
export type PostStatus = (typeof postStatuses)[number];

/** Why a revision was saved: an autosave, a save, a publish, or a restore of an earlier one. */
export const postRevisionReasons = ["autosave", "save", "publish", "restore"] as const;
export type PostRevisionReason = (typeof postRevisionReasons)[number];

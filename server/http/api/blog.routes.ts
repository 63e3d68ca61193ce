import { createRoute, z, type OpenAPIHono } from "@hono/zod-openapi";
import type { AppServices } from "../../app-services.server";
import { PostSlugSchema, PublicPostPageSchema, PublicPostQuerySchema, PublicPostSchema } from "../../blog/post.schema";
import { apiError, errorResponse } from "../api-error.server";

const tags = ["Blog"];

const listPosts = createRoute({
  method: "get",
  path: "/blog-posts",
  tags,
  summary: "Published blog posts, newest first, nine a page",
  description:
    "Scheduled posts appear from their publishing time on. Each post is written in one language (`language`: en, ml or hi); `language` narrows the list to that language's posts, as its blog lists them (/blog, /ml/blog, /hi/blog), and `category` to one category.",
  request: { query: PublicPostQuerySchema },
  responses: {
    200: { description: "One page of posts", content: { "application/json": { schema: PublicPostPageSchema } } },
    400: errorResponse("Invalid page or category"),
  },
});

const getPost = createRoute({
  method: "get",
  path: "/blog-posts/{slug}",
  tags,
  summary: "One published post with its sanitized body, table of contents and related posts",
  description:
    "A slug names one post whatever its language: the answer's `language` says which, and its page is at that language's address (/ml/blog/{slug} for a post in Malayalam). Related posts are in the same language.",
  request: {
    params: z.object({
      slug: PostSlugSchema.openapi({ param: { name: "slug", in: "path" }, example: "home-loan-documents-kerala" }),
    }),
  },
  responses: {
    200: { description: "The post", content: { "application/json": { schema: PublicPostSchema } } },
    301: { description: "The post's address changed: Location names its current one" },
    400: errorResponse("Invalid slug"),
    404: errorResponse("No published post has this slug"),
  },
});

/** GET /api/blog-posts and /api/blog-posts/{slug}: the public blog for API clients. */
export function registerPublicBlogRoutes(api: OpenAPIHono, services: AppServices) {
  api.openapi(listPosts, async (c) => c.json(await services.blog.listPublic(c.req.valid("query")), 200));
  api.openapi(getPost, async (c) => {
    const { slug } = c.req.valid("param");
    const found = await services.blog.getPublic(slug);
    if (!found) return apiError(c, 404, "not_found", `No published post with slug '${slug}'`);
    if ("redirectTo" in found) return c.redirect(`/api/blog-posts/${found.redirectTo.slug}`, 301);
    return c.json(found.post, 200);
  });
}

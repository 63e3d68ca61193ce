import type { MiddlewareHandler } from "hono";
import { matchRoutes, type RouteObject, type ServerBuild } from "react-router";

/**
 * Which methods a page answers, decided before React Router renders anything. Pages are read with
 * GET and HEAD; a few staff routes also take form posts (their route module exports an `action`:
 * sign-in and sign-out, set-password). React Router answers any other method with a rendered crash
 * page, its internal error text in the page data and a stack trace in the log, per request: an
 * easy log flood. So those get a short 405 with `Allow` here instead, and nothing is logged.
 *
 * The routes that take posts are read from the server build (`build.routes`: each route's module
 * and whether it exports an action), so a new form route is covered without a list to keep.
 */

const READ_METHODS = ["GET", "HEAD"];
const FORM_METHODS = ["GET", "HEAD", "POST"];

interface MethodRoutes {
  tree: RouteObject[];
  /** Ids of the routes whose module exports an action. */
  withAction: Set<string>;
}

/** The route tree of a build, as React Router's matchRoutes takes it. */
function routeTree(routes: ServerBuild["routes"], parentId?: string): RouteObject[] {
  const tree: RouteObject[] = [];
  for (const route of Object.values(routes)) {
    if (!route || route.parentId !== parentId) continue;
    const { id, path, caseSensitive } = route;
    // React Router refuses children on an index route, even an empty list.
    tree.push(
      route.index
        ? { id, path, caseSensitive, index: true }
        : { id, path, caseSensitive, children: routeTree(routes, id) },
    );
  }
  return tree;
}

const methodRoutes = new WeakMap<ServerBuild, MethodRoutes>();

function methodRoutesOf(build: ServerBuild): MethodRoutes {
  let known = methodRoutes.get(build);
  if (!known) {
    const withAction = new Set<string>();
    for (const route of Object.values(build.routes)) {
      if (route && typeof route.module.action === "function") withAction.add(route.id);
    }
    known = { tree: routeTree(build.routes), withAction };
    methodRoutes.set(build, known);
  }
  return known;
}

/**
 * The methods a page URL answers: GET and HEAD, and POST when the route whose action React Router
 * would run has one. That route is the deepest match with a path of its own, or the index route
 * when the query has a bare `index` (React Router's own rule, for documents and `.data` requests).
 */
export function pageMethods(build: ServerBuild, url: URL): string[] {
  let path = url.pathname;
  // Route data requests (client-side navigations and form submissions) name the page they are for.
  if (path === "/_root.data") path = "/";
  else if (path.endsWith(".data")) path = path.slice(0, -".data".length);
  const { tree, withAction } = methodRoutesOf(build);
  const matches = matchRoutes(tree, path);
  if (!matches || matches.length === 0) return READ_METHODS;
  const last = matches[matches.length - 1]!;
  const indexTarget = last.route.index && url.searchParams.getAll("index").some((value) => value === "");
  const target = indexTarget
    ? last
    : matches.filter((match, i) => i === 0 || (match.route.path !== undefined && match.route.path.length > 0)).at(-1);
  return target?.route.id !== undefined && withAction.has(target.route.id) ? FORM_METHODS : READ_METHODS;
}

/** Answers 405 (with `Allow`) to a method that the page does not take, before any render. */
export function pageMethodGate(build: ServerBuild | (() => Promise<ServerBuild>)): MiddlewareHandler {
  return async (c, next) => {
    const method = c.req.method;
    if (method === "GET" || method === "HEAD") return next();
    const allowed = pageMethods(typeof build === "function" ? await build() : build, new URL(c.req.url));
    if (allowed.includes(method)) return next();
    c.header("Allow", allowed.join(", "));
    c.header("Cache-Control", "no-store");
    // A visitor can meet this too: the contact forms post to their page when sent before the
    // scripts have loaded.
    return c.text(
      `This page answers ${allowed.join(", ")} only. If you sent a form before the page had finished loading, go back and send it again.`,
      405,
    );
  };
}

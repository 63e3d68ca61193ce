import { Readable } from "node:stream";
import { z, type OpenAPIHono } from "@hono/zod-openapi";
import type { AppServices } from "../../../app-services.server";
import { actorOf } from "../../../auth/request-actor";
import { BackupSettingsEditSchema } from "../../../backup/backup-settings";
import { BackupRunSchema, BackupsViewSchema } from "../../../backup/scheduled-backups.schema";
import { errorResponse } from "../../api-error.server";
import { contentDisposition } from "../../download-file.server";
import type { AdminEnv } from "./admin-auth.server";
import { staffRoute } from "./staff-route";
import { jsonBody, jsonContent } from "./schemas";

const tags = ["Backups"];

const accessErrors = {
  401: errorResponse("Not signed in"),
  403: errorResponse("Only owners see and manage the backups"),
};

const getBackups = staffRoute("backup:manage", {
  method: "get",
  path: "/backups",
  tags,
  summary: "The backup settings, the last backup and any problem, the newest 30 runs, where backups go (owner)",
  responses: { 200: jsonContent("The backups", BackupsViewSchema), ...accessErrors },
});

const patchSettings = staffRoute("backup:manage", {
  method: "patch",
  path: "/backups/settings",
  tags,
  summary: "Change the backup settings (owner)",
  description:
    "Any of `enabled` (the daily backup on or off), `time` (HH:MM, 24-hour, in IST) and `keep` (how many backups are kept, 1 to 90; older ones are removed after the next backup). Audited. Every instance uses the change at its next minute.",
  request: { body: jsonBody(BackupSettingsEditSchema) },
  responses: {
    200: jsonContent("The settings as saved", BackupsViewSchema.shape.settings),
    400: errorResponse("A value cannot be used"),
    ...accessErrors,
  },
});

const runNow = staffRoute("backup:manage", {
  method: "post",
  path: "/backups/run",
  tags,
  summary: "Back up now (owner)",
  description:
    "Starts the same backup the schedule makes, at once, and answers as it starts (202): GET /backups shows when it has finished and how. One backup at a time across every instance: 409 while one runs. Audited.",
  responses: {
    202: jsonContent("The backup has started", BackupRunSchema),
    409: errorResponse("A backup is already running"),
    ...accessErrors,
  },
});

const downloadNewest = staffRoute("backup:manage", {
  method: "get",
  path: "/backups/newest",
  tags,
  summary: "Download the newest backup (owner)",
  description:
    "The file of the newest backup that succeeded, streamed from DATA_DIR/backups or the S3 bucket, as an attachment with its name. It holds every lead and staff account of the site (encrypted when BACKUP_PASSPHRASE is set): keep it as safe as the server. Audited as backup.download.",
  responses: {
    200: {
      description: "The backup file: a .tar.gz, or an age-encrypted .tar.gz.age",
      content: {
        "application/gzip": { schema: z.string().openapi({ format: "binary" }) },
        "application/octet-stream": { schema: z.string().openapi({ format: "binary" }) },
      },
    },
    404: errorResponse("There is no backup, or its file is gone"),
    ...accessErrors,
  },
});

export function registerBackupRoutes(api: OpenAPIHono<AdminEnv>, services: AppServices) {
  const { backups } = services;
  api.openapi(getBackups, async (c) => c.json(await backups.view(), 200));
  // The service checks the body again, whole.
  api.openapi(patchSettings, async (c) =>
    c.json(await backups.editSettings(actorOf(c.get("principal"), c.get("origin").ip), await c.req.json()), 200),
  );
  api.openapi(runNow, async (c) => c.json(await backups.runNow(actorOf(c.get("principal"), c.get("origin").ip)), 202));
  api.openapi(downloadNewest, async (c) => {
    const file = await backups.openNewest(actorOf(c.get("principal"), c.get("origin").ip));
    // Streamed as it is read (the site's compression leaves these types alone): a backup of
    // hundreds of megabytes never sits in memory.
    return new Response(Readable.toWeb(file.stream) as ReadableStream<Uint8Array>, {
      status: 200,
      headers: {
        "Content-Type": file.fileName.endsWith(".age") ? "application/octet-stream" : "application/gzip",
        "Content-Length": String(file.bytes),
        "Content-Disposition": contentDisposition(file.fileName),
        "Cache-Control": "no-store",
        "X-Content-Type-Options": "nosniff",
      },
    }) as never;
  });
}

import { z } from "zod";
import { GA4_MEASUREMENT_ID_PATTERN, META_PIXEL_ID_PATTERN } from "./settings/tracking-ids";
import { parseDataKey } from "./shared/secret-box.server";

const logLevels = ["fatal", "error", "warn", "info", "debug", "trace", "silent"] as const;

const emptyToUndefined = (value: unknown) => (typeof value === "string" && value.trim() === "" ? undefined : value);

const EnvSchema = z
  .object({
    NODE_ENV: z.enum(["development", "production", "test"]).default("production"),
    PORT: z.coerce.number().int().min(0).max(65535).default(3000),
    HOST: z.string().min(1).default("0.0.0.0"),
    DATA_DIR: z.string().min(1).default("./data"),
    DATABASE_URL: z.preprocess(
      emptyToUndefined,
      z
        .string()
        .regex(/^postgres(ql)?:\/\//, "must start with postgres:// or postgresql://")
        .optional(),
    ),
    PUBLIC_URL: z.preprocess(
      emptyToUndefined,
      z
        .url({ protocol: /^https?$/ })
        // "HTTPS://WWW.Example.IN/" → "https://www.example.in": one spelling for canonical links,
        // origin checks and the https-only cookie names (a capital scheme once left them off).
        .transform((value) => {
          const url = new URL(value);
          return `${url.protocol}//${url.host}${url.pathname}`.replace(/\/+$/, "");
        })
        .optional(),
    ),
    ADMIN_EMAIL: z.preprocess(emptyToUndefined, z.email().optional()),
    ADMIN_PASSWORD: z.preprocess(emptyToUndefined, z.string().min(10, "must be at least 10 characters").optional()),
    GA4_MEASUREMENT_ID: z.preprocess(
      emptyToUndefined,
      z.string().regex(GA4_MEASUREMENT_ID_PATTERN, "must look like G-XXXXXXXXXX").optional(),
    ),
    META_PIXEL_ID: z.preprocess(
      emptyToUndefined,
      z.string().regex(META_PIXEL_ID_PATTERN, "must be the numeric pixel id (5 to 20 digits)").optional(),
    ),
    SMTP_URL: z.preprocess(
      emptyToUndefined,
      z
        .string()
        .regex(/^smtps?:\/\//, "must start with smtp:// or smtps://")
        .optional(),
    ),
    /** One address or a comma-separated list. */
    LEAD_NOTIFY_EMAIL: z.preprocess(
      emptyToUndefined,
      z
        .string()
        .refine(
          (value) => value.split(",").every((part) => z.email().safeParse(part.trim()).success),
          "must be an e-mail address or a comma-separated list of them",
        )
        .optional(),
    ),
    /**
     * The key that seals stored secrets (the mail server's password), 32 bytes as 64 hex digits or
     * base64 (`openssl rand -base64 32`). Unset: a key is made once into DATA_DIR.
     */
    DATA_ENCRYPTION_KEY: z.preprocess(
      emptyToUndefined,
      z
        .string()
        .refine(
          (value) => parseDataKey(value) !== null,
          "must be 32 random bytes written as 64 hex digits or as base64, e.g. the output of `openssl rand -base64 32`",
        )
        .optional(),
    ),
    /** Keys DATA_ENCRYPTION_KEY replaced, comma-separated: what they sealed stays readable. */
    DATA_ENCRYPTION_KEY_PREVIOUS: z.preprocess(
      emptyToUndefined,
      z
        .string()
        .optional()
        .transform((value) =>
          (value ?? "")
            .split(",")
            .map((part) => part.trim())
            .filter(Boolean),
        )
        .refine(
          (keys) => keys.every((key) => parseDataKey(key) !== null),
          "must be keys of 32 bytes (64 hex digits or base64 each), separated by commas",
        ),
    ),
    LOG_LEVEL: z.enum(logLevels).default("info"),
    /**
     * How many reverse proxies stand in front of the server, each appending to X-Forwarded-For:
     * `true` (or `1`) one, `false` (or `0`, unset) none, `2` e.g. a CDN in front of a load balancer.
     * The visitor's address is the entry that many places from the right.
     */
    TRUST_PROXY: z.preprocess(
      emptyToUndefined,
      z
        .string()
        .trim()
        .regex(
          /^(true|false|\d{1,2})$/,
          "must be true, false, or the number of reverse proxies in front of the server (1 is the same as true)",
        )
        .optional()
        .transform((value) => (value === undefined || value === "false" ? 0 : value === "true" ? 1 : Number(value))),
    ),
    /**
     * The embedded database: `on` (the default) puts each commit on the disk before the answer, so
     * a power cut keeps every lead already answered 201 (ADR 0039). `off` is for tests and
     * benchmarks whose data is thrown away. No effect with DATABASE_URL.
     */
    EMBEDDED_DB_FSYNC: z.preprocess(
      emptyToUndefined,
      z
        .enum(["on", "off"], {
          error:
            "must be on or off (on, the default, keeps every acknowledged lead across a power cut; off is only for tests and benchmarks)",
        })
        .default("on")
        .transform((value) => value === "on"),
    ),
    /** Memory for rendered public pages (production); 0 turns the page cache off. */
    PAGE_CACHE_MB: z.coerce.number().int().min(0).max(4096).default(64),
    /** Lead submissions allowed per visitor address in 10 minutes. Raise only for benchmarks. */
    LEAD_RATE_LIMIT_PER_IP: z.coerce.number().int().min(1).max(1_000_000).default(10),
    /** Analytics batches (POST /api/events) allowed per visitor address a minute. Raise only for benchmarks. */
    ANALYTICS_RATE_LIMIT_PER_IP: z.coerce.number().int().min(1).max(1_000_000).default(120),
    /** Days raw analytics events are kept; the daily aggregates are kept for good. */
    ANALYTICS_RAW_RETENTION_DAYS: z.coerce.number().int().min(1).max(3650).default(30),
    /** Uploaded files (downloads, media) in an S3-compatible bucket instead of DATA_DIR/files. */
    S3_BUCKET: z.preprocess(
      emptyToUndefined,
      z
        .string()
        .regex(
          /^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/,
          "must be a bucket name: 3 to 63 lower-case letters, digits, dots or hyphens",
        )
        .optional(),
    ),
    /** The S3 service's address (MinIO, R2, Spaces…); unset for AWS itself. */
    S3_ENDPOINT: z.preprocess(
      emptyToUndefined,
      z.url({ protocol: /^https?$/, error: "must be an http:// or https:// address" }).optional(),
    ),
    S3_REGION: z.preprocess(
      emptyToUndefined,
      z
        .string()
        .regex(/^[a-z0-9-]{2,40}$/, "must be a region name such as us-east-1 or ap-south-1")
        .default("us-east-1"),
    ),
    S3_ACCESS_KEY_ID: z.preprocess(emptyToUndefined, z.string().optional()),
    S3_SECRET_ACCESS_KEY: z.preprocess(emptyToUndefined, z.string().optional()),
    /**
     * Encrypts every backup (an age file, ADR 0040) when set. Backups hold every borrower's data;
     * without the passphrase an encrypted one cannot be opened, so it is kept off the server too.
     */
    BACKUP_PASSPHRASE: z.preprocess(
      emptyToUndefined,
      z
        .string()
        .refine(
          (value) => value.trim().length >= 16 && new Set(value).size >= 8,
          "must be at least 16 characters with some variety, e.g. five random words: it is all that protects the backups",
        )
        .optional(),
    ),
    /** true for services that need `endpoint/bucket/key` addresses (MinIO, s3rver). */
    S3_FORCE_PATH_STYLE: z.preprocess(
      emptyToUndefined,
      z
        .enum(["true", "false"], { error: "must be true or false" })
        .default("false")
        .transform((value) => value === "true"),
    ),
  })
  .superRefine((env, ctx) => {
    if (Boolean(env.ADMIN_EMAIL) !== Boolean(env.ADMIN_PASSWORD)) {
      ctx.addIssue({
        code: "custom",
        path: ["ADMIN_PASSWORD"],
        message: "ADMIN_EMAIL and ADMIN_PASSWORD must be set together",
      });
    }
    if (Boolean(env.S3_ACCESS_KEY_ID) !== Boolean(env.S3_SECRET_ACCESS_KEY)) {
      ctx.addIssue({
        code: "custom",
        path: ["S3_SECRET_ACCESS_KEY"],
        message:
          "S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY must be set together (or both left out to use the machine's AWS credentials)",
      });
    }
    if (!env.S3_BUCKET && (env.S3_ENDPOINT || env.S3_ACCESS_KEY_ID)) {
      ctx.addIssue({
        code: "custom",
        path: ["S3_BUCKET"],
        message:
          "set S3_BUCKET to store files in a bucket, or remove the other S3_ variables to keep them in DATA_DIR/files",
      });
    }
  });

export type AppConfig = z.infer<typeof EnvSchema>;

export class ConfigError extends Error {}

/** Validates the environment; throws a ConfigError listing every bad variable. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  const result = EnvSchema.safeParse(env);
  if (result.success) return result.data;
  const lines = result.error.issues.map((issue) => {
    const name = issue.path.join(".") || "environment";
    return `  ${name}: ${issue.message}`;
  });
  throw new ConfigError(`Invalid environment configuration:\n${lines.join("\n")}`);
}

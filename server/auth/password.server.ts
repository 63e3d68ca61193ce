import { hash, verify, type Options } from "@node-rs/argon2";
import { and, eq, isNull, sql } from "drizzle-orm";
import type { Database } from "../db/client.server";
import { passwordSetupLinks, users } from "../db/schema";
import { loadOnce } from "../load-once";
import { PASSWORD_MIN_LENGTH, normalizePassword, passwordLengthProblem, passwordMessages } from "./password-rules";

/**
 * argon2id at OWASP's first recommended setting (19 MiB, 2 passes, 1 lane): about 45-100 ms per
 * check on the 2-core server, and 19 MiB per sign-in in flight, which a 1 GB machine can afford.
 * Hashes carry their parameters, so raising them later only needs `needsRehash` at sign-in.
 */
export const ARGON2_OPTIONS: Options = {
  // Algorithm.Argon2id: a const enum, which isolated modules cannot read.
  algorithm: 2,
  memoryCost: 19_456,
  timeCost: 2,
  parallelism: 1,
};

const PARAMETER_TAG = `m=${ARGON2_OPTIONS.memoryCost},t=${ARGON2_OPTIONS.timeCost},p=${ARGON2_OPTIONS.parallelism}`;

export function hashPassword(password: string): Promise<string> {
  return hash(normalizePassword(password), ARGON2_OPTIONS);
}

export async function verifyPassword(storedHash: string, password: string): Promise<boolean> {
  try {
    return await verify(storedHash, normalizePassword(password));
  } catch {
    // A malformed stored hash is a failed check, never a crash of the sign-in.
    return false;
  }
}

/** True when the stored hash was made with other parameters than today's. */
export function needsRehash(storedHash: string): boolean {
  return !storedHash.startsWith("$argon2id$") || !storedHash.includes(`$${PARAMETER_TAG}$`);
}

let dummyHash: Promise<string> | null = null;

/**
 * Spends the same time as a real check when there is no account to check against, so the answer
 * time does not tell whether an e-mail address has an account.
 */
export async function verifyAgainstDummy(password: string): Promise<false> {
  dummyHash ??= hashPassword("dummy password that no account has");
  await verifyPassword(await dummyHash, password);
  return false;
}

let commonPasswords: Set<string> | null = null;

/**
 * The most common passwords (the zxcvbn list: about 30,000 from leaked password sets), lower-case.
 * Only the ones long enough to pass the length rule are kept: shorter ones are refused anyway.
 */
async function loadCommonPasswords(): Promise<Set<string>> {
  if (commonPasswords) return commonPasswords;
  const { dictionary } = await import("@zxcvbn-ts/language-common");
  const list = dictionary["passwords-common"] as string[];
  commonPasswords = new Set(
    list.filter((entry) => entry.length >= PASSWORD_MIN_LENGTH).map((entry) => entry.toLowerCase()),
  );
  return commonPasswords;
}

export async function isCommonPassword(password: string): Promise<boolean> {
  const set = await loadCommonPasswords();
  return set.has(normalizePassword(password).toLowerCase());
}

/**
 * zxcvbn's estimate of the guesses an attacker needs, as a score 0-4. Staff passwords guard
 * borrowers' personal data, so we ask for 3 ("safely unguessable": about 10^8 guesses or more),
 * which refuses "aaaaaaaaaaaa", "password1234", "qwertyuiop12" or "Kerala12345" and accepts a few
 * unrelated words.
 */
export const MIN_PASSWORD_SCORE = 3;

/**
 * The estimator's word lists load at the first password that is set, never at start (~11 MB of
 * heap once loaded). Its ranked dictionaries (another ~13 MB) are built for each check and left
 * to the garbage collector: passwords are set a few times a month, and 100 ms more then is
 * cheaper than holding the memory for the life of the process.
 */
const loadEstimatorLists = loadOnce(async () => {
  const [{ ZxcvbnFactory }, common, english] = await Promise.all([
    import("@zxcvbn-ts/core"),
    import("@zxcvbn-ts/language-common"),
    import("@zxcvbn-ts/language-en"),
  ]);
  return { ZxcvbnFactory, common, english };
});

async function estimate(password: string, userInputs: string[]) {
  const { ZxcvbnFactory, common, english } = await loadEstimatorLists();
  const estimator = new ZxcvbnFactory({
    dictionary: { ...common.dictionary, ...english.dictionary },
    graphs: common.adjacencyGraphs,
    translations: english.translations,
  });
  return estimator.check(password, userInputs);
}

/** What the account itself gives away: a password built from these is guessed first. */
function personalWords(context: PasswordContext): string[] {
  const words = new Set<string>(["dsa", "loan", "loans", "admin", "staff"]);
  const add = (text: string | undefined) => {
    if (!text) return;
    words.add(text.toLowerCase());
    for (const part of text.toLowerCase().split(/[^\p{L}\p{N}]+/u)) if (part.length >= 3) words.add(part);
  };
  add(context.email);
  add(context.email?.split("@")[0]);
  add(context.displayName);
  return [...words];
}

export interface PasswordContext {
  /** The account's own e-mail address. */
  email?: string;
  /** The account's display name. */
  displayName?: string;
}

/**
 * The message for a password that must be refused, or null when it is acceptable: the length
 * rule, the account's own e-mail (or its name part), the list of most common passwords, then the
 * strength estimator with the account's e-mail and name as words it tries first (unless
 * `estimate: false`, for the start-up check of ADMIN_PASSWORD, which only warns).
 */
export async function passwordProblem(
  password: string,
  context: PasswordContext = {},
  options: { estimate?: boolean } = {},
): Promise<string | null> {
  const lengthProblem = passwordLengthProblem(password);
  if (lengthProblem) return lengthProblem;
  const lowered = normalizePassword(password).toLowerCase().trim();
  if (context.email) {
    const address = context.email.toLowerCase();
    if (lowered === address || lowered === address.split("@")[0]) return passwordMessages.sameAsEmail;
  }
  if (await isCommonPassword(password)) return passwordMessages.common;
  if (options.estimate === false) return null;
  const result = await estimate(normalizePassword(password), personalWords(context));
  if (result.score >= MIN_PASSWORD_SCORE) return null;
  // The reason ("Repeated characters like "aaa" are easy to guess."), not the estimator's generic
  // suggestions ("Capitalize more than the first letter"), which read oddly as advice to staff.
  return passwordMessages.guessable(result.feedback.warning);
}

/**
 * Stores an account's new password (already checked and hashed): the temporary-password flag goes,
 * the version grows, and every set-up link still out for the account stops working. Answers the
 * updated row. The caller ends the sessions it must end.
 */
export async function saveNewPassword(db: Database, userId: number, passwordHash: string) {
  const [updated] = await db
    .update(users)
    .set({
      passwordHash,
      passwordChangedAt: sql`now()`,
      mustChangePassword: false,
      version: sql`${users.version} + 1`,
      updatedAt: sql`now()`,
    })
    .where(eq(users.id, userId))
    .returning();
  if (!updated) throw new Error(`account ${userId} vanished while its password was saved`);
  await voidSetupLinks(db, userId);
  return updated;
}

/**
 * Ends every set-up link of the account that is still out. Called by every change of how the
 * account gets in (a reset, a password change, a deactivation), so that an old link sent by
 * e-mail or WhatsApp cannot set a password after the account moved on. Answers how many ended.
 */
export async function voidSetupLinks(db: Database, userId: number): Promise<number> {
  const ended = await db
    .update(passwordSetupLinks)
    .set({ usedAt: sql`now()` })
    .where(and(eq(passwordSetupLinks.userId, userId), isNull(passwordSetupLinks.usedAt)))
    .returning({ id: passwordSetupLinks.id });
  return ended.length;
}

/**
 * A backup or restore that cannot go on, with a message for the person running it: what is wrong
 * and what to do. The command prints it without a stack trace; anything else is a bug and keeps its
 * stack.
 */
export class BackupError extends Error {
  override name = "BackupError";
}

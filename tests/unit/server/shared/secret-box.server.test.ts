import { randomBytes } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { loadConfig } from "~server/config.server";
import {
  createSecretBox,
  DATA_KEY_FILE,
  dataKeyId,
  loadDataKeys,
  parseDataKey,
  SecretBoxError,
} from "~server/shared/secret-box.server";

const PASSWORD = "app-password Ω 2025";

describe("the secret box", () => {
  it("opens what it sealed, and the sealed value shows neither the secret nor the key", () => {
    const key = randomBytes(32);
    const box = createSecretBox(key);
    const sealed = box.seal(PASSWORD, "mail.password");
    expect(box.open(sealed, "mail.password")).toBe(PASSWORD);
    expect(sealed).not.toContain(PASSWORD);
    expect(sealed).not.toContain(key.toString("base64url"));
    expect(sealed).not.toContain(key.toString("hex"));
    // A fresh IV each time: the same secret never seals to the same text.
    expect(box.seal(PASSWORD, "mail.password")).not.toBe(sealed);
    expect(box.keyIdOf(sealed)).toBe(box.keyId);
  });

  it("refuses to open with a wrong key, naming the key it needs", () => {
    const sealed = createSecretBox(randomBytes(32)).seal(PASSWORD, "mail.password");
    const other = createSecretBox(randomBytes(32));
    expect(() => other.open(sealed, "mail.password")).toThrow(SecretBoxError);
    expect(() => other.open(sealed, "mail.password")).toThrow(/DATA_ENCRYPTION_KEY/);
  });

  it("refuses a value altered, or sealed for another purpose", () => {
    const box = createSecretBox(randomBytes(32));
    const sealed = box.seal(PASSWORD, "mail.password");
    const parts = sealed.split(".");
    const data = Buffer.from(parts[4]!, "base64url");
    data[0]! ^= 1;
    parts[4] = data.toString("base64url");
    expect(() => box.open(parts.join("."), "mail.password")).toThrow(/damaged/);
    expect(() => box.open(sealed, "document.file")).toThrow(/damaged|something else/);
    expect(() => box.open("plain text", "mail.password")).toThrow(/not a sealed value/);
  });

  it("after a rotation opens values sealed with the previous key, and seals with the new one", () => {
    const oldKey = randomBytes(32);
    const newKey = randomBytes(32);
    const sealedBefore = createSecretBox(oldKey).seal(PASSWORD, "mail.password");
    const rotated = createSecretBox(newKey, [oldKey]);
    expect(rotated.keyIdOf(sealedBefore)).toBe(dataKeyId(oldKey));
    expect(rotated.open(sealedBefore, "mail.password")).toBe(PASSWORD);
    const sealedAfter = rotated.seal(PASSWORD, "mail.password");
    expect(rotated.keyIdOf(sealedAfter)).toBe(dataKeyId(newKey));
    // The old key alone cannot read what the new one sealed.
    expect(() => createSecretBox(oldKey).open(sealedAfter, "mail.password")).toThrow(SecretBoxError);
  });

  it("reads keys as 64 hex digits or base64 of 32 bytes, and nothing else", () => {
    const key = randomBytes(32);
    expect(parseDataKey(key.toString("hex"))).toEqual(key);
    expect(parseDataKey(key.toString("base64"))).toEqual(key);
    expect(parseDataKey(` ${key.toString("base64url")}\n`)).toEqual(key);
    expect(parseDataKey(randomBytes(16).toString("hex"))).toBeNull();
    expect(parseDataKey(randomBytes(24).toString("base64"))).toBeNull();
    expect(parseDataKey("correct horse battery staple")).toBeNull();
  });
});

describe("the data keys of a server", () => {
  const dirs: string[] = [];
  const tempDir = () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "dsa-keys-"));
    dirs.push(dir);
    return dir;
  };
  afterEach(() => {
    for (const dir of dirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
  });

  it("without DATA_ENCRYPTION_KEY makes one key file (0600) once, with one warning, and reads it after", () => {
    const dataDir = path.join(tempDir(), "data");
    const warnings: string[] = [];
    const options = {
      key: undefined,
      previous: [],
      dataDir,
      sharedDatabase: false,
      warn: (m: string) => warnings.push(m),
    };
    const first = loadDataKeys(options);
    const file = path.join(dataDir, DATA_KEY_FILE);
    expect(fs.statSync(file).mode & 0o777).toBe(0o600);
    expect(warnings).toHaveLength(1);
    expect(warnings[0]).toMatch(/DATA_ENCRYPTION_KEY is not set.*every instance/);
    expect(warnings[0]).not.toContain(first.current.toString("base64"));
    const again = loadDataKeys(options);
    expect(again.current).toEqual(first.current);
    expect(warnings).toHaveLength(1);
    // A shared PostgreSQL database: the warning at every start, since other instances lack the file.
    loadDataKeys({ ...options, sharedDatabase: true });
    expect(warnings).toHaveLength(2);
  });

  it("uses DATA_ENCRYPTION_KEY when set, and still opens what the key file sealed", () => {
    const dataDir = tempDir();
    const fileKeys = loadDataKeys({ key: undefined, previous: [], dataDir, sharedDatabase: false, warn: () => {} });
    const sealed = createSecretBox(fileKeys.current).seal(PASSWORD, "mail.password");
    const envKey = randomBytes(32);
    const keys = loadDataKeys({
      key: envKey.toString("hex"),
      previous: [],
      dataDir,
      sharedDatabase: true,
      warn: () => expect.unreachable(),
    });
    expect(keys.current).toEqual(envKey);
    expect(createSecretBox(keys.current, keys.previous).open(sealed, "mail.password")).toBe(PASSWORD);
  });

  it("stops with a clear message on a damaged key file", () => {
    const dataDir = tempDir();
    fs.writeFileSync(path.join(dataDir, DATA_KEY_FILE), "not a key\n");
    expect(() =>
      loadDataKeys({ key: undefined, previous: [], dataDir, sharedDatabase: false, warn: () => {} }),
    ).toThrow(/does not hold a 32-byte key/);
  });

  it("is validated by the configuration: a malformed key stops the start with a message naming it", () => {
    expect(() => loadConfig({ DATA_ENCRYPTION_KEY: "secret" })).toThrow(/DATA_ENCRYPTION_KEY: must be 32 random bytes/);
    expect(() => loadConfig({ DATA_ENCRYPTION_KEY_PREVIOUS: `${randomBytes(32).toString("hex")},short` })).toThrow(
      /DATA_ENCRYPTION_KEY_PREVIOUS: must be keys of 32 bytes/,
    );
    const key = randomBytes(32).toString("base64");
    const config = loadConfig({ DATA_ENCRYPTION_KEY: key, DATA_ENCRYPTION_KEY_PREVIOUS: "" });
    expect(config.DATA_ENCRYPTION_KEY).toBe(key);
    expect(config.DATA_ENCRYPTION_KEY_PREVIOUS).toEqual([]);
  });
});

import { generate } from "otplib";
import { describe, expect, it } from "vitest";
import {
  looksLikeRecoveryCode,
  newRecoveryCodes,
  newTotpSecret,
  recoveryCodeHash,
  totpUri,
  verifyTotp,
} from "~server/auth/two-factor.server";

const now = () => Math.floor(Date.now() / 1000);

describe("TOTP (RFC 6238)", () => {
  it("accepts the current code and answers its time step", async () => {
    const secret = newTotpSecret();
    const step = await verifyTotp(secret, await generate({ secret }), null);
    expect(step).toBe(Math.floor(now() / 30));
  });

  it("matches the RFC 6238 test vector (SHA-1, 30 s steps, 6 digits)", async () => {
    // RFC 6238 appendix B: secret "12345678901234567890", T = 59 s → 94287082 (8 digits); 6 digits: 287082.
    const secret = "GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ";
    expect(await generate({ secret, epoch: 59 })).toBe("287082");
  });

  it("tolerates one step of clock drift either way, not two", async () => {
    const secret = newTotpSecret();
    expect(await verifyTotp(secret, await generate({ secret, epoch: now() - 30 }), null)).not.toBeNull();
    expect(await verifyTotp(secret, await generate({ secret, epoch: now() + 30 }), null)).not.toBeNull();
    expect(await verifyTotp(secret, await generate({ secret, epoch: now() - 95 }), null)).toBeNull();
  });

  it("never accepts a code twice, nor an older one after a newer was used", async () => {
    const secret = newTotpSecret();
    const code = await generate({ secret });
    const step = await verifyTotp(secret, code, null);
    expect(await verifyTotp(secret, code, step)).toBeNull();
    expect(await verifyTotp(secret, await generate({ secret, epoch: now() - 30 }), step)).toBeNull();
  });

  it("reads codes typed with spaces and refuses anything that is not six digits", async () => {
    const secret = newTotpSecret();
    const code = await generate({ secret });
    expect(await verifyTotp(secret, `${code.slice(0, 3)} ${code.slice(3)}`, null)).not.toBeNull();
    for (const bad of ["", "12345", "1234567", "abcdef", "12 34 5x"])
      expect(await verifyTotp(secret, bad, null)).toBeNull();
  });

  it("makes an otpauth:// address authenticator apps read, with the business as issuer", () => {
    const uri = totpUri("JBSWY3DPEHPK3PXP", "anita@example.in", "Keralam Finserv");
    expect(uri).toMatch(/^otpauth:\/\/totp\//);
    expect(uri).toContain("secret=JBSWY3DPEHPK3PXP");
    expect(uri).toContain("issuer=Keralam%20Finserv");
  });
});

describe("recovery codes", () => {
  it("are ten distinct codes easy to read off paper", () => {
    const codes = newRecoveryCodes();
    expect(codes).toHaveLength(10);
    expect(new Set(codes).size).toBe(10);
    for (const code of codes) expect(code).toMatch(/^[2-9a-hjkmnp-z]{5}-[2-9a-hjkmnp-z]{5}$/);
  });

  it("match however they are typed (case, spaces, dash)", () => {
    expect(recoveryCodeHash("k7m2q-9xh4t")).toBe(recoveryCodeHash(" K7M2Q 9XH4T "));
    expect(recoveryCodeHash("k7m2q-9xh4t")).toBe(recoveryCodeHash("k7m2q9xh4t"));
    expect(looksLikeRecoveryCode("k7m2q-9xh4t")).toBe(true);
    expect(looksLikeRecoveryCode("123456")).toBe(false);
  });
});

import { describe, expect, it } from "vitest";
import { forwardedAddress, parseAddress, rateLimitSubject } from "~server/http/client-address.server";

describe("one address as a proxy writes it", () => {
  it.each([
    ["203.0.113.7", "203.0.113.7"],
    ["  203.0.113.7\t", "203.0.113.7"],
    ["203.0.113.7:51234", "203.0.113.7"],
    ["::ffff:203.0.113.7", "203.0.113.7"],
    ["::FFFF:cb00:7107", "203.0.113.7"],
    ["[::ffff:203.0.113.7]:443", "203.0.113.7"],
    ["2001:DB8:0:0:0:0:0:1", "2001:db8::1"],
    ["2001:0db8:0000:0001:0000:0000:0000:0001", "2001:db8:0:1::1"],
    ["[2001:db8::1]", "2001:db8::1"],
    ["[2001:db8::1]:8080", "2001:db8::1"],
    ["fe80::1%eth0", "fe80::1"],
    ["::1", "::1"],
    ["::", "::"],
    ["1::", "1::"],
    ["2001:db8:0:1:1:1:1:1", "2001:db8:0:1:1:1:1:1"],
    ["2001:0:0:1:0:0:0:1", "2001:0:0:1::1"],
    ["64:ff9b::192.0.2.33", "64:ff9b::c000:221"],
  ])("%j → %j", (raw, expected) => {
    expect(parseAddress(raw)).toBe(expected);
  });

  it.each([
    "",
    "unknown",
    "_hidden",
    "localhost",
    "203.0.113",
    "203.0.113.256",
    "010.0.0.1",
    "1.2.3.4.5",
    "2001:db8::1::2",
    "1:2:3:4:5:6:7:8:9",
    "2001:db8::g",
    "[2001:db8::1",
    "[2001:db8::1]:https",
    "<script>",
    "203.0.113.7, 198.51.100.1",
  ])("%j is not an address", (raw) => {
    expect(parseAddress(raw)).toBeNull();
  });
});

describe("the visitor's entry of X-Forwarded-For", () => {
  it("takes the right-most entry behind one proxy: what the visitor wrote before it is ignored", () => {
    expect(forwardedAddress("203.0.113.7", 1)).toBe("203.0.113.7");
    expect(forwardedAddress("1.1.1.1, 203.0.113.7", 1)).toBe("203.0.113.7");
    expect(forwardedAddress("spoofed, 10.0.0.1,203.0.113.7", 1)).toBe("203.0.113.7");
    expect(forwardedAddress("1.1.1.1 ,  2001:DB8::7 ", 1)).toBe("2001:db8::7");
    expect(forwardedAddress("1.1.1.1, ::ffff:203.0.113.7", 1)).toBe("203.0.113.7");
  });

  it("takes the n-th entry from the right behind n proxies", () => {
    // Visitor → CDN (appends the visitor) → load balancer (appends the CDN) → us.
    expect(forwardedAddress("203.0.113.7, 198.51.100.20", 2)).toBe("203.0.113.7");
    expect(forwardedAddress("9.9.9.9, 203.0.113.7, 198.51.100.20", 2)).toBe("203.0.113.7");
    expect(forwardedAddress("8.8.8.8, 9.9.9.9, 203.0.113.7, 10.0.0.2, 10.0.0.3", 3)).toBe("203.0.113.7");
  });

  it("takes the left-most entry of a header shorter than the proxy count", () => {
    expect(forwardedAddress("203.0.113.7", 2)).toBe("203.0.113.7");
  });

  it("has nothing to offer without proxies, a header or a usable entry", () => {
    expect(forwardedAddress("203.0.113.7", 0)).toBeNull();
    expect(forwardedAddress(undefined, 1)).toBeNull();
    expect(forwardedAddress("", 1)).toBeNull();
    expect(forwardedAddress("203.0.113.7, ", 1)).toBeNull();
    expect(forwardedAddress("203.0.113.7, garbage", 1)).toBeNull();
    expect(forwardedAddress(",,,", 2)).toBeNull();
  });
});

describe("what a per-address limit counts against", () => {
  it("keys IPv4 by the whole address, however it was written", () => {
    expect(rateLimitSubject("203.0.113.7")).toBe("203.0.113.7");
    expect(rateLimitSubject("::ffff:203.0.113.7")).toBe("203.0.113.7");
    expect(rateLimitSubject("203.0.113.8")).not.toBe(rateLimitSubject("203.0.113.7"));
  });

  it("keys IPv6 by its /64, in canonical form", () => {
    expect(rateLimitSubject("2001:db8:1:2::1")).toBe("2001:db8:1:2::/64");
    expect(rateLimitSubject("2001:0DB8:0001:0002:aaaa:bbbb:cccc:dddd")).toBe("2001:db8:1:2::/64");
    expect(rateLimitSubject("2001:db8::1")).toBe("2001:db8::/64");
    expect(rateLimitSubject("2001:db8:0:0:1::")).toBe("2001:db8::/64");
    expect(rateLimitSubject("fe80::1%eth0")).toBe("fe80::/64");
    expect(rateLimitSubject("::1")).toBe("::/64");
    expect(rateLimitSubject("::")).toBe("::/64");
    expect(rateLimitSubject("2001:db8:1:3::1")).not.toBe(rateLimitSubject("2001:db8:1:2::1"));
  });

  it("never throws on what is not an address, keying it as it is", () => {
    for (const raw of ["unknown", "", "2001:db8::1::2", "[", "%", "::ffff:999.1.1.1", "x".repeat(1000)]) {
      expect(() => rateLimitSubject(raw)).not.toThrow();
    }
    expect(rateLimitSubject("unknown")).toBe("unknown");
  });
});

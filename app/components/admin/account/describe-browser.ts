/** "Chrome on Android" from a user agent: enough to recognise one's own devices. */
export function describeBrowser(userAgent: string | null): { name: string; mobile: boolean } {
  const ua = userAgent ?? "";
  const browser = /Edg\//.test(ua)
    ? "Edge"
    : /SamsungBrowser/.test(ua)
      ? "Samsung Internet"
      : /Firefox\//.test(ua)
        ? "Firefox"
        : /Chrome\/|CriOS/.test(ua)
          ? "Chrome"
          : /Safari\//.test(ua)
            ? "Safari"
            : null;
  const system = /Android/.test(ua)
    ? "Android"
    : /iPhone|iPad/.test(ua)
      ? "iPhone or iPad"
      : /Windows/.test(ua)
        ? "Windows"
        : /Mac OS X/.test(ua)
          ? "Mac"
          : /Linux/.test(ua)
            ? "Linux"
            : null;
  const name = browser && system ? `${browser} on ${system}` : (browser ?? system ?? "A browser or app");
  return { name, mobile: /Android|iPhone|iPad|Mobile/.test(ua) };
}

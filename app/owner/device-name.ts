/**
 * How the owner recognises a phone in the list of those that alert: "Android phone, Chrome",
 * "iPhone, Safari". Read from the browser's User-Agent, which is only ever a hint.
 */
export function deviceName(userAgent: string | null): string {
  const agent = userAgent ?? "";
  const system = /iPhone/.test(agent)
    ? "iPhone"
    : /iPad/.test(agent)
      ? "iPad"
      : /Android/.test(agent)
        ? /Mobile/.test(agent)
          ? "Android phone"
          : "Android tablet"
        : /Windows/.test(agent)
          ? "Windows computer"
          : /Macintosh/.test(agent)
            ? "Mac"
            : /Linux/.test(agent)
              ? "Linux computer"
              : "Device";
  const browser = /Edg\//.test(agent)
    ? "Edge"
    : /Firefox\//.test(agent)
      ? "Firefox"
      : /SamsungBrowser\//.test(agent)
        ? "Samsung Internet"
        : /(Chrome|Chromium|CriOS)\//.test(agent)
          ? "Chrome"
          : /Safari\//.test(agent)
            ? "Safari"
            : "a browser";
  return `${system}, ${browser}`;
}

/**
 * Names the browser and the operating system of a User-Agent string, for the visit record
 * (SPEC.md section 3). In-app browsers common in Vietnam (Zalo, Facebook) are named as such.
 * Order matters: most specific first (Edge, Samsung and Cốc Cốc also say "Chrome"; Chrome says "Safari").
 */

export interface UserAgentNames {
  browser: string;
  operatingSystem: string;
}

export const UNKNOWN = "Other";

const BROWSERS: ReadonlyArray<readonly [RegExp, string]> = [
  [/\bZalo\b|ZaloTheme\//i, "Zalo"],
  [/FBAN\/|FBAV\/|FB_IAB\//, "Facebook"],
  [/\bInstagram\b/, "Instagram"],
  [/\bEdg(?:e|A|iOS)?\//, "Edge"],
  [/SamsungBrowser\//, "Samsung Internet"],
  [/coc_coc_browser\//i, "Cốc Cốc"],
  [/\bOPR\/|\bOPiOS\/|\bOpera\b/, "Opera"],
  [/\bFirefox\/|\bFxiOS\//, "Firefox"],
  [/\bCriOS\/|\bChrome\/|\bHeadlessChrome\/|\bChromium\//, "Chrome"],
  [/\bVersion\/[\d.]+.*\bSafari\/|\bMobile\/\w+.*\bSafari\//, "Safari"],
];

const SYSTEMS: ReadonlyArray<readonly [RegExp, string]> = [
  [/Windows Phone/, "Windows Phone"],
  [/Windows NT|Win64|Win32/, "Windows"],
  [/iPhone|iPad|iPod/, "iOS"],
  [/Android/, "Android"],
  [/CrOS/, "ChromeOS"],
  [/Macintosh|Mac OS X/, "macOS"],
  [/Linux|X11/, "Linux"],
];

function firstMatch(ua: string, table: ReadonlyArray<readonly [RegExp, string]>): string {
  return table.find(([pattern]) => pattern.test(ua))?.[1] ?? UNKNOWN;
}

export function parseUserAgent(userAgent: string | null | undefined): UserAgentNames {
  const ua = userAgent ?? "";
  return { browser: firstMatch(ua, BROWSERS), operatingSystem: firstMatch(ua, SYSTEMS) };
}

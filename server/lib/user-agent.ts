import { isIPv6 } from 'node:net';

/** What a person recognises of a User-Agent: the browser and the operating system, without versions (null when unknown). */
export interface DeviceSummary {
  browser: string | null;
  system: string | null;
}

// Order matters: Edge and Opera also say "Chrome", Chrome also says "Safari", Android also says "Linux".
const BROWSERS: [RegExp, string][] = [
  [/Edg(e|A|iOS)?\//, 'Edge'],
  [/OPR\/|Opera/, 'Opera'],
  [/SamsungBrowser\//, 'Samsung Internet'],
  [/Firefox\/|FxiOS\//, 'Firefox'],
  [/Chrome\/|Chromium\/|CriOS\//, 'Chrome'],
  [/Safari\//, 'Safari'],
];
const SYSTEMS: [RegExp, string][] = [
  [/iPhone|iPad|iPod/, 'iOS'],
  [/Android/, 'Android'],
  [/CrOS/, 'ChromeOS'],
  [/Windows/, 'Windows'],
  [/Mac OS X|Macintosh/, 'macOS'],
  [/Linux|X11/, 'Linux'],
];

const firstMatch = (text: string, patterns: [RegExp, string][]) => patterns.find(([pattern]) => pattern.test(text))?.[1] ?? null;

export const summariseUserAgent = (userAgent: string | null | undefined): DeviceSummary => ({
  browser: userAgent ? firstMatch(userAgent, BROWSERS) : null,
  system: userAgent ? firstMatch(userAgent, SYSTEMS) : null,
});

/** IPv4 or IPv6 (an IPv4 address mapped into IPv6, "::ffff:1.2.3.4", is IPv4). */
export const addressFamily = (address: string): 'IPv4' | 'IPv6' =>
  isIPv6(address) && !address.toLowerCase().startsWith('::ffff:') ? 'IPv6' : 'IPv4';

/** Kept in the session row: enough to summarise, bounded so a client cannot fill the table. */
export const storedUserAgent = (userAgent: string | undefined): string | null => userAgent?.slice(0, 400) || null;

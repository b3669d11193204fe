/** The browser and system a session or login came from, as a person names them: "Chrome 126 · Windows". */
export interface DeviceSummary {
  browser: string | null;
  system: string | null;
}

/** Most specific first: Edge, Opera and Samsung Internet also say "Chrome", Chrome also says "Safari". */
const BROWSERS: readonly (readonly [RegExp, string])[] = [
  [/Edg(?:e|A|iOS)?\/(\d+)/, 'Edge'],
  [/(?:OPR|Opera)\/(\d+)/, 'Opera'],
  [/SamsungBrowser\/(\d+)/, 'Samsung Internet'],
  [/(?:Firefox|FxiOS)\/(\d+)/, 'Firefox'],
  [/(?:HeadlessChrome|Chrome|CriOS)\/(\d+)/, 'Chrome'],
  [/Version\/(\d+)[\d.]* (?:Mobile\/\S+ )?Safari\//, 'Safari'],
];

const SYSTEMS: readonly (readonly [RegExp, string])[] = [
  [/Windows NT/, 'Windows'],
  [/iPhone|iPad|iPod/, 'iOS'],
  [/Android/, 'Android'],
  [/CrOS/, 'ChromeOS'],
  [/Mac OS X|Macintosh/, 'macOS'],
  [/Linux/, 'Linux'],
];

export const describeUserAgent = (userAgent: string | null): DeviceSummary => {
  if (userAgent === null) return { browser: null, system: null };
  let browser: string | null = null;
  for (const [pattern, name] of BROWSERS) {
    const version = pattern.exec(userAgent)?.[1];
    if (version !== undefined) {
      browser = `${name} ${version}`;
      break;
    }
  }
  const system = SYSTEMS.find(([pattern]) => pattern.test(userAgent))?.[1] ?? null;
  return { browser, system };
};

/**
 * The host name a person means by what they typed: `https://Www.Example.com/path` and
 * `example.com:443` both name their host. Answers null for something that is no host name.
 */
export const hostOf = (typed: string): string | null => {
  const text = typed.trim();
  if (text === '') return null;
  try {
    const url = new URL(/^[a-z][a-z\d+.-]*:\/\//i.test(text) ? text : `https://${text}`);
    return url.hostname === '' ? null : url.hostname.replace(/\.$/, '');
  } catch {
    return null;
  }
};

/** Whether what the person typed names one of the operator's domains. */
export const isOfficialDomain = (typed: string, domains: readonly string[]): boolean => {
  const host = hostOf(typed);
  return host !== null && domains.includes(host);
};

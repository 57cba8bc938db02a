/** Links built from report data (rule help URLs) are followed only when they are http(s). */

/** The URL when it is an absolute http(s) URL; null otherwise (javascript:, data:, relative). */
export function safeHref(url: string): string | null {
  try {
    const parsed = new URL(url);
    return parsed.protocol === 'http:' || parsed.protocol === 'https:' ? parsed.href : null;
  } catch {
    return null;
  }
}

/** A manual report's date in the viewer's zone, as spec 002 section 9 writes it ('Nov 29, 2026 | 8:41:07 PM UTC'). */
import { formatTimestamp, localTimeZone } from '@curbcut/core';

export function ReportDate({ iso }: { iso: string }) {
  let text: string;
  try {
    text = formatTimestamp(iso, localTimeZone());
  } catch {
    text = iso;
  }
  return <time dateTime={iso}>{text}</time>;
}

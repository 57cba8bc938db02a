/**
 * Display formats of the dashboard (spec 000 section 9). Dates follow 'MMM dd, yyyy, h:mm a' in
 * the viewer's time zone, for example 'Nov 05, 2026, 2:05 PM'.
 */

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'] as const;

const pad = (n: number) => String(n).padStart(2, '0');

/** Formats an ISO-8601 time as 'MMM dd, yyyy, h:mm a'; returns the input when it is not a time. */
export function formatDateTime(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  const hours = date.getHours();
  const hour12 = hours % 12 === 0 ? 12 : hours % 12;
  const meridiem = hours < 12 ? 'AM' : 'PM';
  return `${MONTHS[date.getMonth()]} ${pad(date.getDate())}, ${date.getFullYear()}, ${hour12}:${pad(date.getMinutes())} ${meridiem}`;
}

/** 'name#number', the spec's label of a build run. */
export function buildLabel(build: { buildName: string; buildNumber: number }): string {
  return `${build.buildName}#${build.buildNumber}`;
}

/** Human label of a report status. */
export function statusLabel(status: string): string {
  return status.charAt(0).toUpperCase() + status.slice(1);
}

/**
 * Display formats of the dashboard (spec 000 section 9). Dates use core's 'MMM dd, yyyy, h:mm a'
 * formatter with the time-zone abbreviation, in the viewer's time zone.
 */
import { formatDateTime as formatDateTimeIn } from '@curbcut/core';

/** The viewer's IANA time zone, as the browser reports it. */
export function viewerTimeZone(): string {
  return Intl.DateTimeFormat().resolvedOptions().timeZone;
}

/** Formats an ISO-8601 time for the viewer, e.g. 'Nov 05, 2026, 2:05 PM UTC'; returns the input when it is not a time. */
export function formatDateTime(iso: string, timeZone: string = viewerTimeZone()): string {
  if (Number.isNaN(new Date(iso).getTime())) return iso;
  return formatDateTimeIn(iso, timeZone);
}

/** 'name#number', the spec's label of a build run. */
export function buildLabel(build: { buildName: string; buildNumber: number }): string {
  return `${build.buildName}#${build.buildNumber}`;
}

/** Human label of a report status. */
export function statusLabel(status: string): string {
  return status.charAt(0).toUpperCase() + status.slice(1);
}

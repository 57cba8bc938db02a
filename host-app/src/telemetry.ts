/**
 * The app's telemetry (packages/client/src/telemetry.ts): off until a deployment installs a sink.
 * `curbcut serve --telemetry-script FILE` serves the deployment's script as /telemetry.js, which
 * index.html loads before the app; the script sets `window.curbcutTelemetry = { sink, excludedGroups }`
 * or, later, calls `window.curbcut.installTelemetrySink(sink, excludedGroups)`.
 */
import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { createTelemetry, type AttributionStore, type TelemetryProperties, type TelemetrySetup, type TelemetrySink } from '@curbcut/client';

/** Session storage key of the visit's journeyOrigin and utm_* parameters. */
const ATTRIBUTION_KEY = 'curbcut.attribution';

/** The visit's attribution in session storage; a storage that refuses keeps it for the page only. */
function sessionAttribution(): AttributionStore {
  let fallback: TelemetryProperties = {};
  return {
    read: () => {
      try {
        const parsed: unknown = JSON.parse(window.sessionStorage.getItem(ATTRIBUTION_KEY) ?? '{}');
        return parsed !== null && typeof parsed === 'object' ? (parsed as TelemetryProperties) : {};
      } catch {
        return fallback;
      }
    },
    write: (values) => {
      fallback = values;
      try {
        window.sessionStorage.setItem(ATTRIBUTION_KEY, JSON.stringify(values));
      } catch {
        // Private mode or a full quota: the fallback keeps it for this page.
      }
    },
  };
}

export const telemetry = createTelemetry(Math.random, sessionAttribution());

/** Reports an error the app could not handle, sampled per page. */
export function reportError(error: unknown): void {
  telemetry.reportError(error, window.location.pathname);
}

/** Tracks a product event (for example `trial_activated`) with the visit's attribution. */
export function trackEvent(event: string, properties?: TelemetryProperties): void {
  telemetry.track(event, properties);
}

/** Reports every page the app shows; `groupId` is the signed-in user's group, null when signed out. */
export function usePageTelemetry(groupId: string | null): void {
  const { pathname, search } = useLocation();
  useEffect(() => telemetry.pageView({ pathname, search, groupId }), [pathname, search, groupId]);
}

declare global {
  interface Window {
    curbcut?: { installTelemetrySink(sink: TelemetrySink, excludedGroups?: readonly string[]): void };
    /** Set by a deployment's /telemetry.js before the app starts. */
    curbcutTelemetry?: TelemetrySetup;
  }
}

/** Installs the sink a deployment's script left, and lets a later script plug one in. */
export function exposeTelemetryHook(): void {
  const setup = window.curbcutTelemetry;
  if (setup && typeof setup.sink?.reportError === 'function') telemetry.setSink(setup.sink, setup.excludedGroups);
  window.curbcut = { ...window.curbcut, installTelemetrySink: (sink, excludedGroups) => telemetry.setSink(sink, excludedGroups) };
}

/**
 * The app's telemetry (packages/client/src/telemetry.ts): off until a deployment installs a sink,
 * for example from a script of its own that calls `window.curbcut.installTelemetrySink(sink)`.
 */
import { createTelemetry, type TelemetrySink } from '@curbcut/client';

export const telemetry = createTelemetry();

/** Reports an error the app could not handle, sampled per page. */
export function reportError(error: unknown): void {
  telemetry.reportError(error, window.location.pathname);
}

declare global {
  interface Window {
    curbcut?: { installTelemetrySink(sink: TelemetrySink): void };
  }
}

/** Lets a deployment's own script plug its sink in (called once at start-up). */
export function exposeTelemetryHook(): void {
  window.curbcut = { ...window.curbcut, installTelemetrySink: (sink) => telemetry.setSink(sink) };
}

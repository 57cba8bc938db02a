import type { ServerOptions } from '../context';
import { parseDeviceProvider } from '../devices/providerConfig';
import { checkTelemetryOptions } from '../http/telemetryScript';
import { parseBugTracker } from './trackerConfig';

/**
 * The integration options, checked before the server opens anything (throws IntegrationConfigError
 * naming the wrong field) and normalised (URLs without a trailing slash).
 */
export function checkIntegrationOptions(options: ServerOptions): Pick<ServerOptions, 'deviceProvider' | 'bugTracker' | 'telemetry'> {
  return {
    ...(options.telemetry !== undefined ? { telemetry: checkTelemetryOptions(options.telemetry) } : {}),
    ...(options.deviceProvider !== undefined ? { deviceProvider: parseDeviceProvider(options.deviceProvider) } : {}),
    ...(options.bugTracker !== undefined ? { bugTracker: parseBugTracker(options.bugTracker) } : {}),
  };
}

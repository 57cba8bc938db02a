/**
 * The deployment's telemetry script (`curbcut serve --telemetry-script FILE`), served as
 * `/telemetry.js` from this origin so the page's `script-src 'self'` covers it. index.html always
 * loads it before the app; without a configured script the answer is an empty script, so nothing
 * is collected (docs/decisions/0026). The origins the script sends to join the page's connect-src.
 */
import type { FastifyInstance } from 'fastify';
import { IntegrationConfigError } from '../integrations/configCheck';

/** What `ServerOptions.telemetry` holds. */
export interface TelemetryOptions {
  /** The script's source. */
  script: string;
  /** Origins the script reports to (added to connect-src), for example `https://errors.example.com`. */
  connectOrigins?: string[];
}

/** Path of the script. */
export const TELEMETRY_SCRIPT_PATH = '/telemetry.js';
const NO_SINK = '/* Telemetry is off: no sink is configured (curbcut serve --telemetry-script FILE). */\n';

/** Checks the options (origins must be http(s) origins) and normalises them; throws IntegrationConfigError naming the field. */
export function checkTelemetryOptions(telemetry: TelemetryOptions): TelemetryOptions {
  const connectOrigins = (telemetry.connectOrigins ?? []).map((value, i) => {
    let url: URL | null = null;
    try {
      url = new URL(value);
    } catch {
      url = null;
    }
    if (!url || (url.protocol !== 'https:' && url.protocol !== 'http:') || url.origin === 'null') {
      throw new IntegrationConfigError(`telemetry.connectOrigins[${i}] must be an http(s) origin such as https://errors.example.com: "${value}".`);
    }
    return url.origin;
  });
  return { script: telemetry.script, connectOrigins };
}

/** Registers `GET /telemetry.js`. */
export function registerTelemetryScript(app: FastifyInstance, telemetry: TelemetryOptions | undefined): void {
  app.get(TELEMETRY_SCRIPT_PATH, { schema: { hide: true } }, async (_req, reply) =>
    reply.header('cache-control', 'no-cache').type('text/javascript; charset=utf-8').send(telemetry?.script ?? NO_SINK),
  );
}

/**
 * Publishing live updates to a Pusher-protocol server (soketi by default, hosted Pusher Channels in
 * production) with the `pusher` server SDK. A failed publish never fails the call that caused it:
 * the data is already committed and viewers refetch on their next resend, so errors are reported
 * to `onError` and swallowed.
 */
import Pusher from 'pusher';
import type { LiveConfig } from '../context';

const PUBLISH_TIMEOUT_MS = 3000;

/** Sends one event to one channel. */
export interface LivePublisher {
  /** Resolves once the Pusher server accepted the event (or at once when live updates are off). */
  publish(channel: string, event: string, data: unknown): Promise<void>;
}

/** Options of createLivePublisher. */
export interface LivePublisherOptions {
  /** Called when a publish fails; default writes one line to stderr. */
  onError?: (error: unknown, channel: string, event: string) => void;
}

/** The SDK client for a live config (also used to sign channel subscriptions). */
export function createPusherClient(config: LiveConfig): Pusher {
  return new Pusher({
    appId: config.appId,
    key: config.key,
    secret: config.secret,
    host: config.host,
    port: String(config.port),
    useTLS: config.useTLS ?? false,
    // A stalled Pusher server must not hold an ingest request open.
    timeout: PUBLISH_TIMEOUT_MS,
  });
}

/** A publisher for `config`; without a config every publish is a no-op. */
export function createLivePublisher(config?: LiveConfig, options: LivePublisherOptions = {}): LivePublisher {
  if (!config) return { publish: async () => undefined };
  const pusher = createPusherClient(config);
  const onError =
    options.onError ??
    ((error: unknown, channel: string, event: string) => {
      const message = error instanceof Error ? error.message : String(error);
      process.stderr.write(`live: publishing ${event} to ${channel} failed: ${message}\n`);
    });
  return {
    async publish(channel, event, data) {
      try {
        await pusher.trigger(channel, event, data);
      } catch (error) {
        onError(error, channel, event);
      }
    },
  };
}

/**
 * @curbcut/embed: embed Curbcut widgets in any page through an iframe and a versioned message
 * protocol (docs/embedding.md). `embed` is the parent side; `connectFrame` the iframe side.
 */
export { embed } from './loader';
export { connectFrame, readEmbedParams } from './frame';
export {
  PROTOCOL_NS,
  PROTOCOL_VERSION,
  EMBED_WIDGETS,
  envelope,
  readEnvelope,
  isEventType,
  isCommandType,
  toOrigin,
} from './protocol';
export type { EmbedOptions, EmbedHandle } from './loader';
export type { EmbedParams, FrameOptions, FrameConnection } from './frame';
export type { EmbedWidget, EmbedEvent, EmbedCommand, HandshakeMessage, ProtocolMessage, Envelope } from './protocol';

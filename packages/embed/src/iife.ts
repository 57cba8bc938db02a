/**
 * Entry of the script build (`curbcut-embed.iife.js`, served by the app at `/embed.js`): the
 * global `Curbcut` with the parent side only, so partner pages load a few KB.
 */
export { embed } from './loader';
export { PROTOCOL_VERSION } from './protocol';

export { EMBED_PREFIX, EMBED_PATHS, isEmbedPath, isUnderEmbed } from './embedPaths';
export type { EmbedPath } from './embedPaths';

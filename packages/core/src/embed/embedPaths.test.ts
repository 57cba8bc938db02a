import { describe, expect, it } from 'vitest';
import { EMBED_PATHS, isEmbedPath, isUnderEmbed } from './embedPaths';

describe('embed paths', () => {
  it('knows the entries exactly, and nothing else under /embed', () => {
    for (const path of EMBED_PATHS) {
      expect(isEmbedPath(path), path).toBe(true);
      expect(isUnderEmbed(path), path).toBe(true);
    }
    for (const path of ['/embed', '/embed/', '/embed/foo', '/embed/build-report/', '/embed/Build-Report', '/embed/build%2Dreport', '/embed/build-report/x']) {
      expect(isEmbedPath(path), path).toBe(false);
      expect(isUnderEmbed(path), path).toBe(true);
    }
    for (const path of ['/embed.js', '/embedded', '/home', '/']) expect(isUnderEmbed(path), path).toBe(false);
  });
});

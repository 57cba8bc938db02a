import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { rewriteSnapshotHtml } from './snapshotHtml';
import { SNAPSHOT_VIEWER_SCRIPT_HASH, withViewerScript } from './snapshotViewerScript';

const PAGE = 'https://shop.example/products/';
const MAP = {
  'https://shop.example/img/board.svg': '/api/v1/snapshot_resources/a.svg',
  'https://shop.example/style.css': '/api/v1/snapshot_resources/b.css',
};

describe('rewriteSnapshotHtml', () => {
  it('points stored resources at their copies, makes other URLs absolute, and keeps each original value for selectors', () => {
    const html =
      '<head><base href="https://shop.example/products/"><meta http-equiv="refresh" content="0;url=https://evil.example/">' +
      '<link rel="stylesheet" href="/style.css"></head>' +
      '<body><img src="../img/board.svg" data-src="keep.png"><a href="about.html">About</a><a href="#top">Top</a></body>';
    const out = rewriteSnapshotHtml(html, PAGE, MAP);
    expect(out).not.toMatch(/<base\b|http-equiv/);
    expect(out).toContain('<link rel="stylesheet" href="/api/v1/snapshot_resources/b.css" data-curbcut-href="/style.css">');
    expect(out).toContain('<img src="/api/v1/snapshot_resources/a.svg" data-curbcut-src="../img/board.svg" data-src="keep.png">');
    expect(out).toContain('<a href="https://shop.example/products/about.html" data-curbcut-href="about.html">About</a>');
    // Unchanged values get no copy.
    expect(out).toContain('<a href="#top">Top</a>');
  });

  it('rewrites stylesheet URLs inside style elements and attributes', () => {
    const out = rewriteSnapshotHtml('<style>.a{background:url(../img/board.svg)}</style><p style="background: url(\'/img/board.svg\')">x</p>', PAGE, MAP);
    expect(out).toContain('.a{background:url("/api/v1/snapshot_resources/a.svg")}');
    expect(out).toContain('style="background: url(&quot;/api/v1/snapshot_resources/a.svg&quot;)"');
  });
});

describe('the viewer script', () => {
  it('is appended after the page, and the policy names it by its hash', () => {
    const out = withViewerScript('<html><body><p>x</p></body></html>');
    const script = /<script>([\s\S]*)<\/script>$/.exec(out)?.[1] ?? '';
    expect(out.startsWith('<html><body><p>x</p></body></html>\n<script>')).toBe(true);
    expect(SNAPSHOT_VIEWER_SCRIPT_HASH).toBe(`'sha256-${createHash('sha256').update(script).digest('base64')}'`);
  });
});

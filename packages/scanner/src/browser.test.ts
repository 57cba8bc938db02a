import { describe, expect, it } from 'vitest';
import { SCAN_LIMITS } from '@curbcut/core';
import { launchScanBrowser } from './browser';
import { scanSite } from './scanSite';

describe('launchScanBrowser', () => {
  it('names the missing Chromium path', async () => {
    await expect(launchScanBrowser({ executablePath: '/nowhere/chromium' })).rejects.toThrow(
      'Chromium was not found at /nowhere/chromium: install it (apt-get install -y chromium) or set CURBCUT_CHROMIUM_PATH',
    );
  });

  it('makes scanSite end with that error instead of throwing', async () => {
    const previous = process.env.CURBCUT_CHROMIUM_PATH;
    process.env.CURBCUT_CHROMIUM_PATH = '/nowhere/chromium';
    try {
      const summary = await scanSite({
        settings: {
          startUrls: ['http://127.0.0.1:9/'],
          sitemapUrl: null,
          crawl: { enabled: false, maxDepth: 0, maxPages: SCAN_LIMITS.defaultMaxPages },
          include: [],
          exclude: [],
          wcagVersion: '2.1',
          wcagLevel: 'AA',
          bestPractice: false,
          needsReview: true,
          pageTimeoutSeconds: 30,
          concurrency: 2,
          respectRobotsTxt: true,
        },
      });
      expect(summary.error).toContain('Chromium was not found at /nowhere/chromium');
      expect(summary.pagesDone).toBe(0);
    } finally {
      if (previous === undefined) delete process.env.CURBCUT_CHROMIUM_PATH;
      else process.env.CURBCUT_CHROMIUM_PATH = previous;
    }
  });
});

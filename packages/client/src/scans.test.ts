import { describe, expect, it } from 'vitest';
import { createApiClient } from './apiClient';
import { bodyOf, fakeFetch } from './fakeFetch.testUtil';
import { createScan, extractSitemap, listAuthConfigs, listScanRuns, listScans, scanQueryKeys, scansQuery, startScanRun } from './scans';

const ok = (data: unknown, status = 200) => ({ status, body: { data } });

describe('scan calls', () => {
  it('lists scans with the filters as query parameters and never answers from the cache', async () => {
    const f = fakeFetch([ok({ scans: [] })]);
    const client = createApiClient({ fetch: f.fetch });
    await listScans({ scanType: 'on_demand,recurring_on', search: 'shop' }, client);
    await listScans({ scanType: 'on_demand,recurring_on', search: 'shop' }, client);
    expect(f.calls.map((c) => c.url)).toEqual([
      '/api/v1/scans?scanType=on_demand%2Crecurring_on&search=shop',
      '/api/v1/scans?scanType=on_demand%2Crecurring_on&search=shop',
    ]);
  });

  it('creates a scan, starts a run and reads the history by encoded paths', async () => {
    const f = fakeFetch([ok({ scan: { id: 'scn_1', name: 'Shop' } }, 201), ok({ run: { id: 'rep_1' } }, 201), ok({ runs: [{ id: 'rep_1' }] })]);
    const client = createApiClient({ fetch: f.fetch });
    const scan = await createScan({ name: 'Shop', settings: { startUrls: ['https://shop.example.com/'] } }, client);
    const run = await startScanRun(scan.id, client);
    const runs = await listScanRuns('scn/1', client);
    expect([scan.id, run.id, runs.length]).toEqual(['scn_1', 'rep_1', 1]);
    expect(bodyOf(f.calls[0])).toEqual({ name: 'Shop', settings: { startUrls: ['https://shop.example.com/'] } });
    expect(f.calls[1]?.url).toBe('/api/v1/scans/scn_1/runs');
    expect(f.calls[2]?.url).toBe('/api/v1/scans/scn%2F1/runs');
  });

  it('extracts a sitemap without emptying the cache', async () => {
    const f = fakeFetch([
      ok({ authConfigs: [] }),
      ok({ urls: ['https://a.example.com/'], sitemaps: ['https://a.example.com/sitemap.xml'], truncated: false }),
    ]);
    const client = createApiClient({ fetch: f.fetch });
    await listAuthConfigs(client);
    const found = await extractSitemap('https://a.example.com/sitemap.xml', client);
    await listAuthConfigs(client);
    expect(found.urls).toEqual(['https://a.example.com/']);
    expect(bodyOf(f.calls[1])).toEqual({ url: 'https://a.example.com/sitemap.xml' });
    expect(f.calls).toHaveLength(2);
  });

  it('keys equal filters alike, empty values left out', () => {
    expect(scansQuery({ search: '', type: 'url' }).queryKey).toEqual(scanQueryKeys.list({ type: 'url' }));
  });
});

import { describe, expect, it } from 'vitest';
import type { ScanConfig } from '@curbcut/core';
import { defaultScanFormValues, fieldOfErrorPath, validateScanForm, valuesFromScan, type ScanFormValues } from './scanFormModel';
import { scanUrlRule } from './useScanUrlRule';

const values = (over: Partial<ScanFormValues>): ScanFormValues => ({ ...defaultScanFormValues(), name: 'Shop', startUrls: 'https://shop.example.com/', ...over });

describe('validateScanForm', () => {
  it('builds the create body with the defaults (WCAG 2.1 AA, on demand, first run now)', () => {
    const check = validateScanForm(values({ startUrls: 'https://shop.example.com/\n\nhttps://shop.example.com/cart\nhttps://shop.example.com/' }), 0);
    expect(check.ok).toBe(true);
    if (!check.ok) return;
    expect(check.body).toMatchObject({
      name: 'Shop',
      schedule: null,
      authConfigId: null,
      scanNow: true,
      settings: { startUrls: ['https://shop.example.com/', 'https://shop.example.com/cart'], sitemapUrl: null, wcagVersion: '2.1', wcagLevel: 'AA' },
    });
  });

  it('names the line of each start URL the strict website URL rule refuses', () => {
    const check = validateScanForm(values({ startUrls: 'https://shop.example.com/\nhttp://shop.example.com/\n\nshop' }), 0);
    expect(check.ok).toBe(false);
    if (check.ok) return;
    expect(check.errors.startUrls).toBe('Line 2: URL must start with https:// Line 4: URL must start with https://');
  });

  it('takes local addresses only where the server may scan private networks', () => {
    const local = values({ startUrls: 'http://127.0.0.1:4000/\nhttp://localhost:4000/shop' });
    expect(validateScanForm(local, 0, scanUrlRule(true)).ok).toBe(true);
    expect(validateScanForm(local, 0, scanUrlRule(false)).ok).toBe(false);
  });

  it('asks for a start URL or a sitemap, a name, and limits within range', () => {
    const check = validateScanForm(values({ name: ' ', startUrls: '', maxPages: 0, concurrency: 99 }), 0);
    expect(check.ok ? {} : check.errors).toMatchObject({
      name: 'Enter a scan name.',
      startUrls: 'Enter at least one start URL, or a sitemap URL.',
      maxPages: 'Max pages must be a whole number from 1 to 5000.',
      concurrency: 'Pages at once must be a whole number from 1 to 8.',
    });
    expect(validateScanForm(values({ startUrls: '', sitemapUrl: 'https://shop.example.com/sitemap.xml' }), 0).ok).toBe(true);
    const patterns = validateScanForm(values({ include: '/docs/*\nblog', exclude: '**' }), 0);
    expect(patterns.ok ? {} : patterns.errors).toEqual({
      include: 'Line 2: a pattern must start with / (a path), * or http(s):// (a whole URL).',
      exclude: 'Line 1: this pattern would exclude every page.',
    });
  });

  it('stores a weekly local schedule as a UTC cron, shifting the day', () => {
    const check = validateScanForm(values({ recurring: true, scheduleKind: 'weekly', scheduleDay: 1, scheduleTime: '01:00' }), 300);
    expect(check.ok && check.body.schedule).toEqual({ cron: '0 20 * * 0', enabled: true });
  });

  it('requires a configuration when signing in and a valid custom cron', () => {
    const check = validateScanForm(values({ authMode: 'existing', recurring: true, scheduleKind: 'custom', scheduleCron: '0 9 * *' }), 0);
    expect(check.ok ? {} : check.errors).toMatchObject({
      authConfigId: 'Choose an authentication configuration, or create one.',
      scheduleCron: 'Enter five fields: minute, hour, day of the month, month and day of the week.',
    });
  });
});

describe('fieldOfErrorPath', () => {
  const form = values({ startUrls: 'https://a.example.com/\n\nhttps://b.example.com/' });
  it('places server errors at the field their path names, with the line of list entries', () => {
    expect(fieldOfErrorPath('$.settings.startUrls[1]', 'Start URL 2: Not reachable.', form)).toEqual({ field: 'startUrls', message: 'Line 3: Not reachable.' });
    expect(fieldOfErrorPath('/settings/startUrls/0', 'Not reachable.', form)).toEqual({ field: 'startUrls', message: 'Line 1: Not reachable.' });
    expect(fieldOfErrorPath('$.name', 'Taken.', form)).toEqual({ field: 'name', message: 'Taken.' });
    expect(fieldOfErrorPath(undefined, 'Taken.', form, 'conflict')).toEqual({ field: 'name', message: 'Taken.' });
    expect(fieldOfErrorPath('$.schedule.cron', 'Bad cron.', { ...form, scheduleKind: 'custom' })).toEqual({ field: 'scheduleCron', message: 'Bad cron.' });
    expect(fieldOfErrorPath('$.settings.crawl.maxDepth', 'Too deep.', form).field).toBe('maxDepth');
    expect(fieldOfErrorPath('$.other', 'Odd.', form)).toEqual({ field: 'form', message: 'Odd.' });
  });
});

describe('valuesFromScan', () => {
  it('shows a stored UTC schedule in local time and never carries a password', () => {
    const scan = {
      name: 'Shop',
      settings: {
        startUrls: ['https://shop.example.com/'],
        sitemapUrl: null,
        crawl: { enabled: true, maxDepth: 2, maxPages: 50 },
        include: [],
        exclude: ['*/logout'],
        wcagVersion: '2.2',
        wcagLevel: 'AA',
        bestPractice: true,
        needsReview: false,
        pageTimeoutSeconds: 30,
        concurrency: 2,
        respectRobotsTxt: true,
      },
      schedule: { cron: '0 20 * * 0', enabled: false, nextRunAt: null },
      authConfig: { id: 'auc_1', name: 'Staff login', type: 'form' },
    } as unknown as ScanConfig;
    expect(valuesFromScan(scan, 300)).toMatchObject({
      recurring: true,
      scheduleEnabled: false,
      scheduleKind: 'weekly',
      scheduleDay: 1,
      scheduleTime: '01:00',
      exclude: '*/logout',
      authMode: 'existing',
      authConfigId: 'auc_1',
      scanNow: false,
    });
  });
});

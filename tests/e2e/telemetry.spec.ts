/**
 * The pluggable telemetry sink (spec 000 sections 6, 7 and 9; docs/decisions/0026): a deployment's
 * script, served as /telemetry.js, hands the app a sink. Page views carry the visit's journeyOrigin
 * and utm parameters on every later page; session replay is switched per page and stays off for
 * excluded groups, which are never offered the NPS survey; the script's collector origin is allowed
 * in the pages' connect-src. The script here records into the page instead of sending anywhere.
 */
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { expect, submitSignIn, test } from './support/fixtures';

const SCRIPT = `
window.__telemetry = [];
window.curbcutTelemetry = {
  excludedGroups: (localStorage.getItem('e2e.excludedGroups') || '2').split(','),
  sink: {
    reportError: function (error, context) { window.__telemetry.push(['error', context.pathname]); },
    track: function (name, properties) { window.__telemetry.push(['track', name, properties]); },
    setSessionReplay: function (on) { window.__telemetry.push(['replay', on]); },
    offerNpsSurvey: function () { window.__telemetry.push(['nps']); },
  },
};
`;
const scriptFile = path.join(mkdtempSync(path.join(tmpdir(), 'curbcut-telemetry-')), 'telemetry.js');
writeFileSync(scriptFile, SCRIPT);

test.use({ serverOptions: { extraArgs: ['--telemetry-script', scriptFile, '--telemetry-origin', 'https://errors.example.com'] } });

type Entry = [string, ...unknown[]];
const recorded = (page: Page): Promise<Entry[]> => page.evaluate(() => (window as unknown as { __telemetry: Entry[] }).__telemetry);

test('page views carry the visit’s journeyOrigin and utm parameters; replay and the NPS survey follow the rules', async ({ page }) => {
  await page.goto('/home?journeyOrigin=scanner_onboarding&utm_source=newsletter');
  await submitSignIn(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Home' })).toBeVisible();
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Website Scanner' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Website Scanner' })).toBeVisible();
  // One page load: the sign-in page, then home and the scanner inside the app.
  await expect
    .poll(async () => (await recorded(page)).filter((e) => e[0] === 'track' && e[1] === 'page_view').map((e) => e[2]))
    .toEqual(
      expect.arrayContaining([
        { journeyOrigin: 'scanner_onboarding', utm_source: 'newsletter', path: '/home' },
        { journeyOrigin: 'scanner_onboarding', utm_source: 'newsletter', path: '/site-scanner' },
      ]),
    );
  const entries = await recorded(page);
  expect(entries.filter((e) => e[0] === 'replay').every((e) => e[1] === true)).toBe(true);
  expect(entries.filter((e) => e[0] === 'nps')).toHaveLength(1);

  // The collector's origin is allowed for the script's requests, and nowhere else.
  const response = await page.request.get('/site-scanner');
  expect(response.headers()['content-security-policy']).toMatch(/connect-src 'self'[^;]* https:\/\/errors\.example\.com/);
});

test('an excluded group gets no session replay and no NPS survey', async ({ page }) => {
  await page.goto('/home');
  await submitSignIn(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Home' })).toBeVisible();
  const profile = (await (await page.request.get('/api/v1/user/get-user-profile')).json()) as { data: { group_id: string } };
  await page.evaluate((groupId) => localStorage.setItem('e2e.excludedGroups', groupId), profile.data.group_id);
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Home' })).toBeVisible();
  await expect.poll(async () => (await recorded(page)).filter((e) => e[0] === 'replay')).toEqual([['replay', false]]);
  expect((await recorded(page)).filter((e) => e[0] === 'nps')).toEqual([]);
});

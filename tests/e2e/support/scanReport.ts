/**
 * Locators and waits of the website scan report (`<ScanReport>` in the host app) shared by the
 * scanner specs: its tabs, the Scan logs table and status counts, the live subscription, and a
 * counter of toasts that tells one toast from the same toast shown twice.
 */
import { expect, type Locator, type Page } from '@playwright/test';

/** A tab of the report: 'Summary', 'All issues' or 'Scan logs'. */
export function reportTab(page: Page, name: 'Summary' | 'All issues' | 'Scan logs'): Locator {
  return page.getByRole('tablist', { name: 'Report sections' }).getByRole('tab', { name, exact: true });
}

/** Selects a tab by clicking it and waits until it is the selected one. */
export async function openReportTab(page: Page, name: 'Summary' | 'All issues' | 'Scan logs'): Promise<void> {
  await reportTab(page, name).click();
  await expect(reportTab(page, name)).toHaveAttribute('aria-selected', 'true');
}

/** The Scan logs table. */
export function scanLogTable(page: Page): Locator {
  return page.getByRole('table', { name: 'Scan logs' });
}

/** The status checkbox of the Scan logs filter ('Success 6'): its name carries the count. */
export function statusOption(page: Page, label: 'Success' | 'Failures' | 'Redirects'): Locator {
  return page.getByRole('group', { name: 'Status' }).getByRole('checkbox', { name: new RegExp(`^${label}\\b`) });
}

/** The count chip of a page status ('–' until the logs have loaded). */
export function statusCount(page: Page, status: 'success' | 'failure' | 'redirect'): Locator {
  return page.getByTestId(`scan-log-count-${status}`);
}

/**
 * Resolves once the page has asked the server for live updates of report `reportId` (a
 * get_updates answered 200). Progress published before that reaches nobody, so a test lets the
 * scan go on only after it.
 */
export function subscribed(page: Page, reportId: string): Promise<unknown> {
  return page
    .waitForResponse(
      (response) => {
        if (!response.url().endsWith('/api/pusher/updates') || response.status() !== 200) return false;
        const body = response.request().postDataJSON() as { event?: string; data?: { build_uuid?: string[] } } | null;
        return body?.event === 'get_updates' && (body.data?.build_uuid ?? []).includes(reportId);
      },
      { timeout: 20_000 },
    )
    .catch((error: unknown) => {
      throw new Error(`the report never subscribed to live updates of ${reportId} (get_updates): ${String(error)}`);
    });
}

/**
 * Counts every toast titled `title` the page shows from now on (each element once), so a test can
 * tell one 'Scan complete' from two. Returns a reader of the count.
 */
export async function countToasts(page: Page, title: string): Promise<() => Promise<number>> {
  await page.evaluate((wanted) => {
    const seen = new WeakSet<Element>();
    const w = window as { __toastCount?: number };
    w.__toastCount = 0;
    const scan = () => {
      for (const el of document.querySelectorAll('[role=alertdialog]')) {
        if (!seen.has(el) && el.textContent?.includes(wanted)) {
          seen.add(el);
          w.__toastCount = (w.__toastCount ?? 0) + 1;
        }
      }
    };
    new MutationObserver(scan).observe(document.body, { childList: true, subtree: true, characterData: true });
    scan();
  }, title);
  return () => page.evaluate(() => (window as { __toastCount?: number }).__toastCount ?? 0);
}

/** The report path of a run, as the host app links it. */
export function parseReportPath(href: string): { projectId: string; runId: string } {
  const url = new URL(href, 'http://app.invalid');
  const match = /^\/site-scanner\/projects\/([^/]+)\/builds\/?$/.exec(url.pathname);
  const runId = url.searchParams.get('thBuildId');
  expect(match, `a scan report link: ${href}`).not.toBeNull();
  expect(runId, `a run id in ${href}`).toMatch(/^rep_/);
  return { projectId: decodeURIComponent(match![1]!), runId: runId! };
}

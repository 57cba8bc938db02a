/** The launched Chromium: Playwright's disabled features kept while adding the scanner's own. */
import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { DISABLED_FEATURES, launchScanBrowser, unwrapScanBrowser } from './browser';

/** Command lines of this process's descendants that are Chromium browser processes (no --type=). */
function browserCommandLines(): string[][] {
  const parentOf = new Map<number, number>();
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      parentOf.set(Number(entry), Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]));
    } catch {
      // The process ended while listed.
    }
  }
  const descends = (pid: number): boolean => {
    for (let p = parentOf.get(pid); p !== undefined && p > 1; p = parentOf.get(p)) if (p === process.pid) return true;
    return false;
  };
  const lines: string[][] = [];
  for (const pid of parentOf.keys()) {
    if (!descends(pid)) continue;
    const args = readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0');
    if (args.some((a) => a.startsWith('--remote-debugging-pipe')) && !args.some((a) => a.startsWith('--type='))) lines.push(args);
  }
  return lines;
}

describe('launchScanBrowser', () => {
  it("keeps every feature Playwright disables (Chromium honours only the last --disable-features) and runs no address-bar WebUI", async () => {
    const scanBrowser = await launchScanBrowser({ warmContexts: false });
    try {
      const { browser } = unwrapScanBrowser(scanBrowser);
      const [args = []] = browserCommandLines();
      const lists = args.filter((a) => a.startsWith('--disable-features=')).map((a) => a.slice('--disable-features='.length).split(','));
      // Playwright's list first, the scanner's last.
      expect(lists).toHaveLength(2);
      const effective = lists.at(-1) ?? [];
      expect(effective).toEqual([...DISABLED_FEATURES]);
      for (const feature of lists[0] ?? []) expect(effective, `Playwright disables ${feature}`).toContain(feature);

      const cdp = await browser.newBrowserCDPSession();
      const { targetInfos } = (await cdp.send('Target.getTargets')) as { targetInfos: { url: string }[] };
      expect(targetInfos.filter((t) => t.url.includes('omnibox'))).toEqual([]);
      expect(scanBrowser.isConnected()).toBe(true);
      expect(scanBrowser.version).toMatch(/^\d+\./);
    } finally {
      await scanBrowser.close();
    }
    expect(scanBrowser.isConnected()).toBe(false);
  });
});

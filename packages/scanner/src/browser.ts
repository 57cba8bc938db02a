/**
 * The Chromium a scan drives: Debian's build (Playwright's browser download does not work on the
 * machines Curbcut targets), launched with the flags that keep it quiet on a closed network.
 */
import { access, constants } from 'node:fs/promises';
import { SCAN_LIMITS } from '@curbcut/core';
import { chromium, type Browser } from 'playwright-core';
import { loadAxeEngine } from './axeRunner';
import { openWarmContext, type ScanContext } from './scanContext';
import type { ScanBrowser } from './types';

/** Where Chromium is looked for when neither the option nor CURBCUT_CHROMIUM_PATH names one. */
export const DEFAULT_CHROMIUM_PATH = '/usr/bin/chromium';

/**
 * Features Playwright 1.65 disables (its own `--disable-features` list, repeated because Chromium
 * keeps only the last `--disable-features` switch) plus the address bar's popup WebUIs: headless
 * Chromium keeps one or two renderers for them that wake on every tab and navigation, about a
 * tenth of a scan's CPU. `browser.browser.test.ts` checks this list still covers Playwright's.
 */
export const DISABLED_FEATURES: readonly string[] = [
  'AvoidUnnecessaryBeforeUnloadCheckSync',
  'DestroyProfileOnBrowserClose',
  'HttpsUpgrades',
  'HttpsFirstBalancedModeAutoEnable',
  'LensOverlay',
  'MediaRouter',
  'PaintHolding',
  'ThirdPartyStoragePartitioning',
  'AvoidCorsURLLoaderRestartOnRedirect',
  'TcpPortRandomizationWin',
  'OptimizationHints',
  'NetworkTimeServiceQuerying',
  'AimEnabled',
  'PreconnectToSearch',
  'msForceBrowserSignIn',
  'msEdgeUpdateLaunchServicesPreferredVersion',
  'WebUIOmniboxPopup',
  'WebUIOmniboxAimPopup',
  'WebUIOmniboxFullPopup',
  'PreloadTopChromeWebUI',
];

/**
 * Launch flags: no sandbox (root in containers), no GPU, /tmp instead of a small /dev/shm, and
 * every background service off so Chromium does not flood a closed network; DISABLED_FEATURES.
 */
export const CHROMIUM_ARGS: readonly string[] = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
  `--disable-features=${DISABLED_FEATURES.join(',')}`,
];

/** How to launch the browser. */
export interface LaunchScanBrowserOptions {
  /** Chromium binary; default CURBCUT_CHROMIUM_PATH, else /usr/bin/chromium. */
  executablePath?: string;
  /** Launch timeout in ms (default 30 s). */
  timeoutMs?: number;
  /**
   * Keep one warm context ready for the next scan without sign-in (default true): its tabs have
   * started their renderers and compiled axe, which saves each slot's first page about a second of
   * CPU. It holds a renderer per tab while idle; a fresh one is prepared after each scan that
   * used it. Never reused: a scan's context is closed when the scan ends.
   */
  warmContexts?: boolean;
}

/** How long after a scan the warm context for the next one starts warming up. */
const WARM_UP_DELAY_MS = 400;

/** Thrown when Chromium is missing or does not start. */
export class ScanBrowserError extends Error {
  override readonly name = 'ScanBrowserError';
}

/** The ScanBrowser the package hands out: the Playwright browser stays inside the package. */
class ChromiumScanBrowser implements ScanBrowser {
  private spare: Promise<ScanContext | null> | null = null;
  private warmTimer: NodeJS.Timeout | null = null;
  private closed = false;

  constructor(
    readonly browser: Browser,
    readonly executablePath: string,
    private readonly warmContexts: boolean,
  ) {}

  get version(): string {
    return this.browser.version();
  }

  isConnected(): boolean {
    return this.browser.isConnected();
  }

  /**
   * Prepares a warm context with `tabs` tabs after `delayMs`, unless one is ready or on its way.
   * The delay keeps a scan that follows at once from waiting for a warm-up it could do without.
   */
  prepareWarmContext(tabs: number, delayMs = WARM_UP_DELAY_MS): void {
    if (!this.warmContexts || this.closed || this.spare !== null || this.warmTimer !== null || !this.browser.isConnected()) return;
    const start = (): void => {
      this.warmTimer = null;
      if (this.closed || !this.browser.isConnected()) return;
      // A warm-up that fails leaves no spare: the next scan opens a context the ordinary way.
      this.spare = openWarmContext(this.browser, loadAxeEngine(), tabs).catch(() => null);
    };
    if (delayMs <= 0) start();
    else this.warmTimer = setTimeout(start, delayMs).unref();
  }

  /** Hands over the warm context (waiting for it when still warming), or null when there is none yet. */
  async takeWarmContext(): Promise<ScanContext | null> {
    this.cancelTimer();
    const spare = this.spare;
    this.spare = null;
    return spare === null ? null : spare;
  }

  private cancelTimer(): void {
    if (this.warmTimer !== null) clearTimeout(this.warmTimer);
    this.warmTimer = null;
  }

  async close(): Promise<void> {
    this.closed = true;
    this.cancelTimer();
    const spare = this.spare;
    this.spare = null;
    if (spare !== null) await (await spare)?.close();
    await this.browser.close().catch(() => undefined);
  }
}

/** The warm-context side of a ScanBrowser this package launched (scanSite uses it). */
export interface WarmContextSource {
  prepareWarmContext(tabs: number, delayMs?: number): void;
  takeWarmContext(): Promise<ScanContext | null>;
}

/** The Chromium binary a launch would use. */
export function chromiumPath(options: LaunchScanBrowserOptions = {}): string {
  const fromEnv = process.env.CURBCUT_CHROMIUM_PATH;
  return options.executablePath ?? (fromEnv !== undefined && fromEnv !== '' ? fromEnv : DEFAULT_CHROMIUM_PATH);
}

/**
 * Launches a warm Chromium that several scans can share (each scan opens its own contexts in it).
 * Throws ScanBrowserError naming the path when the binary is missing or fails to start.
 */
export async function launchScanBrowser(options: LaunchScanBrowserOptions = {}): Promise<ScanBrowser> {
  const executablePath = chromiumPath(options);
  try {
    await access(executablePath, constants.X_OK);
  } catch {
    throw new ScanBrowserError(
      `Chromium was not found at ${executablePath}: install it (apt-get install -y chromium) or set CURBCUT_CHROMIUM_PATH to a Chromium binary`,
    );
  }
  try {
    const browser = await chromium.launch({ executablePath, args: [...CHROMIUM_ARGS], timeout: options.timeoutMs ?? 30_000 });
    const scanBrowser = new ChromiumScanBrowser(browser, executablePath, options.warmContexts !== false);
    // Two tabs per slot: a slot loads its next page in one while it checks the current one in the other.
    scanBrowser.prepareWarmContext(SCAN_LIMITS.defaultConcurrency * 2, 0);
    return scanBrowser;
  } catch (error) {
    const detail = error instanceof Error ? (error.message.split('\n')[0] ?? error.message) : String(error);
    throw new ScanBrowserError(`Chromium at ${executablePath} did not start: ${detail}`);
  }
}

/** The Playwright browser behind a ScanBrowser this package launched, and its warm contexts. */
export function unwrapScanBrowser(scanBrowser: ScanBrowser): { browser: Browser; warm: WarmContextSource } {
  if (!(scanBrowser instanceof ChromiumScanBrowser)) {
    throw new ScanBrowserError('options.browser must come from launchScanBrowser() of @curbcut/scanner');
  }
  return { browser: scanBrowser.browser, warm: scanBrowser };
}

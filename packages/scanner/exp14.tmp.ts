import { chromium } from 'playwright-core';
import { CHROMIUM_ARGS } from './src/browser';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: [...CHROMIUM_ARGS, ...(process.argv[2] ? process.argv[2].split(' ') : [])] });
const cdp = await browser.newBrowserCDPSession();
for (const f of ['PaintHolding', 'HttpsUpgrades', 'MediaRouter', 'WebUIOmniboxPopup', 'WebUIOmniboxAimPopup', 'PreloadTopChromeWebUI', 'CDPScreenshotNewSurface']) {
  try { console.log(f, JSON.stringify(await cdp.send('SystemInfo.getFeatureState' as any, { featureState: f } as any))); } catch (e) { console.log(f, 'err', (e as Error).message.split('\n')[0]); }
}
await browser.close();

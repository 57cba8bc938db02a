import { chromium } from 'playwright-core';
import { CHROMIUM_ARGS } from './src/browser';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: [...CHROMIUM_ARGS, ...(process.argv[2] ? process.argv[2].split(' ') : [])] });
const ctx = await browser.newContext(); const page = await ctx.newPage(); await page.goto('about:blank');
const cdp = await browser.newBrowserCDPSession();
const { targetInfos } = await cdp.send('Target.getTargets') as any;
for (const t of targetInfos) console.log(t.type, t.url, t.title);
await browser.close();

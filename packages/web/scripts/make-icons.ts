/**
 * Renders public/icon.svg to the PNG sizes the web manifest lists, with the same Chromium the
 * end-to-end tests use. Run once after changing the icon: `npx vite-node scripts/make-icons.ts`.
 */
import { chromium } from 'playwright-core';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const here = (p: string) => fileURLToPath(new URL(p, import.meta.url));
const svg = readFileSync(here('../public/icon.svg'), 'utf8');
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--headless', '--no-sandbox', '--disable-gpu'] });
for (const size of [192, 512]) {
  const page = await browser.newPage({ viewport: { width: size, height: size } });
  await page.setContent(`<style>html,body{margin:0;background:transparent}svg{width:${size}px;height:${size}px;display:block}</style>${svg}`);
  await page.screenshot({ path: here(`../public/icon-${size}.png`), omitBackground: true });
  await page.close();
}
await browser.close();

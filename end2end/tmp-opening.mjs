import { chromium } from 'playwright-core';
import { serveDist } from './bench/serve-dist.mjs';
const { url, stop } = await serveDist('../dist');
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] });
const BOARDS = { abaku: 'abaku-board', addique: 'addique-table', summy: 'summy-board', abalone: 'board' };
for (const game of (process.argv[2] ?? 'abaku,summy,addique,abalone').split(',')) {
  const context = await browser.newContext({ serviceWorkers: 'block' });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  const urls = {}; const files = [];
  let phase = 'shelf';
  cdp.on('Network.requestWillBeSent', (e) => (urls[e.requestId] = e.request.url));
  cdp.on('Network.loadingFinished', (e) => files.push([phase, urls[e.requestId].split('/').pop(), e.encodedDataLength]));
  await page.goto(url);
  await page.getByTestId('shelf').waitFor();
  await page.waitForTimeout(500);
  phase = 'open';
  await page.getByTestId(`new-${game}`).click();
  await page.getByTestId('start').click();
  await page.getByTestId(BOARDS[game]).waitFor();
  const open = files.filter((f) => f[0] === 'open');
  console.log(game, (open.reduce((a, f) => a + f[2], 0) / 1024).toFixed(1), 'KB');
  for (const f of open.sort((a, b) => b[2] - a[2])) console.log('  ', f[1], (f[2] / 1024).toFixed(1));
  await context.close();
}
await browser.close(); stop();

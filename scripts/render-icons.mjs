#!/usr/bin/env node
// Renders the app's PNG icons from static/icons/icon.svg, once, with Playwright and Debian's
// Chromium (the end-to-end tests' tools). The PNGs are committed, so a build needs none of this:
// run it again only after changing the SVG.
//
//   node scripts/render-icons.mjs
//
// icon-192.png, icon-512.png     the SVG as drawn: a rounded square, transparent corners
// icon-maskable-512.png          full-bleed background, the art shrunk into the central circle
//                                (radius 40%) that every launcher mask keeps
// apple-touch-icon.png (180)     full-bleed too: iOS rounds the corners itself, and fills
//                                transparent ones with black
import { createRequire } from 'node:module';
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const require = createRequire(join(root, 'end2end', 'package.json'));
const { chromium } = require('playwright-core');

const icons = join(root, 'static', 'icons');
const svg = readFileSync(join(icons, 'icon.svg'), 'utf8');
const art = svg.match(/<g id="art"[\s\S]*?<\/g>/)?.[0];
const background = svg.match(/<rect id="background"[^>]*fill="([^"]+)"/)?.[1];
if (!art || !background) throw new Error('icon.svg needs a <g id="art"> and a <rect id="background" fill=...>');

/** A full-bleed square of the background with the art scaled by `scale` about the centre. */
function fullBleed(scale) {
  const shift = 256 * (1 - scale);
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 512 512">
  <rect width="512" height="512" fill="${background}"/>
  <g transform="translate(${shift} ${shift}) scale(${scale})">${art}</g>
</svg>`;
}

const outputs = [
  { file: 'icon-192.png', size: 192, svg },
  { file: 'icon-512.png', size: 512, svg },
  // The art spans 400 × 154 units (its corners 214 from the centre); at 0.8 they lie 171 from
  // it, inside the safe circle's 204.
  { file: 'icon-maskable-512.png', size: 512, svg: fullBleed(0.8) },
  { file: 'apple-touch-icon.png', size: 180, svg: fullBleed(0.86) },
];

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking'],
});
try {
  const page = await browser.newPage({ deviceScaleFactor: 1 });
  for (const { file, size, svg: source } of outputs) {
    await page.setViewportSize({ width: size, height: size });
    const sized = source.replace('<svg ', `<svg width="${size}" height="${size}" `);
    await page.setContent(`<!DOCTYPE html><html><body style="margin:0;background:transparent">${sized}</body></html>`);
    await page.locator('svg').screenshot({ path: join(icons, file), omitBackground: true });
    console.log(`render-icons: static/icons/${file} (${size}×${size})`);
  }
} finally {
  await browser.close();
}

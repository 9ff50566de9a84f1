// The robots' speed in the browser: the release bundle's worker (dist/), in Debian's Chromium,
// asked what the app asks it. Prints one line per figure and keeps them in artifacts/bench/robots.json
// for bench/write-doc.mjs; `make bench-browser` runs it.
//
//   node bench/robots.mjs [DIST]
import { spawn } from 'node:child_process';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { chromium } from 'playwright-core';

const dist = process.argv[2] ?? '../dist';
const fixture = (name) => readFileSync(new URL(`../fixtures/${name}`, import.meta.url), 'utf8');

const port = await new Promise((resolve) => {
  const server = createServer().listen(0, '127.0.0.1', () => {
    const { port } = server.address();
    server.close(() => resolve(port));
  });
});
const files = spawn('python3', ['-m', 'http.server', String(port), '--bind', '127.0.0.1', '--directory', dist], {
  stdio: 'ignore',
});
const browser = await chromium.launch({
  executablePath: '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
});
try {
  const page = await browser.newPage();
  for (let tries = 0; ; tries++) {
    try {
      await page.goto(`http://127.0.0.1:${port}/`);
      break;
    } catch (error) {
      if (tries > 50) throw error;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
  const requests = [
    // The same searches as `cargo bench --bench abalone_search`, for nodes per second side by side.
    ...['standard', 'belgian-daisy', 'german-daisy', 'three-player', 'four-player'].map((layout) => [
      `Abalone, depth 6 from ${layout}`,
      { task: { search: { layout, depth: 6 } }, time_ms: 0 },
    ]),
    ['Abalone, strong, 2 s from the Belgian daisy', { task: { search: { layout: 'belgian-daisy' } }, time_ms: 2000 }],
    ['Abalone, strong, 2 s from the standard start', { task: { search: { layout: 'standard' } }, time_ms: 2000 }],
    ['Abaku, strong, mid-game (abaku-mid-game.json)', { record: JSON.parse(fixture('abaku-mid-game.json')), level: 'strong', time_ms: 2000 }],
    ['Summy, strong, mid-game (summy-mid-game.json)', { record: JSON.parse(fixture('summy-mid-game.json')), level: 'strong', time_ms: 2000 }],
    ['Addique, strong, two players (addique-two-players.json)', { record: JSON.parse(fixture('addique-two-players.json')), level: 'strong', time_ms: 2000 }],
  ];
  const answers = await page.evaluate(async (requests) => {
    const worker = new Worker('gameshelf-robot-worker_loader.js');
    const next = () => new Promise((resolve) => (worker.onmessage = (event) => resolve(event.data)));
    if ((await next()) !== 'ready') throw new Error('the worker did not say it was ready');
    const answers = [];
    // Each request three times, the fastest kept: the first run also waits for the browser to
    // compile the worker's code fully, as criterion's warm-up does natively.
    for (const [index, request] of requests.entries()) {
      let fastest;
      for (let run = 0; run < 3; run++) {
        worker.postMessage(JSON.stringify({ id: index + 1, ...request }));
        const answer = JSON.parse(await next());
        const ms = (answer.reply.search ?? answer.reply.move)?.ms ?? 0;
        const best = fastest && (fastest.reply.search ?? fastest.reply.move)?.ms;
        if (!fastest || ms < best) fastest = answer;
      }
      answers.push(fastest);
    }
    return answers;
  }, requests.map(([, request]) => request));
  const lines = requests.map(([name], index) => {
    const answer = answers[index].reply;
    if (answer.search) {
      const { depth, nodes, ms } = answer.search;
      return `${name}: depth ${depth}, ${nodes} nodes in ${ms.toFixed(0)} ms, ${Math.round((nodes / ms) * 1000)} nodes/s`;
    }
    if (answer.move) return `${name}: ${answer.move.notation} (${answer.move.value}) in ${answer.move.ms.toFixed(0)} ms`;
    process.exitCode = 1;
    return `${name}: ${answer.error}`;
  });
  console.log(lines.join('\n'));
  // For bench/write-doc.mjs, which puts them in docs/benchmarks.md.
  mkdirSync('artifacts/bench', { recursive: true });
  writeFileSync('artifacts/bench/robots.json', JSON.stringify({ lines }, null, 2));
} finally {
  await browser.close();
  files.kill();
}

// Lighthouse's mobile audit of the first visit: the release bundle (dist/, with the .br copies
// `make dist` writes) served by serve.py, audited 5 times with Lighthouse 12's default mobile
// profile (simulated slow 4G, 4x CPU), in Debian's Chromium. `make bench-load` runs it after
// load.mjs and writes the medians into docs/benchmarks.md, between <!-- bench-lighthouse --> and
// <!-- /bench-lighthouse -->.
//
// Lighthouse is not one of the tests' packages: npx fetches it for this bench alone (Node 20 runs
// Lighthouse 12, not 13).
//
//   node bench/lighthouse.mjs [DIST] [DOC]
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { conditions, median, serveDist, writeBlock } from './serve-dist.mjs';

const dist = process.argv[2] ?? '../dist';
const doc = process.argv[3] ?? '../docs/benchmarks.md';
const RUNS = 5;
const LIGHTHOUSE = 'lighthouse@12';

const { url, stop } = await serveDist(dist);
const reports = mkdtempSync(join(tmpdir(), 'gameshelf-lighthouse-'));

/** One audit's scores (0-100) and timings (ms). */
function audit(run) {
  const output = join(reports, `run${run}.json`);
  const result = spawnSync(
    'npx',
    [
      '--yes',
      LIGHTHOUSE,
      url,
      '--quiet',
      '--only-categories=performance,accessibility,best-practices',
      '--chrome-flags=--headless=new --no-sandbox --disable-gpu',
      '--output=json',
      `--output-path=${output}`,
    ],
    { env: { ...process.env, CHROME_PATH: '/usr/bin/chromium' }, stdio: ['ignore', 'ignore', 'inherit'] },
  );
  if (result.status !== 0) throw new Error(`lighthouse exited with ${result.status}`);
  const report = JSON.parse(readFileSync(output, 'utf8'));
  const score = (category) => Math.round(report.categories[category].score * 100);
  const ms = (name) => report.audits[name].numericValue;
  return {
    performance: score('performance'),
    accessibility: score('accessibility'),
    bestPractices: score('best-practices'),
    fcp: ms('first-contentful-paint'),
    lcp: ms('largest-contentful-paint'),
    tti: ms('interactive'),
    tbt: ms('total-blocking-time'),
  };
}

const seconds = (ms) => `${(ms / 1000).toFixed(1)} s`;

try {
  const runs = [];
  for (let run = 0; run < RUNS; run++) runs.push(audit(run));
  const figure = (key) => median(runs.map((run) => run[key]));
  const rows = [
    ['performance', figure('performance'), '≥ 90'],
    ['accessibility', figure('accessibility'), '100'],
    ['best practices', figure('bestPractices'), '100'],
    ['first contentful paint', seconds(figure('fcp')), ''],
    ['largest contentful paint', seconds(figure('lcp')), ''],
    ['time to interactive', seconds(figure('tti')), ''],
    ['total blocking time', `${Math.round(figure('tbt'))} ms`, ''],
  ];
  const when = conditions();
  const table = [
    `Measured ${when}: median of ${RUNS} audits by ${LIGHTHOUSE} (mobile, its simulated throttling), brotli copies served. Each run's performance score: ${runs.map((run) => run.performance).join(', ')}.`,
    '',
    '| Lighthouse | now | target |',
    '|---|---:|---:|',
    ...rows.map(([what, now, target]) => `| ${what} | ${now} | ${target} |`),
  ].join('\n');
  writeBlock(doc, 'bench-lighthouse', table);
} finally {
  stop();
  rmSync(reports, { recursive: true, force: true });
}

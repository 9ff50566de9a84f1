// Writes what `make bench-browser` measured (artifacts/bench/*.json, kept by bench/measure.ts and
// bench/robots.mjs) into docs/benchmarks.md, between the markers of each generated block:
//   <!-- bench-browser:latency --> ... <!-- /bench-browser:latency -->
//   <!-- bench-browser:robots --> ... <!-- /bench-browser:robots -->
//   <!-- bench-browser:analysis --> ... <!-- /bench-browser:analysis -->
//   <!-- bench-browser:remote-deal --> ... <!-- /bench-browser:remote-deal -->
//
//   node bench/write-doc.mjs [DOC]
import { existsSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';

const doc = process.argv[2] ?? '../docs/benchmarks.md';
const dir = 'artifacts/bench';
const read = (name) => JSON.parse(readFileSync(`${dir}/${name}`, 'utf8'));
const when = `${new Date().toISOString().slice(0, 10)}, ${cpus().length} cores, load average ${loadavg()[0].toFixed(1)} at the end`;

// The latency figures, in the order the bench ran them (file names sort by game).
const order = ['abalone-move', 'abaku-move', 'abaku-preview', 'summy-move', 'summy-preview', 'addique-move', 'addique-preview', 'robot-stall', 'robot-click'];
const figures = order.filter((name) => existsSync(`${dir}/${name}.json`)).map((name) => read(`${name}.json`));
const ms = (value) => `${value.toFixed(1)} ms`;
const latency = [
  `Measured ${when}.`,
  '',
  '| what (median) | samples | work: update + render | input to painted | budget |',
  '|---|---:|---:|---:|---:|',
  ...figures.map((f) => `| ${f.what} | ${f.samples} | **${ms(f.workMs)}** | ${ms(f.wallMs)} | ${f.budgetMs} ms |`),
].join('\n');

const robots = existsSync(`${dir}/robots.json`)
  ? [`Measured ${when}.`, '', '```', ...read('robots.json').lines, '```'].join('\n')
  : null;

const seconds = (ms) => `${(ms / 1000).toFixed(2)} s`;
const analysisClick = existsSync(`${dir}/analysis-click.json`) ? read('analysis-click.json') : null;
const analysis = existsSync(`${dir}/analysis-depth.json`)
  ? (({ depth, capMs, rows }) =>
      [
        `Measured ${when}.`,
        '',
        `| layout | time to depth ${depth} |`,
        '|---|---:|',
        ...rows.map((row) => `| ${row.layout} | ${row.ms === null ? `depth ${row.depth} after ${seconds(capMs)}` : `**${seconds(row.ms)}**`} |`),
        ...(analysisClick
          ? ['', `${analysisClick.what}, median of ${analysisClick.samples}: work **${ms(analysisClick.workMs)}**, input to painted ${ms(analysisClick.wallMs)} (budget ${analysisClick.budgetMs} ms).`]
          : []),
      ].join('\n'))(read('analysis-depth.json'))
  : null;

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
};
const remoteDeal = existsSync(`${dir}/remote-deal.json`)
  ? (({ seats, links, totalMs, wallMs, perSeat, openings }) =>
      [
        `Measured ${when}.`,
        '',
        '| device | links opened | time opening them (each checked, its own step proven) |',
        '|---|---:|---:|',
        ...perSeat.map((seat) => `| ${seat.name} | ${seat.links} | ${seconds(seat.ms)} |`),
        `| **all ${seats}** | **${links}** | **${seconds(totalMs)}** |`,
        '',
        `A link opened in ${seconds(median(openings.map((opening) => opening.ms)))} (the median), the slowest in ${seconds(Math.max(...openings.map((opening) => opening.ms)))}; the longest link: ${Math.max(...openings.map((opening) => opening.length)).toLocaleString('en')} characters. From the first join to every rack dealt, the test relaying every link: ${seconds(wallMs)}.`,
      ].join('\n'))(read('remote-deal.json'))
  : null;

let text = readFileSync(doc, 'utf8');
for (const [block, body] of [
  ['latency', figures.length ? latency : null],
  ['robots', robots],
  ['analysis', analysis],
  ['remote-deal', remoteDeal],
]) {
  if (!body) continue;
  const pattern = new RegExp(`(<!-- bench-browser:${block} -->\\n)[\\s\\S]*?(\\n<!-- /bench-browser:${block} -->)`);
  if (!pattern.test(text)) throw new Error(`${doc} has no block <!-- bench-browser:${block} -->`);
  text = text.replace(pattern, (_, start, end) => `${start}${body}${end}`);
}
writeFileSync(doc, text);
console.log(`wrote the figures into ${doc}`);

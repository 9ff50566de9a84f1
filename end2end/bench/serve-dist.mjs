// What the first-visit benches share: the release bundle served as a real host serves it
// (serve.py, with the .br copies), on a free port, and their table written into a block of
// docs/benchmarks.md between <!-- NAME --> and <!-- /NAME -->.
import { spawn } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { cpus, loadavg } from 'node:os';

/** Serves `dist` on a free port; resolves once it answers. */
export async function serveDist(dist) {
  const port = await new Promise((resolve) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
  });
  const server = spawn('python3', ['serve.py', '--dir', dist, '--port', String(port)], { stdio: 'ignore' });
  const url = `http://127.0.0.1:${port}/`;
  for (let tries = 0; ; tries++) {
    try {
      if ((await fetch(url)).ok) break;
    } catch (error) {
      if (tries > 100) {
        server.kill();
        throw error;
      }
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return { url, stop: () => server.kill() };
}

/** The date, the machine's cores and its load: the conditions a figure was measured in. */
export function conditions() {
  return `${new Date().toISOString().slice(0, 10)}, ${cpus().length} cores, load average ${loadavg()[0].toFixed(1)} at the end`;
}

/** The median of `values`. */
export const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

/** Prints `table` and writes it into `doc` in place of the block `name`. */
export function writeBlock(doc, name, table) {
  console.log(table);
  const text = readFileSync(doc, 'utf8');
  const block = new RegExp(`(<!-- ${name} -->\\n)[\\s\\S]*?(\\n<!-- /${name} -->)`);
  if (!block.test(text)) throw new Error(`${doc} has no block <!-- ${name} -->`);
  writeFileSync(doc, text.replace(block, (_, start, end) => `${start}${table}${end}`));
}

// Why this file exists: the in-page lab must answer exactly as the lab server's session does. This script
// is the wasm half of that comparison: it runs one lab session in grasp.wasm (through grasp.js, as the page
// does) on standard input and output, in the format of `grasp lab --stdio`: each line in is the time in
// milliseconds, a tab and a message; each answer goes out on a line of its own.
//
//   node scripts/wasm-lab.mjs [--wasm FILE] < session.tsv
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const require = createRequire(import.meta.url);
const Grasp = require(join(root, 'Web/grasp.js'));
const args = process.argv.slice(2);
const wasm = args[0] === '--wasm' ? args[1] : join(root, '.build-wasm/grasp.wasm');

const grasp = await Grasp.load(readFileSync(wasm));
const lab = grasp.openLabSession();
// The server's session is number 1; so is this one, the first handle of a fresh module.
const out = [];
for (const line of readFileSync(0, 'utf8').split('\n')) {
  if (line === '') continue;
  const tab = line.indexOf('\t');
  const now = tab > 0 ? Number(line.slice(0, tab)) : NaN;
  if (!Number.isFinite(now)) { console.error('wasm-lab: a line must be the time in milliseconds, a tab and a message'); continue; }
  for (const answer of lab.receive(line.slice(tab + 1), now)) out.push(answer + '\n');
}
process.stdout.write(out.join(''));

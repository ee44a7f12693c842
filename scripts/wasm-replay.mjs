// Why this file exists: scripts/wasm-replay's work, in node: it reads the flags `grasp replay` reads for
// its JSON lines, runs the trace through grasp.wasm with grasp.js (the same wrapper a page uses), and prints
// the lines, or `grasp replay`'s error text and exit status for a trace that cannot be read.
import { readFileSync } from 'node:fs';
import { basename, dirname, join } from 'node:path';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const require = createRequire(import.meta.url);
const Grasp = require(join(root, 'Web/grasp.js'));

const usage = 'usage: scripts/wasm-replay TRACE [--scene NAME] [--frame-rate HZ] [--tail S] [--frames stops|every|every=N] [--wasm FILE]';
const options = { scene: 'inspector', frameRate: 120, tail: 5, frames: 'stops' };
let trace = null;
let wasm = join(root, '.build-wasm/grasp.wasm');
const args = process.argv.slice(2);
for (let i = 0; i < args.length; i++) {
  const arg = args[i];
  const [flag, inline] = arg.startsWith('--') && arg.includes('=') ? [arg.slice(0, arg.indexOf('=')), arg.slice(arg.indexOf('=') + 1)] : [arg, undefined];
  const value = () => {
    if (inline !== undefined) return inline;
    if (i + 1 >= args.length) { console.error(`error: ${flag} needs a value\n${usage}`); process.exit(64); }
    return args[++i];
  };
  switch (flag) {
    case '--scene': options.scene = value(); break;
    case '--frame-rate': options.frameRate = Number(value()); break;
    case '--tail': options.tail = Number(value()); break;
    case '--frames': options.frames = value(); break;
    case '--format': if (value() !== 'jsonl') { console.error('error: wasm-replay prints jsonl only'); process.exit(64); } break;
    case '--wasm': wasm = value(); break;
    case '-h': case '--help': console.log(usage); process.exit(0);
    default:
      if (flag.startsWith('-') || trace !== null) { console.error(`error: unexpected argument ${arg}\n${usage}`); process.exit(64); }
      trace = arg;
  }
}
if (trace === null) { console.error(usage); process.exit(64); }

let text;
try {
  text = readFileSync(trace, 'utf8');
} catch (error) {
  console.error(`grasp replay: ${basename(trace)}: cannot read the file: ${error.message}`);
  process.exit(1);
}
const grasp = await Grasp.load(readFileSync(wasm));
try {
  process.stdout.write(grasp.replay(text, { ...options, fileName: basename(trace) }));
} catch (error) {
  if (!(error instanceof Grasp.GraspError)) throw error;
  if (error.code === 'invalid-trace') {
    console.error(`grasp replay: ${error.message}`);
    if (error.hint) console.error(`(${error.hint})`);
  } else {
    console.error(`Error: ${error.message}`);
  }
  process.exit(1);
}

import { readFileSync } from 'node:fs';

/**
 * The top frames of a V8 CPU profile (node --cpu-prof): self time and total time (self plus what it
 * called) per function, heaviest first, so a benchmark's costs can be read without a browser.
 * Run: npx tsx tools/bench/top-frames.ts <file.cpuprofile> [rows=30] [filter]
 */
interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
  hitCount?: number;
  children?: number[];
}
interface Profile {
  nodes: ProfileNode[];
  startTime: number;
  endTime: number;
  samples: number[];
  timeDeltas: number[];
}

const [file, rowsArg, filter] = process.argv.slice(2);
if (!file) throw new Error('usage: top-frames.ts <file.cpuprofile> [rows] [filter]');
const profile = JSON.parse(readFileSync(file, 'utf8')) as Profile;
const byId = new Map(profile.nodes.map((n) => [n.id, n]));
const parent = new Map<number, number>();
for (const n of profile.nodes) for (const c of n.children ?? []) parent.set(c, n.id);

// Time per sample (µs) goes to the sampled node (self) and, once per function, to every caller (total).
const self = new Map<string, number>();
const total = new Map<string, number>();
const nameOf = (n: ProfileNode) => {
  const url = n.callFrame.url.replace(/^.*\/work\/main\//, '').replace(/^file:\/\//, '');
  return `${n.callFrame.functionName || '(anonymous)'} ${url}:${n.callFrame.lineNumber + 1}`;
};
profile.samples.forEach((id, i) => {
  const dt = profile.timeDeltas[i] ?? 0;
  const node = byId.get(id);
  if (!node) return;
  self.set(nameOf(node), (self.get(nameOf(node)) ?? 0) + dt);
  const seen = new Set<string>();
  for (let at = byId.get(id); at; at = byId.get(parent.get(at.id) ?? -1)) {
    const name = nameOf(at);
    if (seen.has(name)) continue;
    seen.add(name);
    total.set(name, (total.get(name) ?? 0) + dt);
  }
});
const all = profile.endTime - profile.startTime;
const rows = Number(rowsArg ?? 30);
const pct = (us: number) => `${((us / all) * 100).toFixed(1).padStart(5)}%`;
const print = (title: string, map: Map<string, number>) => {
  console.log(`\n${title} (of ${(all / 1e6).toFixed(1)} s)`);
  [...map]
    .filter(([name]) => !filter || name.includes(filter))
    .sort((a, b) => b[1] - a[1])
    .slice(0, rows)
    .forEach(([name, us]) => console.log(`${pct(us)}  ${name}`));
};
print('self time', self);
print('total time', total);

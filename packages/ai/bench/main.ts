import { parsePosition } from '@santorini/engine';
import { formatScore, Searcher } from '@santorini/ai';

const CROSS =
  '{"players":[{"workers":["b3","d3"]},{"workers":["c2","c4"]}],"levels":["00000","00000","00000","00000","00000"],"domes":[],"toMove":0}';

const parsed = parsePosition(JSON.parse(CROSS));
if (!parsed.ok) throw new Error(parsed.error.message);
const arg = process.argv[2] ?? '1000';
const limits = arg.startsWith('depth:') ? { depth: Number(arg.slice(6)) } : { timeMs: Number(arg) };
const searcher = new Searcher();
const result = searcher.search(parsed.value, limits, (info) => {
  console.log(
    `depth ${info.depth} score ${formatScore(info.score)} nodes ${info.nodes} time ${info.timeMs} ms pv ${info.pv.join('; ')}`,
  );
});
console.log(
  `best ${result.turn} depth ${result.depth} nodes ${result.nodes} nps ${Math.round((result.nodes / Math.max(1, result.timeMs)) * 1000)}`,
);

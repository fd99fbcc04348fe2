// Product against the floor (bench/floor.ts) on the hottest reads: equal answers first, then
// alternating short rounds so both see the same machine load, and the ratios.
import { isDeepStrictEqual } from 'node:util';
import autocannon from 'autocannon';

export interface Target {
  base: string;
  headers: Record<string, string>;
}
export interface Read {
  title: string;
  url: string;
}

const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const ROUND_SECONDS = Number(process.env.BENCH_ROUND_SECONDS ?? 5);
const CONNECTIONS = 20;

/** Page links carry the answering server's origin; everything else must be identical. */
async function answerOf(target: Target, url: string): Promise<unknown> {
  const response = await fetch(`${target.base}${url}`, { headers: target.headers });
  if (!response.ok) throw new Error(`${target.base}${url} answered ${response.status}: ${await response.text()}`);
  return JSON.parse((await response.text()).replaceAll(target.base, 'ORIGIN'));
}

export async function assertSameAnswers(product: Target, floor: Target, reads: Read[]) {
  for (const read of reads) {
    const [mine, theirs] = await Promise.all([answerOf(product, read.url), answerOf(floor, read.url)]);
    if (!isDeepStrictEqual(mine, theirs)) {
      throw new Error(
        `The floor's answer differs from the product's for ${read.url}:\nproduct ${JSON.stringify(mine).slice(0, 2000)}\nfloor   ${JSON.stringify(theirs).slice(0, 2000)}`,
      );
    }
  }
}

interface Round {
  requests: number;
  seconds: number;
  p50: number;
  p99: number;
  errors: number;
}

/** The q-quantile of the latencies, to 0.01 ms. */
function quantile(sorted: Float64Array, q: number): number {
  return sorted.length ? Math.round(sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]! * 100) / 100 : 0;
}

async function round(target: Target, url: string, seconds: number): Promise<Round> {
  // autocannon's own percentiles are whole milliseconds, too coarse beside a floor that answers in 2 ms: each response's time is kept instead.
  const latencies: number[] = [];
  const result = await new Promise<autocannon.Result>((resolve, reject) => {
    const run = autocannon(
      { url: `${target.base}${url}`, connections: CONNECTIONS, duration: seconds, headers: target.headers },
      (error, done) => (error ? reject(error) : resolve(done)),
    );
    run.on('response', (_client, _status, _bytes, milliseconds) => {
      latencies.push(milliseconds);
    });
  });
  const sorted = Float64Array.from(latencies).sort();
  return {
    requests: result.requests.total,
    seconds: result.duration,
    p50: quantile(sorted, 0.5),
    p99: quantile(sorted, 0.99),
    errors: result.non2xx + result.errors,
  };
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

function summary(rounds: Round[]) {
  const requests = rounds.reduce((sum, r) => sum + r.requests, 0);
  const seconds = rounds.reduce((sum, r) => sum + r.seconds, 0);
  return {
    reqs: Math.round(requests / seconds),
    p50: median(rounds.map((r) => r.p50)),
    p99: median(rounds.map((r) => r.p99)),
    errors: rounds.reduce((sum, r) => sum + r.errors, 0),
  };
}

/**
 * Alternating rounds (the order rotates every round) after a short warm-up of each target. With
 * `before` (the same reads served by the code before a change), its ratio to the product as well.
 */
export async function compareWithFloor(product: Target, floor: Target, reads: Read[], before?: Target) {
  const rows = [];
  for (const read of reads) {
    // The second of two requests: the first may find the session cache expired by the previous read's rounds.
    await fetch(`${product.base}${read.url}`, { headers: product.headers });
    const statements = (await fetch(`${product.base}${read.url}`, { headers: product.headers })).headers.get('x-sql-statements');
    const targets = [product, floor, ...(before ? [before] : [])];
    const results = targets.map(() => [] as Round[]);
    for (const target of targets) await round(target, read.url, 1);
    for (let n = 0; n < ROUNDS; n++) {
      for (let k = 0; k < targets.length; k++) {
        const i = (n + k) % targets.length;
        results[i]!.push(await round(targets[i]!, read.url, ROUND_SECONDS));
      }
    }
    const [p, f, b] = results.map(summary);
    rows.push({
      read: read.title,
      'SQL/req': Number(statements),
      'product req/s': p!.reqs,
      p50: p!.p50,
      p99: p!.p99,
      'floor req/s': f!.reqs,
      'floor p50': f!.p50,
      'floor p99': f!.p99,
      'req/s ratio': Number((p!.reqs / f!.reqs).toFixed(2)),
      'p99 ratio': Number((p!.p99 / Math.max(f!.p99, 0.01)).toFixed(2)),
      ...(b ? { 'before req/s': b.reqs, 'before p99': b.p99, 'after/before req/s': Number((p!.reqs / b.reqs).toFixed(2)) } : {}),
      errors: results.flat().reduce((sum, r) => sum + r.errors, 0),
    });
  }
  return rows;
}

// `npm run test:e2e:stress`: the end-to-end suite three times in a row while another process keeps one core
// busy, as on a shared CI machine. Any failure fails the run: a test that passes only on a quiet machine is flaky.
import { spawn, spawnSync } from 'node:child_process';

const RUNS = Number(process.env.E2E_STRESS_RUNS ?? 3);

// One core spinning for the whole run, at the same priority as the tests.
const busy = spawn(process.execPath, ['-e', 'for (;;) {}'], { stdio: 'ignore' });
let failed = 0;
try {
  const build = spawnSync(process.execPath, ['scripts/ensure-build.mjs'], { stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
  for (let run = 1; run <= RUNS; run++) {
    const started = Date.now();
    const result = spawnSync('npx', ['playwright', 'test', '--reporter=dot'], { stdio: 'inherit' });
    const seconds = Math.round((Date.now() - started) / 1000);
    console.log(`\nrun ${run}/${RUNS} with one core busy: ${result.status === 0 ? 'passed' : 'FAILED'} in ${seconds} s`);
    if (result.status !== 0) failed++;
  }
} finally {
  busy.kill('SIGKILL');
}
console.log(failed ? `${failed} of ${RUNS} runs failed` : `all ${RUNS} runs passed with one core busy`);
process.exit(failed ? 1 : 0);

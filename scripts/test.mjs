// `npm test`: every check, fastest path first, with the time each phase took at the end.
// Chromium's installation (a fresh machine only) and the type-check run side by side: one waits on the
// network and dpkg, the other on the CPU.
import { spawn } from 'node:child_process';

const run = (command, args) =>
  new Promise((resolve) => {
    const child = spawn(command, args, { stdio: 'inherit' });
    child.on('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
  });

const phases = [
  ['Chromium and type-check', () => Promise.all([run(process.execPath, ['scripts/ensure-chromium.mjs']), run('npx', ['tsc', '--noEmit', '-p', 'tsconfig.json'])])],
  ['server and component tests (vitest)', () => run('npx', ['vitest', 'run'])],
  ['end-to-end journeys (Playwright)', async () => (await run(process.execPath, ['scripts/ensure-build.mjs'])) || run('npx', ['playwright', 'test'])],
];

const took = [];
for (const [name, phase] of phases) {
  const started = Date.now();
  const codes = [await phase()].flat();
  took.push(`${name}: ${Math.round((Date.now() - started) / 1000)} s`);
  const failed = codes.find((code) => code !== 0);
  if (failed !== undefined) {
    console.error(`\nnpm test: ${name} failed.`);
    process.exit(failed);
  }
}
console.log(`\nnpm test passed. ${took.join('; ')}.`);

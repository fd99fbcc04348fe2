// `npm test`: every check, fastest path first, with the time each phase took at the end.
// Chromium's installation (a fresh machine only) and the build run beside the type-check: the first waits
// on the network and dpkg.
import { spawn } from 'node:child_process';

const run = (command, args) =>
  new Promise((resolve) => {
    const child = spawn(command, args, { stdio: 'inherit' });
    child.on('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
  });

// The build comes first, once: tests that start the compiled server then find it ready instead of building it
// from two workers at once.
const chromiumThenBuild = async () =>
  (await run(process.execPath, ['scripts/ensure-chromium.mjs'])) || run(process.execPath, ['scripts/ensure-build.mjs']);

// Dead files and unused exports (knip.jsonc, a few seconds) follow the type-check on its core.
const typeCheckThenDeadCode = async () =>
  (await run('npx', ['tsc', '--noEmit', '-p', 'tsconfig.json'])) || run('npx', ['knip', '--no-progress']);

// Redocly's rules on the OpenAPI document, the formatting check and ESLint (import circles, hooks) follow the build on
// the other core: the two branches then take about as long (type-check 31 s and knip 3 s; build 6 s, document 3 s,
// Prettier 14 s and ESLint 9 s, on a fresh clone of session 14).
const buildThenChecks = async () =>
  (await chromiumThenBuild()) ||
  (await run(process.execPath, ['--import', 'tsx', 'scripts/openapi-lint.ts'])) ||
  (await run('npx', ['prettier', '--check', '--log-level', 'warn', '.'])) ||
  run('npx', ['eslint', '.']);

const phases = [
  ['Chromium, build, type-check, lint and the API document', () => Promise.all([buildThenChecks(), typeCheckThenDeadCode()])],
  ['server and component tests (vitest)', () => run('npx', ['vitest', 'run'])],
  ['end-to-end journeys (Playwright)', () => run('npx', ['playwright', 'test'])],
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

// `npm test`, first phase: Redocly's recommended rules (redocly.yaml) on the OpenAPI document; any error fails.
// Run alone: node --import tsx scripts/openapi-lint.ts
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { apiDocument } from './api-document';

interface Problem {
  ruleId: string;
  severity: 'error' | 'warn';
  message: string;
  location: { pointer: string }[];
}

const dir = mkdtempSync(path.join(tmpdir(), 'envcomply-openapi-'));
const file = path.join(dir, 'openapi.json');
try {
  writeFileSync(file, JSON.stringify(await apiDocument()));
  // JSON on stdout: the counts are read here, and Redocly's own banner (stderr) stays out of the test output.
  const lint = spawnSync(path.join('node_modules', '.bin', 'redocly'), ['lint', file, '--format', 'json', '--max-problems', '10000'], {
    encoding: 'utf8',
  });
  const problems = lint.stdout ? (JSON.parse(lint.stdout) as { problems: Problem[] }).problems : undefined;
  if (!problems) {
    console.error(lint.stderr);
    process.exit(1);
  }
  const errors = problems.filter((problem) => problem.severity === 'error');
  const warnings = problems.length - errors.length;
  for (const problem of errors) console.error(`${problem.ruleId}: ${problem.message} (${problem.location[0]?.pointer ?? ''})`);
  console.log(`OpenAPI document: ${errors.length} errors, ${warnings} warnings (Redocly, recommended rules).`);
  process.exitCode = errors.length ? 1 : 0;
} finally {
  rmSync(dir, { recursive: true, force: true });
}

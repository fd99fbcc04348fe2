// `npm test`, first phase: Redocly's recommended rules (redocly.yaml) on the OpenAPI document; any error fails.
// Run alone: node --import tsx scripts/openapi-lint.ts
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { projectRoot } from '../server/lib/project-root';
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
  const redocly = path.join(projectRoot, 'node_modules', '.bin', 'redocly');
  // From the root, where redocly.yaml names the rules.
  const lint = spawnSync(redocly, ['lint', file, '--format', 'json', '--max-problems', '10000'], { cwd: projectRoot, encoding: 'utf8' });
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

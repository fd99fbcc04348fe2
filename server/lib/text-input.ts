import { isUpload } from './files';
import type { ValidationIssue } from './validation-messages';

const NUL = '\u0000';

/**
 * Every place a client's input holds U+0000, which PostgreSQL text cannot store: strings, object
 * keys and upload file names, however deeply nested. Walked without recursion, so any depth is safe.
 */
export function nulIssues(input: unknown): ValidationIssue[] {
  const issues: ValidationIssue[] = [];
  const pending: [unknown, string][] = [[input, '']];
  while (pending.length) {
    const [value, path] = pending.pop()!;
    if (typeof value === 'string') {
      if (value.includes(NUL)) issues.push({ instancePath: path, keyword: 'nul', params: {} });
    } else if (isUpload(value)) {
      pending.push([value.fileName, path]);
    } else if (value !== null && typeof value === 'object' && !Buffer.isBuffer(value)) {
      for (const [key, item] of Object.entries(value)) {
        if (key.includes(NUL)) issues.push({ instancePath: path, keyword: 'nul', params: {} });
        else pending.push([item, `${path}/${key}`]);
      }
    }
  }
  return issues.reverse();
}

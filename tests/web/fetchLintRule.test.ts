import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

// Issue 33: one way to fetch. ESLint (in `npm test`) refuses a new effect that fetches into state and the removed path-string helpers.
const eslint = new ESLint({ cwd: process.cwd() });
const problems = async (code: string, filePath = 'src/custom-pages/example/NewPage.tsx') => {
  const [result] = await eslint.lintText(code, { filePath });
  return result.messages.map((message) => message.ruleId);
};

describe('the one-way-to-fetch lint rule', () => {
  it('refuses an effect that sets state from a read, written either way', async () => {
    const direct = `export const useRows = (p, setRows) => useEffect(() => { p.getRows().then(setRows); }, [p, setRows]);\n`;
    const arrow = `export const useRows = (p, setRows) => useEffect(() => { p.getRows().then((rows) => setRows(rows)); }, [p, setRows]);\n`;
    expect(await problems(direct)).toContain('no-restricted-syntax');
    expect(await problems(arrow, 'src/resources/example/NewList.tsx')).toContain('no-restricted-syntax');
  });

  it('refuses a loader callback an effect calls', async () => {
    const code = `export const useRows = (p, setRows) => useCallback(() => p.getRows().then(setRows), [p, setRows]);\n`;
    expect(await problems(code)).toContain('no-restricted-syntax');
  });

  it('lets a write close a dialog when it succeeds', async () => {
    const code = `export const save = (p, setOpen) => p.saveRow().then(() => setOpen(false));\n`;
    expect(await problems(code)).not.toContain('no-restricted-syntax');
  });

  it('refuses the path-string helpers', async () => {
    const code = `export const read = (dataProvider) => dataProvider.getAspects('/zone/1');\nexport const write = (dataProvider) => dataProvider.sendRisks('/x', 'PUT');\n`;
    expect(await problems(code)).toEqual(['no-restricted-properties', 'no-restricted-properties']);
  });
});

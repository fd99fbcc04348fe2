import { fireEvent, render, screen } from '@testing-library/react';
import { AdminContext } from 'react-admin';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { RecoveryCodes } from '../../src/common/twoFactor/RecoveryCodes';
import { testI18nProvider } from './support/testI18nProvider';

// As the server gives them: four groups of five (about 99 bits).
const CODES = Array.from({ length: 10 }, (_, index) => `k7m2p-q9rst-uvwxy-z34${'abcdefghjk'[index]}5`);

afterEach(() => vi.restoreAllMocks());

describe('the recovery codes shown once', () => {
  it('lists each code whole, on one line, and downloads them all as text', async () => {
    const saved: Blob[] = [];
    vi.spyOn(URL, 'createObjectURL').mockImplementation((blob) => {
      saved.push(blob as Blob);
      return 'blob:codes';
    });
    vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => {});
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    render(
      <AdminContext i18nProvider={await testI18nProvider('es_ES')}>
        <RecoveryCodes codes={CODES} />
      </AdminContext>,
    );
    const items = screen.getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual(CODES);
    expect(getComputedStyle(items[0]!).whiteSpace).toBe('nowrap');
    fireEvent.click(screen.getByRole('button', { name: /descargar/i }));
    const text = await saved[0]!.text();
    for (const code of CODES) expect(text).toContain(`${code}\n`);
  });
});

import AddIcon from '@mui/icons-material/Add';
import { render, screen } from '@testing-library/react';
import { AdminContext } from 'react-admin';
import { describe, expect, it, vi } from 'vitest';
import { NamedButton } from '../../src/common/NamedButton';
import { testI18nProvider } from './support/testI18nProvider';

// Issue 34: on a phone react-admin draws its Button as an icon; disabled, it had no name (axe "button-name").
const onAPhone = () =>
  vi.spyOn(window, 'matchMedia').mockImplementation(
    (query: string) =>
      ({
        matches: query.includes('max-width'),
        media: query,
        onchange: null,
        addListener: () => undefined,
        removeListener: () => undefined,
        addEventListener: () => undefined,
        removeEventListener: () => undefined,
        dispatchEvent: () => false,
      }) as MediaQueryList,
  );

describe('a button on a phone', () => {
  it('keeps its name while disabled', async () => {
    onAPhone();
    render(
      <AdminContext i18nProvider={await testI18nProvider('ca_ES')}>
        <NamedButton label="ra.action.add" disabled>
          <AddIcon />
        </NamedButton>
      </AdminContext>,
    );
    const named = screen.getByRole('button');
    expect(named).toHaveAccessibleName('Afegeix');
    expect(named).toBeDisabled();
  });
});

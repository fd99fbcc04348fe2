import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { AdminContext, testDataProvider } from 'react-admin';
import { describe, expect, it, vi } from 'vitest';
import { AgendaDigestSection } from '../../src/custom-pages/profile/AgendaDigestSection';
import { testI18nProvider } from './support/testI18nProvider';

describe('the weekly agenda digest switch of the profile', () => {
  it('shows the saved choice and saves a change through PUT /api/profile/agenda-digest', async () => {
    const getOne = vi.fn(async () => ({ data: { id: 'agenda-digest', enabled: false, language: null } }));
    const update = vi.fn(async () => ({ data: { id: 'agenda-digest', enabled: true, language: 'ca' } }));
    render(
      <AdminContext dataProvider={testDataProvider({ getOne, update } as never)} i18nProvider={await testI18nProvider('ca_ES')}>
        <AgendaDigestSection />
      </AdminContext>,
    );
    expect(screen.getByRole('heading', { name: 'Resum setmanal de l’agenda' })).toBeVisible();
    const toggle = screen.getByRole('switch', { name: 'Rebre el resum setmanal per correu electrònic' });
    await waitFor(() => expect(toggle).toBeEnabled());
    expect(toggle).not.toBeChecked();

    fireEvent.click(toggle);
    await waitFor(() =>
      expect(update).toHaveBeenCalledWith('profile', expect.objectContaining({ id: 'agenda-digest', data: { enabled: true } })),
    );
    expect(getOne).toHaveBeenCalledWith('profile', expect.objectContaining({ id: 'agenda-digest' }));
    await waitFor(() => expect(toggle).toBeChecked());
  });
});

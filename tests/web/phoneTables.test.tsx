import { render, screen } from '@testing-library/react';
import { AdminContext, DataTable, ListContextProvider, ResourceContextProvider, useList } from 'react-admin';
import { describe, expect, it } from 'vitest';
import { lightTheme } from '../../src/theme/themes';
import { testI18nProvider } from './support/testI18nProvider';

const Users = () => {
  const list = useList({ data: [{ id: 1, name: 'Laia Rovira', email: 'laia@adoberies.test' }] });
  return (
    <ResourceContextProvider value="user">
      <ListContextProvider value={list}>
        <DataTable bulkActionButtons={false}>
          <DataTable.Col source="name" />
          <DataTable.Col source="email" />
          <DataTable.Col label="Note" render={() => 'ok'} />
        </DataTable>
      </ListContextProvider>
    </ResourceContextProvider>
  );
};

describe('every DataTable at phone width', () => {
  it('writes each column’s translated label into its cells, through the theme, for the one-column layout', async () => {
    render(
      <AdminContext theme={lightTheme} i18nProvider={await testI18nProvider('es_ES')}>
        <Users />
      </AdminContext>,
    );
    const email = await screen.findByText('laia@adoberies.test');
    expect(email.closest('td')).toHaveAttribute('data-label', 'Correo electrónico');
    expect(screen.getByText('Laia Rovira').closest('td')).toHaveAttribute('data-label', 'Nombre');
    // A label given as text is kept as it is (translated when it is a catalogue key).
    expect(screen.getByText('ok').closest('td')).toHaveAttribute('data-label', 'Note');
  });
});

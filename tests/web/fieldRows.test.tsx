import { MenuItem, TextField } from '@mui/material';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { AdminContext, ArrayInput, SimpleForm, TextInput } from 'react-admin';
import { describe, expect, it } from 'vitest';
import { FIELD_ROW_WIDTH, FieldRow } from '../../src/common/FieldRow';
import { ItemsIterator } from '../../src/common/ItemsIterator';
import { lightTheme } from '../../src/theme/themes';
import { testI18nProvider } from './support/testI18nProvider';

// Issue 34: filters and report fields in a row at a field's width (not one full-width field a line), and lists inside
// forms whose add button says what it adds.

describe('a row of filters', () => {
  it('lays its fields side by side at a field’s width, wrapping, in one named search landmark', async () => {
    render(
      <AdminContext theme={lightTheme} i18nProvider={await testI18nProvider('es_ES')}>
        <FieldRow component="search" aria-label="Buscador de procesos">
          <TextField label="Buscar procesos" />
          <TextField select label="Ámbito" value="">
            <MenuItem value="">Cualquiera</MenuItem>
          </TextField>
        </FieldRow>
      </AdminContext>,
    );
    const row = screen.getByLabelText('Buscador de procesos');
    expect(row.tagName).toBe('SEARCH');
    expect(getComputedStyle(row).display).toBe('flex');
    expect(getComputedStyle(row).flexWrap).toBe('wrap');
    for (const field of [within(row).getByRole('textbox', { name: 'Buscar procesos' }), within(row).getByRole('combobox')]) {
      const control = field.closest('.MuiFormControl-root')!;
      // The theme makes every field full width; in the row each takes a field's width and may wrap.
      expect(getComputedStyle(control).flex).toBe(`0 1 ${FIELD_ROW_WIDTH}px`);
    }
  });
});

describe('a list inside a form', () => {
  it('adds a row with a button that says what it adds, and has no unlabelled button emptying the list', async () => {
    render(
      <AdminContext theme={lightTheme} i18nProvider={await testI18nProvider('es_ES')}>
        <SimpleForm record={{ products: [{ name: 'Brodifacoum 0,0025 % bloque' }] }} toolbar={false}>
          <ArrayInput source="products" resource="ddd-service">
            <ItemsIterator inline addLabel="ddd.add_product">
              <TextInput source="name" resource="ddd-service-product" />
            </ItemsIterator>
          </ArrayInput>
        </SimpleForm>
      </AdminContext>,
    );
    expect(await screen.findAllByRole('textbox')).toHaveLength(1);
    fireEvent.click(screen.getByRole('button', { name: 'Añadir producto' }));
    expect(await screen.findAllByRole('textbox')).toHaveLength(2);
    // Each row keeps its own remove button, named (shown on hover or touch); nothing empties the whole list at once.
    expect(document.querySelectorAll('button[aria-label="Quitar"]')).toHaveLength(2);
    expect(document.querySelector('button[aria-label="Vaciar la lista"]')).toBeNull();
    for (const button of document.querySelectorAll('button')) expect(button.getAttribute('aria-label') ?? button.textContent).toBeTruthy();
  });
});

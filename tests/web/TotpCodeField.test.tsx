import { fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { AdminContext, Form, testDataProvider } from 'react-admin';
import { describe, expect, it, vi } from 'vitest';
import { TotpCodeField, TotpCodeInput } from '../../src/common/TotpCodeField';
import { testI18nProvider } from './support/testI18nProvider';

const Controlled = ({ recovery, error, onCode }: { recovery?: boolean; error?: string; onCode: (code: string) => void }) => {
  const [code, setCode] = useState('');
  return (
    <TotpCodeField
      recovery={recovery}
      error={error}
      value={code}
      onChange={(next) => {
        setCode(next);
        onCode(next);
      }}
    />
  );
};

const renderField = async (props: { recovery?: boolean; error?: string }) => {
  const onCode = vi.fn();
  render(
    <AdminContext dataProvider={testDataProvider()} i18nProvider={await testI18nProvider('es_ES')}>
      <Controlled {...props} onCode={onCode} />
    </AdminContext>,
  );
  return { field: screen.getByRole('textbox', { name: 'Código' }), onCode };
};

describe('the one code field (sign-in, profile, re-authentication)', () => {
  it('lets the phone offer the code it received and shows the digits keyboard for an app code, taking "123 456" as typed', async () => {
    const { field, onCode } = await renderField({});
    expect(field).toHaveAttribute('autocomplete', 'one-time-code');
    expect(field).toHaveAttribute('inputmode', 'numeric');
    expect(screen.getByText('Las seis cifras que muestra ahora la app')).toBeVisible();
    fireEvent.change(field, { target: { value: '123 456' } });
    expect(onCode).toHaveBeenLastCalledWith('123 456');
    expect(field).toHaveValue('123 456');
  });

  it('takes a recovery code where the caller allows one, with the full keyboard, and says why the last one was refused', async () => {
    const { field, onCode } = await renderField({ recovery: true, error: 'El código no es válido o ya se ha usado.' });
    expect(field).toHaveAttribute('inputmode', 'text');
    expect(field).toHaveAttribute('autocomplete', 'one-time-code');
    fireEvent.change(field, { target: { value: 'abcde-fghjk-mnpqr-stuv2' } });
    expect(onCode).toHaveBeenLastCalledWith('abcde-fghjk-mnpqr-stuv2');
    expect(field).toHaveAccessibleDescription('El código no es válido o ya se ha usado.');
    expect(field).toHaveAttribute('aria-invalid', 'true');
  });

  it("inside a form, sends what is typed under the form's field and shows the server's refusal", async () => {
    const onSubmit = vi.fn(() => ({ two_factor_code: 'Enter a code from your authenticator app.' }));
    render(
      <AdminContext dataProvider={testDataProvider()} i18nProvider={await testI18nProvider('en')}>
        <Form record={{ two_factor_code: '' }} onSubmit={onSubmit}>
          <TotpCodeInput
            source="two_factor_code"
            label="resources.profile.fields.two_factor_code"
            helperText="resources.profile.helpers.two_factor_code"
          />
          <button type="submit">Save</button>
        </Form>
      </AdminContext>,
    );
    const field = screen.getByRole('textbox', { name: 'Code from your authenticator app' });
    expect(field).toHaveAttribute('autocomplete', 'one-time-code');
    fireEvent.change(field, { target: { value: '654 321' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Enter a code from your authenticator app.')).toBeVisible();
    expect(onSubmit).toHaveBeenCalledWith(expect.objectContaining({ two_factor_code: '654 321' }), expect.anything());
  });
});

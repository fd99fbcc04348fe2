import { fireEvent, render, screen } from '@testing-library/react';
import { AdminContext, testDataProvider } from 'react-admin';
import { describe, expect, it, vi } from 'vitest';
import { TwoFactorSection } from '../../src/custom-pages/profile/TwoFactorSection';
import { testI18nProvider } from './support/testI18nProvider';

const FRESH = Array.from({ length: 10 }, (_, index) => `k7m2p-q9rst-${'abcdefghjk'[index]}uvwx-yz345`);

describe('the profile two-step verification section', () => {
  it('gives new recovery codes for the password and a current code, and shows them once', async () => {
    const dataProvider = testDataProvider({
      getOne: vi.fn(async () => ({
        data: { id: 'two-factor', enabled: true, enabled_at: '2026-11-01T08:00:00Z', recovery_codes_left: 2, required: true },
      })) as never,
      create: vi.fn(async () => ({ data: { id: 1, recovery_codes: FRESH } })) as never,
    });
    render(
      <AdminContext dataProvider={dataProvider} i18nProvider={await testI18nProvider('es_ES')}>
        <TwoFactorSection />
      </AdminContext>,
    );
    // Required by the consultancy: it cannot be turned off, but its codes can be renewed.
    fireEvent.click(await screen.findByRole('button', { name: 'Generar códigos de recuperación nuevos' }));
    expect(screen.queryByRole('button', { name: 'Desactivar' })).toBeNull();
    fireEvent.change(screen.getByLabelText('Contraseña actual'), { target: { value: 'la-contraseña' } });
    // A recovery code proves it too: the full keyboard.
    expect(screen.getByLabelText('Código')).toHaveAttribute('inputmode', 'text');
    fireEvent.change(screen.getByLabelText('Código'), { target: { value: ' 123456 ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Generar códigos de recuperación nuevos' }));
    expect(await screen.findByText(FRESH[0]!)).toBeTruthy();
    expect(screen.getByText(FRESH[9]!)).toBeTruthy();
    expect(dataProvider.create).toHaveBeenCalledWith('profile/two-factor/recovery-codes', {
      data: { password: 'la-contraseña', code: '123456' },
    });
  });

  it('turns it on with the first code and the current password', async () => {
    const create = vi.fn(async (path: string) =>
      path === 'profile/two-factor/setup'
        ? {
            data: {
              id: 1,
              secret: 'JBSWY3DPEHPK3PXP',
              otpauth_url: 'otpauth://totp/x',
              qr_code: 'data:image/png;base64,AA==',
              setup: 'sealed',
            },
          }
        : { data: { id: 1, recovery_codes: FRESH } },
    );
    const dataProvider = testDataProvider({
      getOne: vi.fn(async () => ({
        data: { id: 'two-factor', enabled: false, enabled_at: null, recovery_codes_left: 0, required: false },
      })) as never,
      create: create as never,
    });
    render(
      <AdminContext dataProvider={dataProvider} i18nProvider={await testI18nProvider('es_ES')}>
        <TwoFactorSection />
      </AdminContext>,
    );
    fireEvent.click(await screen.findByRole('button', { name: 'Activar' }));
    // The first code comes from the app just set up: the digits keyboard.
    expect(await screen.findByLabelText('Código')).toHaveAttribute('inputmode', 'numeric');
    fireEvent.change(await screen.findByLabelText('Código'), { target: { value: '123456' } });
    fireEvent.change(screen.getByLabelText('Contraseña actual'), { target: { value: 'la-contraseña' } });
    fireEvent.click(screen.getByRole('button', { name: 'Confirmar' }));
    expect(await screen.findByText(FRESH[0]!)).toBeTruthy();
    expect(create).toHaveBeenLastCalledWith('profile/two-factor', { data: { setup: 'sealed', code: '123456', password: 'la-contraseña' } });
  });
});

import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { AdminContext, testDataProvider } from 'react-admin';
import { describe, expect, it, vi } from 'vitest';
import type { PendingSecondFactor } from '../../src/authProvider/secondFactor';
import { apiErrorFromResponse } from '../../src/dataProvider/apiError';
import type { HttpClient } from '../../src/dataProvider/httpClient';
import TwoFactorStep from '../../src/login/TwoFactorStep';
import { testI18nProvider } from './support/testI18nProvider';

const TOKENS = { access: 'access-token', refresh: 'refresh-token' };
// As the server gives them: four groups of five letters and digits (no 0/o, 1/l/i).
const RECOVERY_CODES = Array.from({ length: 10 }, (_, index) => `abcde-fghjk-mnpqr-stuv${'23456789xy'[index]}`);

const refusal = (status: number, code: string) =>
  apiErrorFromResponse(
    new Response(JSON.stringify({ detail: 'refused', code, fields: { code: 'refused' } }), {
      status,
      headers: { 'content-type': 'application/json' },
    }),
  );

/** A sign-in waiting for its code, over a fake API: `answer` decides what each call answers. */
function pendingSignIn(setupRequired: boolean, answer: (path: string, body: Record<string, unknown>) => Promise<unknown>) {
  const json = vi.fn((path: string, request?: { body?: Record<string, unknown> }) => answer(path, request?.body ?? {}));
  const pending: PendingSecondFactor = {
    asked: { two_factor_required: true, setup_required: setupRequired, challenge: 'sealed-challenge' },
    client: { json, send: vi.fn(), refreshSession: vi.fn() } as unknown as HttpClient,
    resolve: vi.fn(),
    reject: vi.fn(),
  };
  return { pending, json };
}

const renderStep = async (pending: PendingSecondFactor) =>
  render(
    <AdminContext dataProvider={testDataProvider()} i18nProvider={await testI18nProvider('en')}>
      <TwoFactorStep pending={pending} />
    </AdminContext>,
  );

const typeCode = (code: string) => {
  fireEvent.change(screen.getByRole('textbox', { name: 'Code' }), { target: { value: code } });
  fireEvent.click(screen.getByRole('button', { name: 'Verify' }));
};

describe('the sign-in code step', () => {
  it('says why a code is refused, then signs in with the tokens a right code earns', async () => {
    const { pending, json } = pendingSignIn(false, async (_path, body) => {
      if (body.code === '000000') throw await refusal(401, 'invalid_two_factor_code');
      return TOKENS;
    });
    await renderStep(pending);
    expect(screen.getByText(/six-digit code from your authenticator app/)).toBeVisible();
    // A recovery code has letters: the phone shows the full keyboard, and still offers a code it received.
    expect(screen.getByRole('textbox', { name: 'Code' })).toHaveAttribute('inputmode', 'text');
    expect(screen.getByRole('textbox', { name: 'Code' })).toHaveAttribute('autocomplete', 'one-time-code');

    typeCode('000000');
    expect(await screen.findByText('The code is not valid, or it was already used.')).toBeVisible();
    expect(pending.resolve).not.toHaveBeenCalled();

    typeCode(' 123456 ');
    await waitFor(() => expect(pending.resolve).toHaveBeenCalledWith(TOKENS));
    expect(json).toHaveBeenLastCalledWith('/login/two-factor', {
      method: 'POST',
      body: { challenge: 'sealed-challenge', code: '123456', setup: undefined },
      authenticated: false,
    });
  });

  it('sets the app up when the consultancy requires it, and shows the recovery codes before signing in', async () => {
    const { pending } = pendingSignIn(true, async (path) =>
      path === '/login/two-factor/setup'
        ? {
            secret: 'JBSWY3DPEHPK3PXPJBSWY3DP',
            otpauth_url: 'otpauth://totp/x',
            qr_code: 'data:image/png;base64,AAAA',
            setup: 'sealed-secret',
          }
        : { ...TOKENS, recovery_codes: RECOVERY_CODES },
    );
    await renderStep(pending);
    expect(await screen.findByRole('img', { name: 'QR code for the authenticator app' })).toBeVisible();
    expect(screen.getByTestId('two-factor-secret')).toHaveTextContent('JBSW Y3DP EHPK 3PXP JBSW Y3DP');
    // The first code can only come from the app just set up: the digits keyboard.
    expect(screen.getByRole('textbox', { name: 'Code' })).toHaveAttribute('inputmode', 'numeric');

    typeCode('123456');
    expect(await screen.findByText('abcde-fghjk-mnpqr-stuv5')).toBeVisible();
    expect(screen.getAllByRole('listitem')).toHaveLength(10);
    expect(pending.resolve).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(pending.resolve).toHaveBeenCalledWith(TOKENS);
  });

  it('goes back to the password when the step has expired, or when asked to', async () => {
    const expired = pendingSignIn(false, async () => {
      throw await refusal(401, 'two_factor_challenge_not_valid');
    });
    const { unmount } = await renderStep(expired.pending);
    typeCode('123456');
    await waitFor(() => expect(expired.pending.reject).toHaveBeenCalledWith(new Error('errors.two_factor_challenge_not_valid')));
    unmount();

    const changedMind = pendingSignIn(false, async () => TOKENS);
    await renderStep(changedMind.pending);
    fireEvent.click(screen.getByRole('button', { name: 'Back' }));
    expect(changedMind.pending.reject).toHaveBeenCalledWith(new Error('two_factor.cancelled'));
  });
});

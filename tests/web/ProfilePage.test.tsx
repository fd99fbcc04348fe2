import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { Route } from 'react-router-dom';
import { Admin, CustomRoutes, TestMemoryRouter } from 'react-admin';
import { describe, expect, it, vi } from 'vitest';
import ProfilePage from '../../src/custom-pages/ProfilePage';
import ConfirmEmailPage from '../../src/custom-pages/profile/ConfirmEmailPage';
import { CONFIRM_EMAIL_ROUTE } from '../../src/custom-pages/profile/confirmEmailPath';
import { apiErrorFromResponse } from '../../src/dataProvider/apiError';
import type { AppDataProvider, Profile } from '../../src/dataProvider';
import { json } from './support/fakeApi';
import { testI18nProvider } from './support/testI18nProvider';

const stored: Profile = {
  id: 7,
  name: 'Laia Soler',
  email: 'laia@verda.cat',
  role: 'collaborator',
  profile_picture: null,
  enterpriseList: [],
  centerList: [],
  pending_email: null,
};

// The page's other sections read through getOne/getList; they are not what these tests look at.
const quietSections = {
  getOne: async () => ({ data: { id: 'x', enabled: false, enabled_at: null, recovery_codes_left: 0, required: false } }),
  getList: async () => ({ data: [], total: 0 }),
};

const renderAt = async (path: string, calls: Partial<AppDataProvider>) => {
  const dataProvider = { ...quietSections, ...calls } as unknown as AppDataProvider;
  render(
    <TestMemoryRouter initialEntries={[path]}>
      <Admin dataProvider={dataProvider} i18nProvider={await testI18nProvider('en')}>
        <CustomRoutes>
          <Route path="/profile" element={<ProfilePage />} />
          <Route path={CONFIRM_EMAIL_ROUTE} element={<ConfirmEmailPage />} />
        </CustomRoutes>
      </Admin>
    </TestMemoryRouter>,
  );
};

const textbox = (name: RegExp) => screen.getByLabelText(name, { selector: 'input' });

describe('the profile page', () => {
  it('asks for the current password only once the password or the e-mail changes, and sends it', async () => {
    const updateProfile = vi.fn(async () => ({ ...stored, pending_email: 'laia@personal.cat' }));
    await renderAt('/profile', { getProfile: async () => stored, updateProfile });
    await screen.findByDisplayValue('laia@verda.cat');
    expect(screen.queryByLabelText(/Current password/)).toBeNull();

    fireEvent.change(textbox(/^Email/), { target: { value: 'laia@personal.cat' } });
    fireEvent.change(await screen.findByLabelText(/Current password/, { selector: 'input' }), { target: { value: 'my-password' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(updateProfile).toHaveBeenCalled());
    expect(updateProfile).toHaveBeenCalledWith(expect.objectContaining({ email: 'laia@personal.cat', current_password: 'my-password' }));
    // The account keeps its e-mail until the link is opened: the form shows the old one and the pending one.
    expect(await screen.findByText(/Pending confirmation: laia@personal.cat/)).toBeInTheDocument();
    expect(screen.getByDisplayValue('laia@verda.cat')).toBeInTheDocument();
  });

  it('asks for a code instead when the server says the person signs in only through their provider', async () => {
    const refusal = await apiErrorFromResponse(
      json(400, {
        detail: 'Enter a code from your authenticator app to make this change.',
        code: 'reauthentication_required',
        fields: { two_factor_code: 'Enter a code from your authenticator app.' },
      }),
    );
    const updateProfile = vi.fn().mockRejectedValueOnce(refusal).mockResolvedValueOnce(stored);
    await renderAt('/profile', { getProfile: async () => stored, updateProfile });
    await screen.findByDisplayValue('laia@verda.cat');
    fireEvent.change(textbox(/^New password/), { target: { value: 'a-new-password' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));

    const code = await screen.findByLabelText(/Code from your authenticator app/, { selector: 'input' });
    expect(screen.queryByLabelText(/Current password/)).toBeNull();
    fireEvent.change(code, { target: { value: '123456' } });
    await waitFor(() => expect(screen.getByRole('button', { name: 'Save' })).toBeEnabled());
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(updateProfile).toHaveBeenCalledTimes(2));
    expect(updateProfile).toHaveBeenLastCalledWith(expect.objectContaining({ password: 'a-new-password', two_factor_code: '123456' }));
  });
});

describe('the page the e-mail confirmation link opens', () => {
  it('asks before confirming, then says the new e-mail is the account’s', async () => {
    const getOne = vi.fn(async () => ({ data: { id: 'x', name: 'Laia Soler', email: 'laia@personal.cat' } }));
    const create = vi.fn(async () => ({ data: { id: 'x', email: 'laia@personal.cat' } }));
    await renderAt('/confirm-email/abcdefghijklmnopqrstuvwxyz', { getOne, create } as never);
    expect(await screen.findByText(/Confirm laia@personal.cat as the e-mail of your account/)).toBeInTheDocument();
    expect(getOne).toHaveBeenCalledWith('profile/email', expect.objectContaining({ id: 'abcdefghijklmnopqrstuvwxyz' }));
    expect(create).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: 'Confirm the new e-mail' }));
    expect(await screen.findByRole('status')).toHaveTextContent('your account’s e-mail is now laia@personal.cat');
    expect(create).toHaveBeenCalledWith('profile/email/abcdefghijklmnopqrstuvwxyz', { data: {} });
  });

  it('says why a used or expired link does nothing', async () => {
    const gone = await apiErrorFromResponse(
      json(410, { detail: 'This link has expired. Change the e-mail again from your profile.', code: 'link_expired' }),
    );
    await renderAt('/confirm-email/abcdefghijklmnopqrstuvwxyz', { getOne: vi.fn().mockRejectedValue(gone) } as never);
    expect(await screen.findByText('This link has expired. Change the e-mail again from your profile.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Confirm the new e-mail' })).toBeNull();
  });
});

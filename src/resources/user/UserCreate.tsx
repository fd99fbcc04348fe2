import { Create, SimpleForm, useNotify, useRedirect } from 'react-admin';
import type { InvitationOutcome, User } from './types';
import { UserInputs } from './UserInputs';
import { toUserPayload } from './userPayload';

/** A new user; by default invited by e-mail, and the page says whether the invitation went. */
const UserCreate = () => {
  const notify = useNotify();
  const redirect = useRedirect();
  const onSuccess = (user: User & { invitation?: InvitationOutcome }) => {
    const { invitation } = user;
    if (!invitation) notify('ra.notification.created', { type: 'info', messageArgs: { smart_count: 1 } });
    else if (invitation.sent) notify('onboarding.user.invited', { type: 'success', messageArgs: { email: invitation.to } });
    else
      notify('onboarding.user.invite_failed', {
        type: 'warning',
        autoHideDuration: 10_000,
        messageArgs: { detail: invitation.detail ?? '' },
      });
    // A failed invitation leads to the user's page, where it can be sent again.
    redirect(invitation && !invitation.sent ? 'edit' : 'list', 'user', user.id);
  };
  return (
    <Create transform={toUserPayload} mutationOptions={{ onSuccess }}>
      <SimpleForm defaultValues={{ role: 'collaborator', invite: true }}>
        <UserInputs isNew />
      </SimpleForm>
    </Create>
  );
};

export default UserCreate;

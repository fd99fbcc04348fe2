import { useMemo } from 'react';
import { Edit, SimpleForm, TopToolbar, useRecordContext } from 'react-admin';
import { SaveDeleteToolbar } from '../../common/SaveDeleteToolbar';
import { EndSessionsButton } from './EndSessionsButton';
import { ResendInvitationButton } from './ResendInvitationButton';
import type { User } from './types';
import { UserInputs } from './UserInputs';
import { toUserPayload } from './userPayload';
import { withHistory } from '../../history/HistoryAside';

/** The form edits the ids of the enterprises and centers the record nests. */
const UserForm = () => {
  const user = useRecordContext<User>();
  const values = useMemo(
    () =>
      user && {
        ...user,
        enterpriseIdList: user.enterpriseList.map((item) => item.id),
        centerIdList: user.centerList.map((item) => item.id),
      },
    [user],
  );
  return (
    <SimpleForm record={values} toolbar={<SaveDeleteToolbar />}>
      <UserInputs isNew={false} />
    </SimpleForm>
  );
};

// Pessimistic: the server's answer (e.g. e-mail taken) must reach the form before leaving it.
const UserEdit = () => (
  <Edit
    mutationMode="pessimistic"
    redirect="list"
    transform={toUserPayload}
    actions={
      <TopToolbar>
        <ResendInvitationButton />
        <EndSessionsButton />
      </TopToolbar>
    }
    {...withHistory}
  >
    <UserForm />
  </Edit>
);

export default UserEdit;

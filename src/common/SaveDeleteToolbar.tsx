import { DeleteButton, SaveButton, Toolbar } from 'react-admin';

// Pessimistic delete: a refusal (e.g. an owner that still has centers) must reach the page before it leaves.
export const SaveDeleteToolbar = () => (
  <Toolbar sx={{ justifyContent: 'space-between' }}>
    <SaveButton />
    <DeleteButton mutationMode="pessimistic" />
  </Toolbar>
);

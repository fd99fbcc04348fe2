import type { ReactNode } from 'react';
import { Create, Edit, SimpleForm } from 'react-admin';
import { SaveDeleteToolbar } from '../../common/SaveDeleteToolbar';
import { FormGrid } from '../../common/FormGrid';
import { withHistory } from '../../history/HistoryAside';

/** The creation page of a register resource: its inputs in two columns, Spanish beside Catalan. */
export const RegisterCreate = ({ children, defaultValues }: { children: ReactNode; defaultValues?: object }) => (
  <Create redirect="list">
    <SimpleForm defaultValues={defaultValues}>
      <FormGrid columns="1fr 1fr">{children}</FormGrid>
    </SimpleForm>
  </Create>
);

// Pessimistic: a 409 on delete or the server's field errors must reach the page before it leaves.
export const RegisterEdit = ({ children }: { children: ReactNode }) => (
  <Edit mutationMode="pessimistic" redirect="list" {...withHistory}>
    <SimpleForm toolbar={<SaveDeleteToolbar />}>
      <FormGrid columns="1fr 1fr">{children}</FormGrid>
    </SimpleForm>
  </Edit>
);

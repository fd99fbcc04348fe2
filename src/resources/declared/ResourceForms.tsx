import { Suspense } from 'react';
import { Create, Edit, SimpleForm } from 'react-admin';
import { FormGrid } from '../../common/FormGrid';
import { SaveDeleteToolbar } from '../../common/SaveDeleteToolbar';
import { withHistory } from '../../history/HistoryAside';
import type { PlainPages, ResourceDeclaration } from '../declare';
import { DeclaredInputs } from './DeclaredInputs';
import { partOf } from './partOf';

type Props = { declaration: ResourceDeclaration };

/** The creation page of a declared resource: its inputs in two columns, Spanish beside Catalan. */
export const ResourceCreate = ({ declaration }: Props) => {
  const { defaults, transformCreate } = declaration.pages as PlainPages;
  return (
    <Create redirect="list" transform={transformCreate}>
      <SimpleForm defaultValues={defaults}>
        <FormGrid columns="1fr 1fr">
          <DeclaredInputs declaration={declaration} />
        </FormGrid>
      </SimpleForm>
    </Create>
  );
};

// Pessimistic: a 409 on delete or the server's field errors must reach the page before it leaves.
export const ResourceEdit = ({ declaration }: Props) => {
  const { transformEdit, editExtra } = declaration.pages as PlainPages;
  const Extra = editExtra && partOf(editExtra);
  return (
    <Edit mutationMode="pessimistic" redirect="list" transform={transformEdit} {...withHistory}>
      <SimpleForm toolbar={<SaveDeleteToolbar />}>
        <FormGrid columns="1fr 1fr">
          <DeclaredInputs declaration={declaration} />
          {Extra && (
            <Suspense fallback={null}>
              <Extra />
            </Suspense>
          )}
        </FormGrid>
      </SimpleForm>
    </Edit>
  );
};

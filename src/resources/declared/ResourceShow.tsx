import { Labeled, Show, SimpleShowLayout, TextField } from 'react-admin';
import { KindField } from '../../common/fields';
import type { PlainPages, ResourceDeclaration } from '../declare';

/** A declared resource read-only: each field by its kind, a reference by its nested name. */
const ResourceShow = ({ declaration }: { declaration: ResourceDeclaration }) => {
  const { fields } = declaration.pages as PlainPages;
  return (
    <Show>
      <SimpleShowLayout>
        {Object.entries(fields).map(([source, { kind }]) => {
          if (kind.kind === 'bilingualName') return <TextField key={source} source={source} />;
          if (kind.kind === 'reference') {
            const nested = source.replace(/_ids?$/, '');
            return (
              <Labeled key={source} source={nested}>
                <TextField source={`${nested}.name`} />
              </Labeled>
            );
          }
          if (kind.kind === 'file') return null;
          return <KindField key={source} source={source} kind={kind} />;
        })}
      </SimpleShowLayout>
    </Show>
  );
};

export default ResourceShow;

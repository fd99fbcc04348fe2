import { ArrayInput, AutocompleteInput, ReferenceInput, required, SimpleFormIterator, TextInput } from 'react-admin';
import { FULL_ROW } from '../../common/FormGrid';

/** A legal text: its title, scope and subambit, and the articles or links it cites, one per row. */
export const LegalTextInputs = () => (
  <>
    <TextInput source="name" validate={required()} className={FULL_ROW} />
    <ReferenceInput source="legal_scope_id" reference="legal-scope" sort={{ field: 'scope', order: 'ASC' }}>
      <AutocompleteInput validate={required()} />
    </ReferenceInput>
    <ReferenceInput source="subambit_id" reference="subambit" sort={{ field: 'order', order: 'ASC' }}>
      <AutocompleteInput validate={required()} />
    </ReferenceInput>
    <ArrayInput source="texts" className={FULL_ROW}>
      {/* An empty source edits the strings themselves: the API keeps `texts` as a list of strings. */}
      <SimpleFormIterator fullWidth>
        <TextInput source="" label="resources.legal-text.fields.text" multiline helperText={false} />
      </SimpleFormIterator>
    </ArrayInput>
  </>
);

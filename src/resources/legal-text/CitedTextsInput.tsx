import { ArrayInput, SimpleFormIterator, TextInput } from 'react-admin';
import { FULL_ROW } from '../../common/FormGrid';

/** The articles or links a legal text cites, one per row; `label` names the list where it is a new wording. */
const CitedTextsInput = ({ source, label }: { source: string; label?: string }) => (
  <ArrayInput source={source} label={label} className={FULL_ROW}>
    {/* An empty source edits the strings themselves: the API keeps `texts` as a list of strings. */}
    <SimpleFormIterator fullWidth>
      <TextInput source="" label="resources.legal-text.fields.text" multiline helperText={false} />
    </SimpleFormIterator>
  </ArrayInput>
);

export default CitedTextsInput;

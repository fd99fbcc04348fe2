import { ArrayInput, TextInput } from 'react-admin';
import { FULL_ROW } from '../../common/FormGrid';
import { ItemsIterator } from '../../common/ItemsIterator';

/** The articles or links a legal text cites, one per row; `label` names the list where it is a new wording. */
const CitedTextsInput = ({ source, label }: { source: string; label?: string }) => (
  <ArrayInput source={source} label={label} className={FULL_ROW}>
    {/* An empty source edits the strings themselves: the API keeps `texts` as a list of strings. */}
    <ItemsIterator fullWidth addLabel="resources.legal-text.add_text">
      <TextInput source="" label="resources.legal-text.fields.text" multiline helperText={false} />
    </ItemsIterator>
  </ArrayInput>
);

export default CitedTextsInput;

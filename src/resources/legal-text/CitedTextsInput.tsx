import { ArrayInput, SimpleFormIterator, TextInput } from 'react-admin';
import { FULL_ROW } from '../../common/FormGrid';

/** The articles or links a legal text cites, one per row. */
const CitedTextsInput = ({ source }: { source: string }) => (
  <ArrayInput source={source} className={FULL_ROW}>
    {/* An empty source edits the strings themselves: the API keeps `texts` as a list of strings. */}
    <SimpleFormIterator fullWidth>
      <TextInput source="" label="resources.legal-text.fields.text" multiline helperText={false} />
    </SimpleFormIterator>
  </ArrayInput>
);

export default CitedTextsInput;

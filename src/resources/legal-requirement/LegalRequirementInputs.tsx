import { AutocompleteInput, ReferenceInput, required } from 'react-admin';
import { FULL_ROW } from '../../common/FormGrid';
import { BilingualInputs, OrderInput } from '../../custom-pages/legal-manager/BilingualInputs';

/** `legalTextFilter` narrows the legal texts offered, e.g. to one subambit's in the legal manager. */
export const LegalRequirementInputs = ({ legalTextFilter }: { legalTextFilter?: Record<string, unknown> }) => (
  <>
    <BilingualInputs />
    <BilingualInputs source="evidence_name" />
    <ReferenceInput source="legal_text_id" reference="legal-text" filter={legalTextFilter}>
      <AutocompleteInput validate={required()} className={FULL_ROW} />
    </ReferenceInput>
    <OrderInput />
  </>
);

import { Loading, useGetList, useTranslate } from 'react-admin';
import { useFieldFormat, type FieldKind } from '../../common/fields';
import { MAX_PAGE_SIZE } from '../../../contract/paging';
import { LegalRequirementInputs } from '../../resources/legal-requirement/LegalRequirementInputs';
import { LegalTextInputs } from '../../resources/legal-text/LegalTextInputs';
import { RegisterLevel } from './RegisterLevel';
import type { LegalRequirement, LegalText } from './registerRecords';

const DATE: FieldKind = { kind: 'date' };
// A subambit holds tens of texts and requirements, not thousands: one page shows them all.
const WHOLE_LEVEL = { page: 1, perPage: MAX_PAGE_SIZE };

/** The last level of the tree: the subambit's legal texts and the requirements they set. */
export const SubambitContents = ({ subambitId }: { subambitId: number }) => {
  const translate = useTranslate();
  const { format } = useFieldFormat();
  const filter = { subambitId };
  const texts = useGetList<LegalText>('legal-text', { filter, pagination: WHOLE_LEVEL, sort: { field: 'name', order: 'ASC' } });
  const requirements = useGetList<LegalRequirement>('legal-requirement', {
    filter,
    pagination: WHOLE_LEVEL,
    sort: { field: 'order', order: 'ASC' },
  });
  if (!texts.data || !requirements.data) return <Loading />;

  // A requirement names its legal text, so renaming or deleting a text changes the requirements' lines too.
  const reloadBoth = () => {
    texts.refetch();
    requirements.refetch();
  };
  return (
    <>
      <RegisterLevel
        resource="legal-text"
        records={texts.data}
        parentValues={{ subambit_id: subambitId }}
        inputs={<LegalTextInputs />}
        onChanged={reloadBoth}
        describe={(text) =>
          [
            text.legal_scope.name,
            text.official_reference,
            text.state && text.state !== 'IN_FORCE' && `${translate(`legalChanges.state.${text.state}`)} ${format(DATE, text.state_date)}`,
          ]
            .filter(Boolean)
            .join(' · ')
        }
        // A text opens on its identity and versions, where its changes are recorded.
        linkTo={(text) => `/legal-text/${text.id}/show`}
      />
      <RegisterLevel
        resource="legal-requirement"
        records={requirements.data}
        parentValues={{}}
        inputs={<LegalRequirementInputs legalTextFilter={filter} />}
        onChanged={requirements.refetch}
        describe={(requirement) => requirement.legal_text.name}
      />
    </>
  );
};

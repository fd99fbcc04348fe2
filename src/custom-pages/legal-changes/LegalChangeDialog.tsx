import { maxLength, NumberInput, required, SelectInput, TextInput, useDataProvider, useNotify, useTranslate } from 'react-admin';
import { useFormContext, useWatch } from 'react-hook-form';
import { wireDate } from '../../../contract/field-kinds';
import { LEGAL_CHANGE_KINDS, type LegalChangeKind } from '../../../contract/legal-changes';
import { DateInput } from '../../common/DateInput';
import { FormDialog } from '../../common/FormDialog';
import { FormGrid, FULL_ROW } from '../../common/FormGrid';
import { useReportError } from '../../common/useReportError';
import { isApiError, type AppDataProvider, type LegalChange, type LegalChangeBody, type RequirementWording } from '../../dataProvider';
import CitedTextsInput from '../../resources/legal-text/CitedTextsInput';
import type { LegalRequirement } from '../legal-manager/registerRecords';

/** The text a change is recorded on, as its show page or the legal manager has it. */
export interface ChangedLegalText {
  id: number;
  name: string;
  texts: string[];
  publication_date?: string | null;
}

/** A requirement of the text, with the day a change removed it (then it is no longer offered). */
export type TextRequirement = Pick<LegalRequirement, 'id' | 'name' | 'order' | keyof RequirementWording> & { removed_date?: string | null };

interface ChangeValues {
  kind: LegalChangeKind;
  note: string;
  effective_date: string | null;
  changed_by_text: string | null;
  texts: string[];
  legal_requirement_id: number | null;
  requirement: RequirementWording;
}

const WORDS = 'legalRegister.changes';
const REQUIREMENT_KINDS: readonly LegalChangeKind[] = ['REQUIREMENT_CHANGED', 'REQUIREMENT_REMOVED'];
const NEEDS_WORDING: readonly LegalChangeKind[] = ['REQUIREMENT_ADDED', 'REQUIREMENT_CHANGED'];

const wordingOf = (requirement: TextRequirement | undefined): RequirementWording => ({
  name_spanish: requirement?.name_spanish ?? '',
  name_catalan: requirement?.name_catalan ?? '',
  evidence_name_spanish: requirement?.evidence_name_spanish ?? '',
  evidence_name_catalan: requirement?.evidence_name_catalan ?? '',
  order: requirement?.order,
});

/** The body of each kind, as the API document's section 3 asks for it. */
const bodyOf = (values: ChangeValues): LegalChangeBody => ({
  kind: values.kind,
  note: values.note.trim(),
  effective_date: wireDate(values.effective_date) ?? '',
  changed_by_text: values.changed_by_text?.trim() || null,
  ...(values.kind === 'TEXT_MODIFIED' ? { texts: values.texts.filter((text) => text?.trim()) } : {}),
  ...(REQUIREMENT_KINDS.includes(values.kind) && values.legal_requirement_id ? { legal_requirement_id: values.legal_requirement_id } : {}),
  ...(NEEDS_WORDING.includes(values.kind) ? { requirement: values.requirement } : {}),
});

/** What the kind chosen asks for beside the date and the note: the new wording, or which requirement. */
const KindInputs = ({ requirements }: { requirements: readonly TextRequirement[] }) => {
  const translate = useTranslate();
  const kind = useWatch<ChangeValues, 'kind'>({ name: 'kind' });
  const { setValue } = useFormContext<ChangeValues>();
  const current = requirements.filter((requirement) => !requirement.removed_date);
  const label = (field: string) => `resources.legal-requirement.fields.${field}`;
  return (
    <>
      {kind === 'TEXT_MODIFIED' && <CitedTextsInput source="texts" label={`${WORDS}.fields.texts`} />}
      {REQUIREMENT_KINDS.includes(kind) && (
        <SelectInput
          source="legal_requirement_id"
          label={`${WORDS}.fields.legal_requirement_id`}
          choices={current}
          optionText="name"
          translateChoice={false}
          validate={required()}
          className={FULL_ROW}
          // A change starts from the requirement's wording as it stands.
          onChange={(event) =>
            setValue('requirement', wordingOf(current.find(({ id }) => id === Number(event.target.value))), { shouldDirty: true })
          }
        />
      )}
      {NEEDS_WORDING.includes(kind) && (
        <>
          <TextInput source="requirement.name_spanish" label={label('name_spanish')} validate={required()} />
          <TextInput source="requirement.name_catalan" label={label('name_catalan')} validate={required()} />
          <TextInput source="requirement.evidence_name_spanish" label={label('evidence_name_spanish')} validate={required()} />
          <TextInput source="requirement.evidence_name_catalan" label={label('evidence_name_catalan')} validate={required()} />
          <NumberInput source="requirement.order" label={label('order')} min={0} step={1} />
        </>
      )}
      {kind === 'TEXT_REPEALED' && <p className={FULL_ROW}>{translate(`${WORDS}.repeal_help`)}</p>}
    </>
  );
};

/**
 * "Registrar un cambio": a dated change of a legal text or of one of its requirements, with the note that says which
 * norm made it. The server applies it and creates the affected centers' reviews in the same transaction.
 */
export const LegalChangeDialog = ({
  text,
  requirements,
  requirementId,
  onClose,
  onSaved,
}: {
  text: ChangedLegalText;
  requirements: readonly TextRequirement[];
  /** Opened on a requirement: a change of that requirement. */
  requirementId?: number;
  onClose: () => void;
  onSaved: (change: LegalChange) => void;
}) => {
  const translate = useTranslate();
  const notify = useNotify();
  const reportError = useReportError();
  const dataProvider = useDataProvider<AppDataProvider>();
  const kinds = requirementId === undefined ? LEGAL_CHANGE_KINDS : REQUIREMENT_KINDS;
  const record: ChangeValues = {
    kind: requirementId === undefined ? 'TEXT_MODIFIED' : 'REQUIREMENT_CHANGED',
    note: '',
    effective_date: null,
    changed_by_text: null,
    texts: text.texts,
    legal_requirement_id: requirementId ?? null,
    requirement: wordingOf(requirements.find(({ id }) => id === requirementId)),
  };
  const notBeforePublication = (value: unknown) =>
    text.publication_date && value && (wireDate(value) ?? '') < text.publication_date ? `${WORDS}.errors.before_publication` : undefined;

  const save = async (values: Partial<ChangeValues>) => {
    try {
      const change = await dataProvider.recordLegalChange(text.id, bodyOf(values as ChangeValues));
      notify(`${WORDS}.recorded`, { type: 'success', messageArgs: { count: change.reviews.total, smart_count: change.reviews.total } });
      onSaved(change);
    } catch (error) {
      // Field errors go under their inputs (`requirement.name_spanish` too); anything else is a toast.
      if (isApiError(error) && error.body.errors) return error.body.errors;
      await reportError(error as Error);
    }
  };

  return (
    <FormDialog
      title={translate(`${WORDS}.dialog_title`, { name: text.name })}
      onClose={onClose}
      maxWidth="md"
      form={{ record, onSubmit: save }}
      alwaysEnableSave
    >
      <FormGrid columns="1fr 1fr">
        <SelectInput
          source="kind"
          label={`${WORDS}.fields.kind`}
          choices={kinds.map((kind) => ({ id: kind, name: `legalChanges.kind.${kind}` }))}
          validate={required()}
        />
        <DateInput source="effective_date" label={`${WORDS}.fields.effective_date`} validate={[required(), notBeforePublication]} />
        <TextInput
          source="note"
          label={`${WORDS}.fields.note`}
          helperText={`${WORDS}.note_help`}
          multiline
          minRows={2}
          validate={[required(), maxLength(2000)]}
          className={FULL_ROW}
        />
        <TextInput source="changed_by_text" label={`${WORDS}.fields.changed_by_text`} validate={maxLength(500)} className={FULL_ROW} />
        <KindInputs requirements={requirements} />
      </FormGrid>
    </FormDialog>
  );
};

import { Button, Dialog, DialogActions, DialogContent, DialogTitle, Stack, Typography } from '@mui/material';
import { useId } from 'react';
import { RadioButtonGroupInput, required, SelectInput, TextInput, useDataProvider, useGetList, useNotify, useTranslate } from 'react-admin';
import { useWatch } from 'react-hook-form';
import { MAX_PAGE_SIZE } from '../../../contract/paging';
import { REVIEW_DECISIONS } from '../../../contract/legal-changes';
import { DueDateChip, KindField, useFieldFormat } from '../../common/fields';
import { FormDialog } from '../../common/FormDialog';
import { useReportError } from '../../common/useReportError';
import { isApiError, type AppDataProvider, type LegalChangeReview, type ReviewDecision } from '../../dataProvider';
import { ChangeDetails } from '../legal-changes/ChangeDetails';
import { ChangeKindChip, DecisionChip } from '../legal-changes/chips';

const WORDS = 'legalModule.reviews';

interface DecisionValues {
  decision?: ReviewDecision;
  reason?: string | null;
  legal_requirement_id?: number | null;
}

/** The change the center is asked about: its text and requirement, kind, effective date, note and due date. */
export const ReviewedChange = ({ review }: { review: LegalChangeReview }) => {
  const translate = useTranslate();
  return (
    <Stack spacing={1} sx={{ mb: 2, overflowWrap: 'anywhere' }}>
      <Typography variant="subtitle1" component="p">
        {review.legal_text.name}
        {review.legal_text.official_reference && ` (${review.legal_text.official_reference})`}
      </Typography>
      {review.legal_requirement && <Typography variant="body2">{review.legal_requirement.name}</Typography>}
      <Stack direction="row" spacing={1} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
        <ChangeKindChip kind={review.change.kind} />
        <Typography variant="body2">
          {translate(`${WORDS}.effective`)} <KindField source="effective_date" record={review.change} kind={{ kind: 'date' }} />
        </Typography>
        <Typography variant="body2" component="span">
          {translate(`${WORDS}.due`)}
        </Typography>
        <DueDateChip date={review.due_date} warningDays={7} done={review.state === 'DECIDED'} />
      </Stack>
      <ChangeDetails change={{ ...review.change, before: null, after: null }} />
    </Stack>
  );
};

/** What was decided, by whom and when, and the evidence the decision created. */
export const ReviewOutcome = ({ review }: { review: LegalChangeReview }) => {
  const translate = useTranslate();
  const { format } = useFieldFormat();
  if (!review.decision) return null;
  return (
    <Stack spacing={0.5} sx={{ overflowWrap: 'anywhere' }}>
      <Stack direction="row" spacing={1} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
        <DecisionChip decision={review.decision} />
        <Typography variant="body2" color="text.secondary">
          {translate(`${WORDS}.decided_by`, {
            user: review.decided_by?.name ?? '—',
            date: format({ kind: 'dateTime' }, review.decided_at),
          })}
        </Typography>
      </Stack>
      {review.reason && <Typography variant="body2">{translate(`${WORDS}.reason_shown`, { reason: review.reason })}</Typography>}
      {review.evidence && <Typography variant="body2">{translate(`${WORDS}.evidence_created`, { name: review.evidence.name })}</Typography>}
    </Stack>
  );
};

/** A reason is what makes "no longer applies" an auditable decision (ISO 14001 9.1.2). */
const reasonWhenNoLongerApplies = (value: unknown, values: DecisionValues) =>
  values.decision === 'NO_LONGER_APPLIES' && !(typeof value === 'string' && value.trim()) ? `${WORDS}.reason_required` : undefined;

/** A change of the whole text: new evidence is for one of its requirements, which the reviewer names. */
const RequirementChoice = ({ legalTextId }: { legalTextId: number }) => {
  const decision = useWatch<DecisionValues, 'decision'>({ name: 'decision' });
  const { data = [] } = useGetList<{ id: number; name: string; removed_date?: string | null }>('legal-requirement', {
    filter: { legalTextId },
    pagination: { page: 1, perPage: MAX_PAGE_SIZE },
    sort: { field: 'order', order: 'ASC' },
  });
  if (decision !== 'NEW_EVIDENCE_NEEDED') return null;
  return (
    <SelectInput
      source="legal_requirement_id"
      label={`${WORDS}.fields.legal_requirement_id`}
      choices={data.filter((requirement) => !requirement.removed_date)}
      translateChoice={false}
      validate={required()}
      fullWidth
    />
  );
};

/**
 * "Revisar aplicabilidad": the center's decision on a change (still applies | no longer applies, with the reason | new
 * evidence needed). A decided review, or one read by a client, shows what was decided instead.
 */
export const ReviewDialog = ({
  review,
  canDecide,
  onClose,
  onDecided,
}: {
  review: LegalChangeReview;
  canDecide: boolean;
  onClose: () => void;
  onDecided: (review: LegalChangeReview) => void;
}) => {
  const translate = useTranslate();
  const notify = useNotify();
  const reportError = useReportError();
  const titleId = useId();
  const dataProvider = useDataProvider<AppDataProvider>();
  const title = translate(`${WORDS}.dialog_title`);

  if (review.state === 'DECIDED' || !canDecide)
    return (
      <Dialog open onClose={onClose} fullWidth maxWidth="sm" aria-labelledby={titleId}>
        <DialogTitle id={titleId}>{title}</DialogTitle>
        <DialogContent>
          <ReviewedChange review={review} />
          {review.decision ? <ReviewOutcome review={review} /> : <Typography>{translate(`${WORDS}.pending_note`)}</Typography>}
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>{translate('ra.action.close')}</Button>
        </DialogActions>
      </Dialog>
    );

  const decide = async (values: DecisionValues) => {
    try {
      const decided = await dataProvider.decideReview(review.id, {
        decision: values.decision!,
        // A reason is required for "no longer applies"; for the others it is kept as a note when given.
        ...(values.reason?.trim() ? { reason: values.reason.trim() } : {}),
        ...(values.decision === 'NEW_EVIDENCE_NEEDED' && values.legal_requirement_id
          ? { legal_requirement_id: values.legal_requirement_id }
          : {}),
      });
      notify(`${WORDS}.decided`, { type: 'success' });
      onDecided(decided);
    } catch (error) {
      // Field errors go under their inputs; a review decided meanwhile or a switched-off module is a toast.
      if (isApiError(error) && error.body.errors) return error.body.errors;
      await reportError(error as Error);
    }
  };

  return (
    <FormDialog title={title} onClose={onClose} form={{ record: { reason: '' }, onSubmit: decide }} alwaysEnableSave>
      <ReviewedChange review={review} />
      <RadioButtonGroupInput
        source="decision"
        label={`${WORDS}.fields.decision`}
        choices={REVIEW_DECISIONS.map((decision) => ({ id: decision, name: `legalChanges.decision.${decision}` }))}
        row={false}
        validate={required()}
      />
      <TextInput
        source="reason"
        label={`${WORDS}.fields.reason`}
        helperText={`${WORDS}.reason_help`}
        multiline
        minRows={2}
        fullWidth
        validate={reasonWhenNoLongerApplies}
      />
      {!review.legal_requirement && <RequirementChoice legalTextId={review.legal_text.id} />}
    </FormDialog>
  );
};

import { Chip, Stack, Typography, type ChipProps } from '@mui/material';
import { useRecordContext, useTranslate } from 'react-admin';
import { EVIDENCE_STATES, type EvidenceState } from '../../../contract/legal';
import { RepealedMark } from '../legal-changes/chips';

/** Traffic-light colours; the label always goes with them, so colour is never the only signal. */
export const STATE_COLOURS: Record<EvidenceState, 'success' | 'warning' | 'error'> = {
  FULFILLED: 'success',
  IN_PROCESS: 'warning',
  NOT_FULFILLED: 'error',
};

export const stateLabel = (state: EvidenceState) => `legalModule.states.${state}`;

/** Choices for a state select or filter, labelled by the catalogue. */
export const EVIDENCE_STATE_CHOICES = EVIDENCE_STATES.map((state) => ({ id: state, name: stateLabel(state) }));

export const EvidenceStateChip = ({ state, size = 'small' }: { state: EvidenceState; size?: ChipProps['size'] }) => {
  const translate = useTranslate();
  return <Chip size={size} color={STATE_COLOURS[state]} label={translate(stateLabel(state), { _: state })} />;
};

/** The state of the record in context (a list row). */
export const EvidenceStateField = () => {
  const record = useRecordContext<{ state: EvidenceState }>();
  return record ? <EvidenceStateChip state={record.state} /> : null;
};

/** An evidence's name in a list, marked when its text was repealed (or its requirement removed): kept, no longer counted. */
export const EvidenceNameField = () => {
  const record = useRecordContext<{ name: string; for_repealed_text?: boolean }>();
  if (!record) return null;
  return (
    <Stack direction="row" spacing={1} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
      <Typography component="span" variant="body2">
        {record.name}
      </Typography>
      {record.for_repealed_text && <RepealedMark label="legalModule.evidence.repealed" />}
    </Stack>
  );
};

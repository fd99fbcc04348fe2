import { Chip, type ChipProps } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { LegalChangeKind } from '../../../contract/legal-changes';
import type { LegalTextState, ReviewDecision } from '../../dataProvider';
import { useFieldFormat } from '../../common/fields';

// The codes of a regulatory change as chips: the words say it, the colour only repeats it.

const STATE_COLOURS: Record<LegalTextState, ChipProps['color']> = {
  IN_FORCE: 'success',
  PARTIALLY_REPEALED: 'warning',
  REPEALED: 'error',
};

/** "Vigente", "Derogado parcialmente · 01/03/2025", "Derogado · 01/03/2025". */
export const LegalTextStateChip = ({ state, date }: { state: LegalTextState | null | undefined; date?: string | null }) => {
  const translate = useTranslate();
  const { format } = useFieldFormat();
  if (!state) return null;
  const label = translate(`legalChanges.state.${state}`, { _: state });
  return (
    <Chip
      size="small"
      variant="outlined"
      color={STATE_COLOURS[state]}
      label={state !== 'IN_FORCE' && date ? `${label} · ${format({ kind: 'date' }, date)}` : label}
    />
  );
};

const REPEALING: readonly LegalChangeKind[] = ['TEXT_REPEALED', 'TEXT_PARTIALLY_REPEALED', 'REQUIREMENT_REMOVED'];

export const ChangeKindChip = ({ kind }: { kind: LegalChangeKind }) => {
  const translate = useTranslate();
  return (
    <Chip
      size="small"
      variant="outlined"
      color={REPEALING.includes(kind) ? 'warning' : 'info'}
      label={translate(`legalChanges.kind.${kind}`, { _: kind })}
    />
  );
};

export const DecisionChip = ({ decision }: { decision: ReviewDecision }) => {
  const translate = useTranslate();
  return (
    <Chip
      size="small"
      variant="outlined"
      color={decision === 'STILL_APPLIES' ? 'success' : 'warning'}
      label={translate(`legalChanges.decision.${decision}`, { _: decision })}
    />
  );
};

/** Beside an evidence or a requirement kept for the record: its text was repealed, so it no longer counts. */
export const RepealedMark = ({ label = 'legalRegister.changes.repealed_text' }: { label?: string }) => {
  const translate = useTranslate();
  return <Chip size="small" variant="outlined" color="default" label={translate(label)} sx={{ fontStyle: 'italic' }} />;
};

import DownloadIcon from '@mui/icons-material/Download';
import { Chip, Link as MuiLink } from '@mui/material';
import { useRecordContext, useTranslate } from 'react-admin';
import type { ResidueParty } from '../../resources/waste/types';
import type { DocumentState } from './types';

/** A plan's or collection's document by its state: present in outline, missing or expired filled in red. */
export const DocChip = ({ label, state }: { label: string; state: DocumentState }) => {
  const translate = useTranslate();
  if (state === 'not_needed') return null;
  const colour = state === 'present' ? 'success' : 'error';
  // The label wraps inside the chip, so two documents fit a narrow column.
  return (
    <Chip
      size="small"
      color={colour}
      variant={state === 'present' ? 'outlined' : 'filled'}
      label={`${translate(label)}: ${translate(`waste.documents.${state}`)}`}
      sx={{ height: 'auto', py: 0.25, maxWidth: 180, '& .MuiChip-label': { whiteSpace: 'normal' } }}
    />
  );
};

export const Expired = ({ party }: { party: Pick<ResidueParty, 'is_authorisation_expired'> | null }) => {
  const translate = useTranslate();
  return party?.is_authorisation_expired ? <Chip size="small" color="error" label={translate('waste.authorisation_expired')} /> : null;
};

/** The record's file at `source` (a signed URL) as a download link; nothing without one. */
export const Download = ({ source }: { source: string }) => {
  const translate = useTranslate();
  const record = useRecordContext<Record<string, string | null>>();
  const href = record?.[source];
  if (!href) return null;
  return (
    <MuiLink href={href} target="_blank" rel="noopener" sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5 }}>
      <DownloadIcon fontSize="small" />
      {translate('waste.download')}
    </MuiLink>
  );
};

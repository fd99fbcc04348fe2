import { Chip } from '@mui/material';
import { useTranslate } from 'react-admin';
import { HazardPictograms } from './HazardPictograms';
import type { DangerousnessReference, ResidueParty } from './types';

// The waste catalogues' list cells that are more than a formatted value.

type Row = { record: Record<string, unknown> };

/** "HP" beside a hazardous residue. */
export const HazardousCell = ({ record }: Row) => (record.is_hazardous ? <Chip size="small" color="warning" label="HP" /> : null);

export const HazardClassesCell = ({ record }: Row) => (
  <HazardPictograms classes={(record.dangerousnesses ?? []) as DangerousnessReference[]} />
);

/** Flags an expired authorisation wherever a carrier or manager is shown. */
export const AuthorisationExpired = ({ party }: { party?: Pick<ResidueParty, 'is_authorisation_expired'> | null }) => {
  const translate = useTranslate();
  return party?.is_authorisation_expired ? <Chip size="small" color="error" label={translate('waste.authorisation_expired')} /> : null;
};

export const AuthorisationExpiredCell = ({ record }: Row) => <AuthorisationExpired party={record as unknown as ResidueParty} />;

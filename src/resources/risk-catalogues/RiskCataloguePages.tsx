import { Chip } from '@mui/material';
import { useTranslate } from 'react-admin';

// The risk catalogues are declared in ../catalogues; the risk module's pages show a consequence's type with this chip.

export const TypeChip = ({ type }: { type: string }) => {
  const translate = useTranslate();
  return (
    <Chip
      size="small"
      color={type === 'RISK' ? 'error' : 'success'}
      variant="outlined"
      label={translate(`risks.types.${type}`, { _: type })}
    />
  );
};

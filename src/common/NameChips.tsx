import { Chip, Stack, Typography } from '@mui/material';
import { Labeled, useRecordContext, useTranslate } from 'react-admin';

/** A related record as the API nests it: `{id, name}`. */
export interface NamedReference {
  id: number;
  name: string;
}

/** A read-only list of related records (a consultancy's centers, a user's enterprises) as chips. */
export const NameChips = ({ source }: { source: string }) => {
  const translate = useTranslate();
  const record = useRecordContext();
  const references: NamedReference[] = record?.[source] ?? [];
  return (
    <Labeled source={source}>
      {references.length > 0 ? (
        <Stack direction="row" useFlexGap sx={{ flexWrap: 'wrap', gap: 1 }}>
          {references.map((reference) => (
            <Chip key={reference.id} label={reference.name} size="small" />
          ))}
        </Stack>
      ) : (
        <Typography variant="body2" color="text.secondary">
          {translate('app.none', { _: 'None' })}
        </Typography>
      )}
    </Labeled>
  );
};

import { Box, List, ListItem, Pagination, Stack, Typography } from '@mui/material';
import { useState } from 'react';
import { useTranslate, type Identifier } from 'react-admin';
import { KindField, useFieldFormat } from '../../common/fields';
import { QueryState } from '../../common/QueryState';
import { useModuleQuery } from '../../common/useModuleQuery';
import { ChangeDetails } from './ChangeDetails';
import { ChangeKindChip } from './chips';

const PAGE_SIZE = 10;
const WORDS = 'legalRegister.changes';

/** What the keys of a text's pages of changes start with, so that recording a change reads them again. */
export const textChangesPrefix = (legalTextId: Identifier) => `legal-text/${legalTextId}/changes/`;

/** A text's versions, newest effective date first: what changed, when, by which norm, and how many centers review it. */
export const TextChanges = ({ legalTextId }: { legalTextId: Identifier }) => {
  const translate = useTranslate();
  const { format } = useFieldFormat();
  const [page, setPage] = useState(1);
  const { data, error } = useModuleQuery(
    (dataProvider) => dataProvider.getLegalTextChanges(legalTextId, { page, pageSize: PAGE_SIZE }),
    `${textChangesPrefix(legalTextId)}page=${page}`,
    { keepPrevious: true },
  );
  if (!data) return <QueryState error={error} />;
  if (data.count === 0) return <Typography color="text.secondary">{translate(`${WORDS}.none`)}</Typography>;
  return (
    <>
      <List disablePadding>
        {data.results.map((change) => (
          <ListItem key={change.id} divider sx={{ display: 'block', px: 0 }}>
            <Stack direction="row" spacing={1} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap', mb: 0.5 }}>
              <Typography component="span" variant="subtitle2">
                <KindField source="effective_date" record={change} kind={{ kind: 'date' }} />
              </Typography>
              <ChangeKindChip kind={change.kind} />
              {change.legal_requirement && <Typography variant="body2">{change.legal_requirement.name}</Typography>}
            </Stack>
            <ChangeDetails change={change} />
            <Typography variant="caption" color="text.secondary" component="p" sx={{ mt: 0.5 }}>
              {translate(`${WORDS}.recorded_by`, {
                date: format({ kind: 'dateTime' }, change.recorded_at),
                user: change.recorded_by?.name ?? translate(`${WORDS}.system`),
              })}
              {' · '}
              {translate(`${WORDS}.reviews`, {
                count: change.reviews.total,
                smart_count: change.reviews.total,
                pending: change.reviews.pending,
              })}
            </Typography>
          </ListItem>
        ))}
      </List>
      {data.count > PAGE_SIZE && (
        <Box sx={{ display: 'flex', justifyContent: 'center', mt: 1 }}>
          <Pagination
            count={Math.ceil(data.count / PAGE_SIZE)}
            page={page}
            onChange={(_event, next) => setPage(next)}
            size="small"
            getItemAriaLabel={(type, item) => translate(`${WORDS}.page_${type}`, { page: item ?? '' })}
          />
        </Box>
      )}
    </>
  );
};

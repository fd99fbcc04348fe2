import HistoryIcon from '@mui/icons-material/History';
import { Box, Button, Card, CardContent, CardHeader, Chip, CircularProgress, Stack, Typography } from '@mui/material';
import { useState } from 'react';
import { useTranslate, type Identifier } from 'react-admin';
import { fieldKindOf } from '../../contract/table-fields';
import { toDisplayDateTime } from '../common/dates';
import { useModuleQuery } from '../common/useModuleQuery';
import type { HistoryChange } from '../dataProvider';
import { labelsOfTable, resourceOfTable } from './historyTables';
import { useHistoryValue } from './historyValues';

const PAGE = 10;
const MISSING = '\u2063';
const ACTION_COLOURS = { create: 'success', update: 'info', delete: 'error' } as const;

type Translate = ReturnType<typeof useTranslate>;

/** The name of the row kind a reference column points to ("Residuo" for residue_id), when its resource has one. */
function referenceLabel(translate: Translate, table: string, field: string): string | undefined {
  const kind = fieldKindOf(table, field);
  if (kind?.kind !== 'reference') return undefined;
  const label = translate(`resources.${resourceOfTable(kind.table) ?? kind.table}.name`, { smart_count: 1, _: MISSING });
  return label === MISSING ? undefined : label;
}

/** The first translation that exists among the keys, else the referenced row's kind, else the column name made readable. */
function fieldLabel(translate: Translate, table: string, field: string): string {
  const resource = resourceOfTable(table) ?? table;
  const withoutId = field.replace(/_id$/, '');
  const camel = field.replace(/_(\w)/g, (_, letter: string) => letter.toUpperCase());
  const screen = labelsOfTable(table);
  const keys = [field, withoutId, camel]
    .flatMap((name) => [`resources.${resource}.fields.${name}`, ...(screen ? [`${screen}.${name}`] : [])])
    .concat(`history.fields.${field}`);
  for (const key of keys) {
    const label = translate(key, { _: MISSING });
    if (label !== MISSING) return label;
  }
  const reference = referenceLabel(translate, table, field);
  if (reference) return reference;
  const words = withoutId.replace(/_/g, ' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** Membership rows (a user assigned to a center) read as added and removed, labelled by what they are. */
function actionLabel(translate: Translate, change: HistoryChange, ownTable: string): string {
  if (change.table === ownTable) return translate(`history.actions.${change.action}`);
  const what = translate(`history.tables.${change.table}`, { _: change.table });
  const verb = change.action === 'create' ? 'add' : change.action === 'delete' ? 'remove' : 'update';
  return `${what}: ${translate(`history.actions.${verb}`).toLocaleLowerCase()}`;
}

/**
 * The fields worth reading: never the row's own id nor center_id (the tenant, it does not change); a
 * named user, row or file always; otherwise no bare reference ids on the record's own create or delete
 * (an update still shows it changed), and on a related row not the owner's id it is filed under.
 */
const shownFields = (change: HistoryChange, table: string) =>
  Object.entries(change.changes).filter(([field, values]) => {
    if (field === 'id' || field === 'center_id') return false;
    if (!field.endsWith('_id') || change.people?.[field] || change.references?.[field]) return true;
    if (change.table !== table) return !values.includes(change.record_id);
    return change.action === 'update';
  });

const ChangeEntry = ({ change, table, last }: { change: HistoryChange; table: string; last: boolean }) => {
  const translate = useTranslate();
  const displayValue = useHistoryValue();
  // "pel sistema" in Catalan contracts the preposition, so the system has its own sentence.
  const author =
    change.actor === null
      ? translate('history.by_system')
      : translate('history.by', { name: change.actor.name ?? translate('history.deleted_user') });
  return (
    <Box component="li" sx={{ display: 'flex', gap: 1.5, listStyle: 'none' }}>
      <Box sx={{ display: 'flex', flexDirection: 'column', alignItems: 'center', pt: 0.75 }} aria-hidden>
        <Box sx={{ width: 10, height: 10, borderRadius: '50%', bgcolor: `${ACTION_COLOURS[change.action]}.main`, flexShrink: 0 }} />
        {!last && <Box sx={{ width: 2, flexGrow: 1, bgcolor: 'divider', mt: 0.5 }} />}
      </Box>
      <Box sx={{ pb: last ? 0 : 2, minWidth: 0, flexGrow: 1 }}>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 0.5 }}>
          <Chip size="small" variant="outlined" color={ACTION_COLOURS[change.action]} label={actionLabel(translate, change, table)} />
          <Typography variant="caption" color="text.secondary" component="time" dateTime={change.changed_at}>
            {toDisplayDateTime(change.changed_at)}
          </Typography>
        </Stack>
        <Typography variant="body2" sx={{ mt: 0.5, fontWeight: 500 }}>
          {author}
        </Typography>
        <Box component="dl" sx={{ m: 0, mt: 0.5 }}>
          {shownFields(change, table).map(([field, [from, to]]) => (
            <Typography key={field} variant="body2" component="div" sx={{ overflowWrap: 'anywhere' }}>
              <Box component="dt" sx={{ display: 'inline', color: 'text.secondary' }}>
                {fieldLabel(translate, change.table, field)}:{' '}
              </Box>
              <Box component="dd" sx={{ display: 'inline', m: 0 }}>
                {change.action === 'update' ? (
                  <>
                    <Box component="span" sx={{ color: 'text.secondary', textDecoration: 'line-through' }}>
                      {displayValue(change, field, from, 0)}
                    </Box>
                    {' → '}
                    <span>{displayValue(change, field, to, 1)}</span>
                  </>
                ) : change.action === 'delete' ? (
                  displayValue(change, field, from, 0)
                ) : (
                  displayValue(change, field, to, 1)
                )}
              </Box>
            </Typography>
          ))}
        </Box>
      </Box>
    </Box>
  );
};

/** How many times `version` has changed (the record was saved): part of the history's key, so a save reloads it. */
const useSaveCount = (version: unknown) => {
  const [seen, setSeen] = useState({ version, count: 0 });
  if (seen.version !== version) setSeen({ version, count: seen.count + 1 });
  return seen.count;
};

/**
 * Who changed a record, when, and each field from what to what, newest first. `version` changes
 * when the record is saved, so the timeline reloads and shows the new change.
 */
export const HistoryTimeline = ({ table, recordId, version }: { table: string; recordId: Identifier; version?: unknown }) => {
  const translate = useTranslate();
  const [pageSize, setPageSize] = useState(PAGE);
  const saves = useSaveCount(version);
  // The entries shown stay while "show more" or a save loads the next answer; its own line says when it failed.
  const { data: history, error } = useModuleQuery(
    (provider) => provider.getHistory(table, recordId, pageSize),
    `history/${table}/${recordId}/${pageSize}/${saves}`,
    { quiet: true, retry: false, keepPrevious: true },
  );

  return (
    <Card component="section" aria-label={translate('history.title')}>
      <CardHeader
        avatar={<HistoryIcon color="action" />}
        title={translate('history.title')}
        slotProps={{ title: { variant: 'h6', component: 'h2' } }}
      />
      <CardContent sx={{ pt: 0 }}>
        {error ? (
          <Typography variant="body2" color="error">
            {translate('history.failed')}
          </Typography>
        ) : history === undefined ? (
          <CircularProgress size={20} aria-label={translate('ra.page.loading')} />
        ) : history.changes.length === 0 ? (
          <Typography variant="body2" color="text.secondary">
            {translate('history.empty')}
          </Typography>
        ) : (
          <>
            <Box component="ol" sx={{ m: 0, p: 0 }}>
              {history.changes.map((change, index) => (
                <ChangeEntry key={change.id} change={change} table={table} last={index === history.changes.length - 1} />
              ))}
            </Box>
            {history.total > history.changes.length && (
              <Button size="small" sx={{ mt: 1 }} onClick={() => setPageSize((size) => size + PAGE)}>
                {translate('history.show_more', { smart_count: history.total - history.changes.length })}
              </Button>
            )}
          </>
        )}
      </CardContent>
    </Card>
  );
};

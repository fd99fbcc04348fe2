import AddIcon from '@mui/icons-material/Add';
import EditNoteIcon from '@mui/icons-material/EditNote';
import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import { Box, Button, Card, CardContent, CardHeader, Link, List, ListItem, ListItemText, Stack, Typography } from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import { useState, type ReactElement, type ReactNode } from 'react';
import { EditButton, Labeled, Show, TopToolbar, useGetList, useRecordContext, useShowContext, useTranslate } from 'react-admin';
import { MAX_PAGE_SIZE } from '../../../contract/paging';
import { KindField, type FieldKind } from '../../common/fields';
import { FULL_ROW } from '../../common/FormGrid';
import { ReadOnlyGrid } from '../../common/ReadOnlyGrid';
import { usePageTitle } from '../../common/usePageTitle';
import type { LegalTextIdentity } from '../../dataProvider';
import { LegalTextStateChip, RepealedMark } from '../../custom-pages/legal-changes/chips';
import { LegalChangeDialog, type TextRequirement } from '../../custom-pages/legal-changes/LegalChangeDialog';
import { TextChanges, textChangesPrefix } from '../../custom-pages/legal-changes/TextChanges';
import type { LegalText } from '../../custom-pages/legal-manager/registerRecords';

type LegalTextRecord = LegalText & LegalTextIdentity;
const WORDS = 'legalRegister.changes';
const DATE: FieldKind = { kind: 'date' };
const BULLETIN: FieldKind = { kind: 'state', labels: 'legalChanges.bulletin' };

/** A labelled value, "—" when the register does not know it yet. */
const Value = ({ source, kind, children }: { source: string; kind?: FieldKind; children?: ReactElement }) => {
  const text = useRecordContext<LegalTextRecord>();
  const value = (text as unknown as Record<string, unknown> | undefined)?.[source];
  const empty = value === null || value === undefined || value === '';
  return (
    <Labeled source={source}>
      {empty ? <Typography variant="body2">—</Typography> : (children ?? <KindField source={source} kind={kind ?? { kind: 'text' }} />)}
    </Labeled>
  );
};

/** An official address, opened in a new tab; its name says where it leads. */
const Address = ({ href, children }: { href: string; children: ReactNode }) => (
  <Link
    href={href}
    target="_blank"
    rel="noopener noreferrer"
    variant="body2"
    sx={{ display: 'inline-flex', gap: 0.5, alignItems: 'center' }}
  >
    {children}
    <OpenInNewIcon fontSize="inherit" aria-hidden />
  </Link>
);

const Identity = ({ text }: { text: LegalTextRecord }) => {
  const translate = useTranslate();
  return (
    <ReadOnlyGrid>
      <Value source="official_reference" />
      <Value source="bulletin" kind={BULLETIN} />
      <Value source="legal_scope">
        <Typography variant="body2">{text.legal_scope?.name}</Typography>
      </Value>
      <Value source="publication_date" kind={DATE} />
      <Value source="effective_date" kind={DATE} />
      <Value source="state">
        <LegalTextStateChip state={text.state} date={text.state_date} />
      </Value>
      <Value source="changed_by_text" />
      <Value source="consolidated_url">
        <Address href={text.consolidated_url ?? ''}>{translate('legalRegister.identity.consolidated_link')}</Address>
      </Value>
      <Value source="eli_url">
        <Address href={text.eli_url ?? ''}>{text.eli_url}</Address>
      </Value>
      <Labeled source="texts" className={FULL_ROW}>
        <Typography variant="body2">{text.texts.length ? text.texts.join('\n') : '—'}</Typography>
      </Labeled>
    </ReadOnlyGrid>
  );
};

/** The text's identity, its requirements and its versions, with "Registrar un cambio" on the text and on each requirement. */
const LegalTextPage = () => {
  const translate = useTranslate();
  const queryClient = useQueryClient();
  const { record: text, refetch } = useShowContext<LegalTextRecord>();
  const requirements = useGetList<TextRequirement & { id: number }>('legal-requirement', {
    filter: { legalTextId: text?.id },
    pagination: { page: 1, perPage: MAX_PAGE_SIZE },
    sort: { field: 'order', order: 'ASC' },
  });
  // The dialog is open on the text (null) or on one requirement (its id).
  const [changing, setChanging] = useState<number | null>();
  usePageTitle(text?.name);
  if (!text) return null;
  const changed = async () => {
    setChanging(undefined);
    await Promise.all([
      refetch(),
      requirements.refetch(),
      queryClient.invalidateQueries({ predicate: ({ queryKey }) => String(queryKey[1]).startsWith(textChangesPrefix(text.id)) }),
    ]);
  };
  const recordButton = (requirement?: TextRequirement) => (
    <Button
      size="small"
      startIcon={requirement ? <EditNoteIcon /> : <AddIcon />}
      aria-label={requirement ? translate(`${WORDS}.record_on`, { name: requirement.name }) : undefined}
      aria-haspopup="dialog"
      disabled={text.state === 'REPEALED'}
      onClick={() => setChanging(requirement?.id ?? null)}
    >
      {translate(`${WORDS}.record`)}
    </Button>
  );
  return (
    <Stack spacing={2} sx={{ mt: 1 }}>
      <Card component="section" aria-labelledby="legal-text-title">
        <CardContent>
          <Stack direction="row" spacing={1} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap', mb: 2 }}>
            <Typography variant="h5" component="h1" id="legal-text-title" sx={{ overflowWrap: 'anywhere' }}>
              {text.name}
            </Typography>
            <LegalTextStateChip state={text.state} date={text.state_date} />
          </Stack>
          <Identity text={text} />
        </CardContent>
      </Card>
      <Card component="section" aria-labelledby="legal-text-requirements">
        <CardHeader
          title={translate('resources.legal-requirement.name', { smart_count: 2 })}
          slotProps={{ title: { id: 'legal-text-requirements', variant: 'h6', component: 'h2' } }}
        />
        <List dense disablePadding>
          {(requirements.data ?? []).map((requirement) => (
            // The button under the name on a phone, beside it from tablet width up (a secondary action would cover the name).
            <ListItem key={requirement.id} divider sx={{ flexWrap: { xs: 'wrap', sm: 'nowrap' }, gap: 1 }}>
              <ListItemText
                primary={requirement.name}
                secondary={
                  requirement.removed_date && (
                    <Box component="span" sx={{ display: 'inline-flex', gap: 1, alignItems: 'center', mt: 0.5 }}>
                      <RepealedMark label={`${WORDS}.removed_requirement`} />
                      <KindField source="removed_date" record={requirement} kind={DATE} />
                    </Box>
                  )
                }
                // The removal's chip is a block: its line is not a paragraph.
                slotProps={{ secondary: { component: 'div' } }}
                sx={{ minWidth: 0, flexBasis: { xs: '100%', sm: 'auto' } }}
              />
              {!requirement.removed_date && recordButton(requirement)}
            </ListItem>
          ))}
        </List>
      </Card>
      <Card component="section" aria-labelledby="legal-text-changes">
        <CardHeader
          title={translate(`${WORDS}.title`)}
          action={recordButton()}
          slotProps={{ title: { id: 'legal-text-changes', variant: 'h6', component: 'h2' } }}
        />
        <CardContent sx={{ pt: 0 }}>
          <TextChanges legalTextId={text.id} />
        </CardContent>
      </Card>
      {changing !== undefined && (
        <LegalChangeDialog
          text={text}
          requirements={requirements.data ?? []}
          requirementId={changing ?? undefined}
          onClose={() => setChanging(undefined)}
          onSaved={changed}
        />
      )}
    </Stack>
  );
};

/** /legal-text/{id}/show: a legal text read as the register keeps it (issue 36). */
const LegalTextShow = () => (
  <Show
    component="div"
    actions={
      <TopToolbar>
        <EditButton />
      </TopToolbar>
    }
  >
    <LegalTextPage />
  </Show>
);

export default LegalTextShow;

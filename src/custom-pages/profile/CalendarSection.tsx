import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import { Alert, Box, Button, Card, CardContent, CardHeader, IconButton, TextField, Typography } from '@mui/material';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useDataProvider, useNotify, useTranslate } from 'react-admin';
import { useLocation } from 'react-router-dom';
import { formatDateTime } from '../../common/fields';
import { QueryState } from '../../common/QueryState';
import { useModuleQuery } from '../../common/useModuleQuery';
import { useReportError } from '../../common/useReportError';
import type { AppDataProvider } from '../../dataProvider';
import { agendaFeed, CALENDAR_SECTION_ID } from './agendaFeed';
import { PROFILE_CARD_SX } from './profileCard';

/** "Calendario": a private link to the compliance agenda for Outlook or Google Calendar, shown once when made, and revoked here. */
export const CalendarSection = () => {
  const translate = useTranslate();
  const notify = useNotify();
  const reportError = useReportError();
  const dataProvider = useDataProvider<AppDataProvider>();
  const api = useMemo(() => agendaFeed(dataProvider), [dataProvider]);
  const [url, setUrl] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const { hash } = useLocation();
  const section = useRef<HTMLElement>(null);

  const feed = useModuleQuery((provider) => agendaFeed(provider).get(), 'profile/agenda-feed');
  const state = feed.data;
  // The agenda page's button leads here: bring the section into view once it has its content.
  const loaded = state !== undefined;
  useEffect(() => {
    if (loaded && hash === `#${CALENDAR_SECTION_ID}`) section.current?.scrollIntoView?.({ block: 'start' });
  }, [loaded, hash]);

  const act = async (action: () => Promise<void>) => {
    setBusy(true);
    try {
      await action();
      await feed.refetch();
    } catch (error) {
      await reportError(error as Error);
    } finally {
      setBusy(false);
    }
  };
  const create = () => act(async () => setUrl(await api.create()));
  const revoke = () =>
    act(async () => {
      await api.revoke();
      setUrl(null);
      notify('agenda_feed.revoked', { type: 'success' });
    });
  const copy = () =>
    navigator.clipboard
      .writeText(url ?? '')
      .then(() => notify('agenda_feed.copied', { type: 'success' }))
      .catch(reportError);

  return (
    <Card
      component="section"
      id={CALENDAR_SECTION_ID}
      ref={section}
      aria-labelledby="calendar-title"
      sx={{ ...PROFILE_CARD_SX, scrollMarginTop: 80 }}
    >
      <CardHeader title={translate('agenda_feed.title')} slotProps={{ title: { id: 'calendar-title', variant: 'h6', component: 'h2' } }} />
      <CardContent sx={{ pt: 0, display: 'flex', flexDirection: 'column', gap: 1.5 }}>
        <Typography variant="body2">{translate('agenda_feed.explain')}</Typography>
        {url && (
          <>
            <Alert severity="warning">{translate('agenda_feed.shown_once')}</Alert>
            <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
              <TextField
                fullWidth
                size="small"
                label={translate('agenda_feed.link')}
                value={url}
                slotProps={{ htmlInput: { readOnly: true, spellCheck: false }, inputLabel: { shrink: true } }}
                onFocus={(event) => event.target.select()}
              />
              <IconButton aria-label={translate('agenda_feed.copy')} title={translate('agenda_feed.copy')} onClick={copy}>
                <ContentCopyIcon />
              </IconButton>
            </Box>
            <Box component="ul" sx={{ m: 0, pl: 3, typography: 'body2' }}>
              <li>{translate('agenda_feed.outlook')}</li>
              <li>{translate('agenda_feed.google')}</li>
            </Box>
          </>
        )}
        {!state && <QueryState error={feed.error} />}
        {state && (
          <Typography variant="body2" color="text.secondary">
            {state.active
              ? translate('agenda_feed.active_since', {
                  date: formatDateTime(state.created_at),
                  used: state.last_used_at ? formatDateTime(state.last_used_at) : translate('agenda_feed.never_used'),
                })
              : translate('agenda_feed.none')}
          </Typography>
        )}
        {state && (
          <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
            <Button variant={state.active ? 'outlined' : 'contained'} disabled={busy} onClick={create}>
              {translate(state.active ? 'agenda_feed.replace' : 'agenda_feed.create')}
            </Button>
            {state.active && (
              <Button color="error" disabled={busy} onClick={revoke}>
                {translate('agenda_feed.revoke')}
              </Button>
            )}
          </Box>
        )}
      </CardContent>
    </Card>
  );
};

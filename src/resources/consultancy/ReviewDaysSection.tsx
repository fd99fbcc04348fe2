import { Box, Button, Stack, TextField, Typography } from '@mui/material';
import { useId, useState } from 'react';
import { useDataProvider, useNotify, useRecordContext, useTranslate } from 'react-admin';
import { DEFAULT_REVIEW_DAYS } from '../../../contract/legal-changes';
import { useModuleQuery } from '../../common/useModuleQuery';
import { useReportError } from '../../common/useReportError';
import { isApiError, type AppDataProvider } from '../../dataProvider';
import type { Consultancy } from './types';

const WORDS = 'resources.consultancy.review_days';

/** The days the consultancy's centers have to review a change of the register (issue 36), beside its other settings. */
export const ReviewDaysSection = () => {
  const consultancy = useRecordContext<Consultancy>();
  const translate = useTranslate();
  const notify = useNotify();
  const reportError = useReportError();
  const titleId = useId();
  const dataProvider = useDataProvider<AppDataProvider>();
  const saved = useModuleQuery(
    consultancy ? (provider) => provider.getReviewDays(consultancy.id) : undefined,
    `consultancy/${consultancy?.id}/review-days`,
  );
  const [typed, setTyped] = useState<string>();
  const [problem, setProblem] = useState<string>();
  if (!consultancy) return null;
  const shown = typed ?? String(saved.data ?? DEFAULT_REVIEW_DAYS);
  const days = Number(shown);
  const valid = Number.isInteger(days) && days >= 1 && days <= 365;

  const save = async () => {
    try {
      saved.setData(await dataProvider.saveReviewDays(consultancy.id, days));
      setTyped(undefined);
      notify('ra.notification.updated', { type: 'info', messageArgs: { smart_count: 1 } });
    } catch (error) {
      if (isApiError(error) && error.body.errors?.review_days) setProblem(error.body.errors.review_days);
      else await reportError(error as Error);
    }
  };

  return (
    // Inside the edit page's card, under the form (a form of its own beside, never inside, the record's).
    <Box component="section" aria-labelledby={titleId} sx={{ p: 2, borderTop: 1, borderColor: 'divider' }}>
      <Typography variant="h6" component="h2" id={titleId}>
        {translate(`${WORDS}.title`)}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        {translate(`${WORDS}.help`)}
      </Typography>
      <Stack direction="row" spacing={2} useFlexGap sx={{ alignItems: 'flex-start', flexWrap: 'wrap' }}>
        <TextField
          size="small"
          type="number"
          label={translate(`${WORDS}.label`)}
          value={shown}
          disabled={saved.data === undefined}
          onChange={(event) => {
            setTyped(event.target.value);
            setProblem(undefined);
          }}
          error={!valid || problem !== undefined}
          helperText={problem ?? (valid ? undefined : translate(`${WORDS}.range`))}
          slotProps={{ htmlInput: { min: 1, max: 365, step: 1 } }}
          sx={{ width: 200 }}
        />
        <Button variant="outlined" onClick={save} disabled={!valid || typed === undefined}>
          {translate('ra.action.save')}
        </Button>
      </Stack>
    </Box>
  );
};

import PictureAsPdfIcon from '@mui/icons-material/PictureAsPdf';
import { Box, Button, Card, CardContent, FormControlLabel, MenuItem, Switch, TextField, Typography } from '@mui/material';
import { useId, useState } from 'react';
import { useDataProvider, useLocaleState, useNotify, useTranslate } from 'react-admin';
import { displayLanguage } from '../../../contract/field-kinds';
import { CENTER_LANGUAGES } from '../../../contract/spain';
import { useCenterToday } from '../../common/centerZone';
import { MonthInput } from '../../common/TimeInputs';
import { useModuleQuery } from '../../common/useModuleQuery';
import { useReportError } from '../../common/useReportError';
import type { AppDataProvider, BulletinLanguage } from '../../dataProvider';
import { useLongOperation } from '../../layout/LongOperation';

const WORDS = 'legalModule.bulletin';
// Each language in its own words, as a language menu shows them.
const LANGUAGE_NAMES: Record<BulletinLanguage, string> = { es: 'Español', ca: 'Català' };

/** The person's monthly e-mail of the bulletin, switched on and off like the agenda's digest. */
const SubscriptionSwitch = ({ centerId }: { centerId: string }) => {
  const translate = useTranslate();
  const notify = useNotify();
  const reportError = useReportError();
  const dataProvider = useDataProvider<AppDataProvider>();
  const { data: enabled, setData } = useModuleQuery(
    (provider) => provider.getBulletinSubscription(centerId),
    `${centerId}/legal-bulletin/subscription`,
  );
  const change = async (wanted: boolean) => {
    setData(wanted);
    try {
      const saved = await dataProvider.setBulletinSubscription(centerId, wanted);
      setData(saved);
      notify(saved ? `${WORDS}.subscribed` : `${WORDS}.unsubscribed`, { type: 'success' });
    } catch (error) {
      setData(!wanted);
      await reportError(error as Error);
    }
  };
  return (
    <FormControlLabel
      control={<Switch checked={enabled ?? false} disabled={enabled === undefined} onChange={(event) => change(event.target.checked)} />}
      label={translate(`${WORDS}.subscription`)}
    />
  );
};

/**
 * "Boletín de novedades legislativas" of a center: a month's PDF, in the reader's language unless another is chosen,
 * and the monthly e-mail of it. The center's consultancy sends it; the client reads it here too.
 */
export const BulletinCard = ({ centerId, centerLanguage }: { centerId: string; centerLanguage: BulletinLanguage }) => {
  const translate = useTranslate();
  const titleId = useId();
  const [locale] = useLocaleState();
  const reader = displayLanguage(locale);
  const dataProvider = useDataProvider<AppDataProvider>();
  const reportError = useReportError();
  const runLongOperation = useLongOperation();
  const today = useCenterToday(centerId);
  const [period, setPeriod] = useState(() => today.slice(0, 7));
  const [language, setLanguage] = useState<BulletinLanguage>(reader === 'en' ? centerLanguage : reader);
  const download = () =>
    runLongOperation(() => dataProvider.downloadLegalBulletin(centerId, period, language), 'app.exporting').catch(reportError);
  return (
    <Card component="section" aria-labelledby={titleId}>
      <CardContent>
        <Typography variant="h6" component="h2" id={titleId}>
          {translate(`${WORDS}.title`)}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {translate(`${WORDS}.help`)}
        </Typography>
        <Box sx={{ mt: 2, mb: 1, display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'center' }}>
          <Box sx={{ width: 180 }}>
            <MonthInput label={translate(`${WORDS}.month`)} value={period} onChange={setPeriod} />
          </Box>
          <TextField
            select
            size="small"
            label={translate(`${WORDS}.language`)}
            value={language}
            onChange={(event) => setLanguage(event.target.value as BulletinLanguage)}
            sx={{ width: 160 }}
          >
            {CENTER_LANGUAGES.map((option) => (
              <MenuItem key={option} value={option} lang={option}>
                {LANGUAGE_NAMES[option]}
              </MenuItem>
            ))}
          </TextField>
          <Button variant="outlined" startIcon={<PictureAsPdfIcon />} onClick={download} disabled={!period}>
            {translate(`${WORDS}.download`)}
          </Button>
        </Box>
        <SubscriptionSwitch centerId={centerId} />
      </CardContent>
    </Card>
  );
};

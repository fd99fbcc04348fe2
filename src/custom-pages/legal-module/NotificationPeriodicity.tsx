import { Button, FormControl, InputLabel, MenuItem, Select, Stack } from '@mui/material';
import { useState } from 'react';
import { useDataProvider, useNotify, useTranslate } from 'react-admin';
import { NOTIFICATION_PERIODICITIES, type NotificationPeriodicity as Periodicity } from '../../../contract/legal';
import { useReportError } from '../../common/useReportError';
import type { AppDataProvider } from '../../dataProvider';
import { useModuleQuery } from '../../common/useModuleQuery';

/** How often the center's people get the e-mail about evidences about to expire (MONTHLY unless chosen). */
export const NotificationPeriodicity = ({ centerId }: { centerId: string }) => {
  const translate = useTranslate();
  const notify = useNotify();
  const reportError = useReportError();
  const dataProvider = useDataProvider<AppDataProvider>();
  const { data: saved, setData: setSaved } = useModuleQuery(
    (provider) => provider.getNotificationPeriodicity(centerId),
    `${centerId}/periodicity`,
  );
  const [chosen, setChosen] = useState<Periodicity>();
  const periodicity = chosen ?? saved ?? 'MONTHLY';
  const label = translate('legalModule.periodicity.label', { _: 'E-mail about expiring evidences' });

  const save = () =>
    dataProvider
      .saveNotificationPeriodicity(centerId, periodicity)
      .then((kept) => {
        setSaved(kept);
        setChosen(undefined);
        notify('legalModule.periodicity.saved', { type: 'success', messageArgs: { _: 'Notification periodicity saved' } });
      })
      .catch(reportError);

  return (
    <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
      <FormControl size="small" sx={{ minWidth: 280 }}>
        <InputLabel id="notification-periodicity">{label}</InputLabel>
        <Select
          labelId="notification-periodicity"
          label={label}
          value={periodicity}
          onChange={(event) => setChosen(event.target.value as Periodicity)}
        >
          {NOTIFICATION_PERIODICITIES.map((value) => (
            <MenuItem key={value} value={value}>
              {translate(`legalModule.periodicity.${value}`, { _: value })}
            </MenuItem>
          ))}
        </Select>
      </FormControl>
      <Button variant="outlined" onClick={save} disabled={saved === undefined || periodicity === saved}>
        {translate('ra.action.save')}
      </Button>
    </Stack>
  );
};

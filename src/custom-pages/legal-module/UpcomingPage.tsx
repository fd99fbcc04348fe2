import { Typography } from '@mui/material';
import { useEffect, useState } from 'react';
import { useParams } from 'react-router-dom';
import { useTranslate } from 'react-admin';
import { useCenterFigures } from './expiry';
import { LegalModuleLayout } from './LegalModuleLayout';
import { UpcomingList } from './UpcomingList';
import { DEFAULT_WARNING_DAYS } from '../../../contract/legal';

/** .../about-to-expire ("Próximos vencimientos"): the center's expired evidences and those inside its warning window. */
const UpcomingPage = () => {
  const { centerId = '' } = useParams<'centerId'>();
  const translate = useTranslate();
  const figures = useCenterFigures(centerId);
  const [days, setDays] = useState<number>();
  // The center's own window once its figures arrive, until the user picks another.
  useEffect(() => {
    if (figures && days === undefined) setDays(figures.warning_days);
  }, [figures, days]);
  const shown = days ?? figures?.warning_days ?? DEFAULT_WARNING_DAYS;
  return (
    <LegalModuleLayout page="upcoming">
      <Typography color="text.secondary">
        {translate('expiry.intro', {
          smart_count: shown,
          count: shown,
          _: `Expired evidences and those expiring in the next ${shown} days.`,
        })}
      </Typography>
      {figures && <UpcomingList centerId={centerId} days={shown} onDaysChange={setDays} />}
    </LegalModuleLayout>
  );
};

export default UpcomingPage;

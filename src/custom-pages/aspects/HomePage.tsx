import { Alert, Box, Card, CardActionArea, CardContent, Stack, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { Link, useParams } from 'react-router-dom';
import { dueStatus } from '../../../contract/field-kinds';
import { useCenterToday } from '../../common/centerZone';
import { DueDateChip } from '../../common/fields';
import { useModuleQuery } from '../../common/useModuleQuery';
import { aspectsKey } from './api';
import { ASPECTS_SECTIONS, AspectsLayout } from './AspectsLayout';
import { aspectsPath } from './paths';

const SEVERITY = { overdue: 'error', today: 'warning', soon: 'warning', ok: 'info', none: 'info' } as const;

/** The next evaluations, each date through the common due-date chip: red "Vencida" once passed; shown on the module home and the periodicity page (the center home has the agenda card instead). */
export const DueEvaluations = ({ centerId }: { centerId: string | number }) => {
  const translate = useTranslate();
  const today = useCenterToday(centerId);
  const aspects = useModuleQuery(
    (provider) => provider.getNextEvaluationDate(centerId, 'aspect-evaluation'),
    aspectsKey('next-evaluation-date', centerId, 'aspect-evaluation'),
  ).data;
  const practices = useModuleQuery(
    (provider) => provider.getNextEvaluationDate(centerId, 'good-practice-evaluation'),
    aspectsKey('next-evaluation-date', centerId, 'good-practice-evaluation'),
  ).data;
  const due = [
    { key: 'aspect', date: aspects?.next_evaluation_date },
    { key: 'good_practice', date: practices?.next_evaluation_date },
  ].filter((entry): entry is { key: string; date: string } => !!entry.date);
  return (
    <Stack spacing={1}>
      {due.map((entry) => (
        <Alert
          key={entry.key}
          severity={SEVERITY[dueStatus(entry.date, { today })]}
          data-testid={`next-${entry.key}-evaluation`}
          sx={{ '& .MuiAlert-message': { display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap' } }}
        >
          <span>{translate(`aspects.due.${entry.key}_label`)}</span>
          <DueDateChip date={entry.date} />
        </Alert>
      ))}
    </Stack>
  );
};

const HomePage = () => {
  const translate = useTranslate();
  const { centerId } = useParams();
  return (
    <AspectsLayout title={translate('aspects.module')}>
      <DueEvaluations centerId={centerId!} />
      <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: 'repeat(3, 1fr)' }, gap: 2 }}>
        {ASPECTS_SECTIONS.map((section) => (
          <Card key={section} variant="outlined">
            <CardActionArea component={Link} to={aspectsPath(centerId!, section)}>
              <CardContent>
                <Typography variant="h6" component="h2">
                  {translate(`aspects.pages.${section}`)}
                </Typography>
              </CardContent>
            </CardActionArea>
          </Card>
        ))}
      </Box>
    </AspectsLayout>
  );
};
export default HomePage;

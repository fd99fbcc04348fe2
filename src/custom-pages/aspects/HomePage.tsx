import { Alert, Box, Card, CardActionArea, CardContent, Stack, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { Link, useParams } from 'react-router-dom';
import { useApi } from './api';
import { AspectsLayout, ddmmyyyy } from './AspectsLayout';
import { aspectsPath } from './paths';

interface NextDate { last_evaluation_date: string | null; next_evaluation_date: string | null }
const today = () => new Date().toISOString().slice(0, 10);

/** Due evaluations (next date reached) as warnings; shown on the module home and the center home. */
export const DueEvaluations = ({ centerId }: { centerId: string | number }) => {
  const translate = useTranslate();
  const aspects = useApi<NextDate>(`/center/${centerId}/aspect-evaluations/next-evaluation-date`).data;
  const practices = useApi<NextDate>(`/center/${centerId}/good-practice-evaluations/next-evaluation-date`).data;
  const due = [
    { key: 'aspect', date: aspects?.next_evaluation_date },
    { key: 'good_practice', date: practices?.next_evaluation_date },
  ].filter((entry): entry is { key: string; date: string } => !!entry.date);
  return (
    <Stack spacing={1}>
      {due.map((entry) => (
        <Alert key={entry.key} severity={entry.date <= today() ? 'warning' : 'info'}>
          {translate(`aspects.due.${entry.key}`, { date: ddmmyyyy(entry.date) })}
        </Alert>
      ))}
    </Stack>
  );
};

const SECTIONS = ['life-cycle-stage', 'aspect-evaluation', 'good-practice-evaluation', 'practice-action', 'environmental-indicator', 'evaluation-periodicity'] as const;

const HomePage = () => {
  const translate = useTranslate();
  const { centerId } = useParams();
  return (
    <AspectsLayout title={translate('aspects.module')}>
      <DueEvaluations centerId={centerId!} />
      <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: 'repeat(3, 1fr)' }, gap: 2, mt: 2 }}>
        {SECTIONS.map((section) => (
          <Card key={section} variant="outlined">
            <CardActionArea component={Link} to={aspectsPath(centerId!, section)}>
              <CardContent><Typography variant="h6">{translate(`aspects.pages.${section}`)}</Typography></CardContent>
            </CardActionArea>
          </Card>
        ))}
      </Box>
    </AspectsLayout>
  );
};
export default HomePage;

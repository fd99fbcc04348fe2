import { Box, Card, CardContent, Tab, Tabs, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { Link, useParams } from 'react-router-dom';
import { Loading, Title, useGetOne, useTranslate } from 'react-admin';
import { CenterNotFound } from '../../resources/center/CenterNotFound';
import type { Center } from '../../resources/center/types';
import { wasteTabPath, type WasteTab } from './paths';

// Built tabs; reports, file management and configuration follow (docs/pending/waste-note.md).
const BUILT_TABS: WasteTab[] = ['identification', 'collection-history', 'legal-clock'];

/** Frame of every residue-module page: the center, the module's tabs and the page. */
export const WasteLayout = ({ tab, title, children }: { tab: WasteTab | false; title?: string; children: ReactNode }) => {
  const { centerId = '' } = useParams<'centerId'>();
  const translate = useTranslate();
  const { data: center, error } = useGetOne<Center>('center', { id: Number(centerId) }, { retry: false });
  if (error) return <CenterNotFound />;
  if (!center) return <Loading />;
  return (
    <Box sx={{ mt: 2, display: 'flex', flexDirection: 'column', gap: 2 }}>
      <Title title={`${center.name} · ${translate('modules.residue', { _: 'Waste' })}`} />
      <Card>
        <CardContent sx={{ pb: 0 }}>
          <Typography variant="overline" color="text.secondary">{center.name}</Typography>
          <Typography variant="h5" component="h1">{title ?? (tab ? translate(`waste.pages.${tab}`) : '')}</Typography>
          <Tabs value={tab} variant="scrollable" scrollButtons="auto" aria-label={translate('waste.navigation')}>
            {BUILT_TABS.map((item) => (
              <Tab key={item} value={item} component={Link} to={wasteTabPath(centerId, item)} label={translate(`waste.pages.${item}`)} />
            ))}
          </Tabs>
        </CardContent>
      </Card>
      {children}
    </Box>
  );
};

export const useCenterId = () => useParams<'centerId'>().centerId ?? '';

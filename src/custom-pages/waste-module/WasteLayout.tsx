import { Box } from '@mui/material';
import type { ReactNode } from 'react';
import { useParams } from 'react-router-dom';
import { useTranslate } from 'react-admin';
import { CenterModuleLayout } from '../center-modules/CenterModuleLayout';
import { wasteTabPath, type WasteTab } from './paths';

// A list is never wider than the screen (issue 23): its table scrolls inside its card instead of widening the page.
const FIT_SCREEN = {
  minWidth: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: 2,
  '& .RaList-main, & .RaList-root': { minWidth: 0 },
  '& .RaDataTable-tableWrapper, & .MuiTableContainer-root': { overflowX: 'auto' },
  '& .RaList-actions .MuiToolbar-root': { flexWrap: 'wrap' },
} as const;

const BUILT_TABS: WasteTab[] = [
  'identification',
  'collection-history',
  'legal-clock',
  'next-collections',
  'expired-documents',
  'file-management',
  'configuration',
];

/** Frame of every residue-module page: the center, the module's tabs and the page. */
export const WasteLayout = ({ tab, title, children }: { tab: WasteTab | false; title?: string; children: ReactNode }) => {
  const { centerId = '' } = useParams<'centerId'>();
  const translate = useTranslate();
  const tabs = BUILT_TABS.map((item) => ({ key: item, label: `waste.pages.${item}`, to: wasteTabPath(centerId, item) }));
  return (
    <CenterModuleLayout
      module="residue"
      heading={title ?? (tab ? translate(`waste.pages.${tab}`) : '')}
      tabs={tabs}
      current={tab || undefined}
    >
      <Box sx={FIT_SCREEN}>{children}</Box>
    </CenterModuleLayout>
  );
};

export const useCenterId = () => useParams<'centerId'>().centerId ?? '';

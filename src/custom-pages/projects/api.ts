import { useDataProvider } from 'react-admin';
import type { AppDataProvider } from '../../dataProvider';

export type { YearlySummary } from '../../dataProvider/projects';

/** The projects module's own calls, through the app's dataProvider like every other page's. */
export const useProjectsApi = () => useDataProvider<AppDataProvider>();

import { Button, Stack } from '@mui/material';
import RestoreIcon from '@mui/icons-material/Restore';
import { useState } from 'react';
import { ImageField, useDataProvider, useNotify, useRecordContext, useRefresh, useTranslate } from 'react-admin';
import type { AppDataProvider } from '../../dataProvider';
import { IMAGE_TYPES } from '../../common/imageTypes';
import { FULL_ROW } from '../../common/FormGrid';
import { LabelledImageInput } from '../../common/FileInputs';
import { HazardPictograms } from './HazardPictograms';
import type { Dangerousness } from './types';

const toPreview = (value: unknown) => (typeof value === 'string' ? { src: value } : value);

/** The class's own pictogram: an upload replaces the default one. */
export const PictogramInput = ({ source }: { source: string }) => (
  <LabelledImageInput
    source={source}
    accept={IMAGE_TYPES}
    format={toPreview}
    helperText="resources.dangerousness.helpers.pictogram"
    className={FULL_ROW}
  >
    <ImageField source="src" title="title" sx={{ '& img': { maxHeight: 96, objectFit: 'contain' } }} />
  </LabelledImageInput>
);

export const PictogramCell = ({ record }: { record: Record<string, unknown> }) => (
  <HazardPictograms classes={[record as unknown as Dangerousness]} size={40} />
);

/** Beside an uploaded pictogram: remove it, and the class shows its default pictogram again (HP1..HP15) or none. */
export const RestoreDefaultPictogram = () => {
  const record = useRecordContext<Dangerousness>();
  const translate = useTranslate();
  const notify = useNotify();
  const refresh = useRefresh();
  const dataProvider = useDataProvider<AppDataProvider>();
  const [busy, setBusy] = useState(false);
  if (!record?.pictogram_uploaded) return null;
  const restore = async () => {
    setBusy(true);
    try {
      await dataProvider.removePictogram(record.id);
      notify('resources.dangerousness.pictogram_removed', { type: 'info' });
      refresh();
    } catch {
      notify('ra.notification.http_error', { type: 'error' });
    } finally {
      setBusy(false);
    }
  };
  return (
    <Stack direction="row" className={FULL_ROW}>
      <Button size="small" startIcon={<RestoreIcon />} onClick={restore} disabled={busy}>
        {translate(
          record.code ? 'resources.dangerousness.actions.restore_default_pictogram' : 'resources.dangerousness.actions.remove_pictogram',
        )}
      </Button>
    </Stack>
  );
};

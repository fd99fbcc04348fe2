import { ImageField } from 'react-admin';
import { LabelledImageInput } from './FileInputs';
import { IMAGE_TYPES } from './imageTypes';

/** A record's logo: shows the stored one, sends a new one only when chosen (the dataProvider leaves the URL out). */
export const LogoInput = () => (
  <LabelledImageInput source="logo" accept={IMAGE_TYPES} helperText="app.logo.helper">
    <ImageField source="src" title="title" sx={{ '& img': { maxHeight: 120, objectFit: 'contain' } }} />
  </LabelledImageInput>
);

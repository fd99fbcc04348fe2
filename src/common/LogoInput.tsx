import { ImageField, ImageInput } from 'react-admin';
import { IMAGE_TYPES } from './imageTypes';

interface ImagePreview {
  src?: string;
  title?: string;
  rawFile?: File;
}

// The API gives a stored logo as a URL; ImageInput previews objects with `src`.
const toPreview = (value: string | ImagePreview | null | undefined) => (typeof value === 'string' ? { src: value } : value);

/** A record's logo: shows the stored one, sends a new one only when chosen (the dataProvider leaves the URL out). */
export const LogoInput = () => (
  <ImageInput source="logo" accept={IMAGE_TYPES} format={toPreview} helperText="app.logo.helper">
    <ImageField source="src" title="title" sx={{ '& img': { maxHeight: 120, objectFit: 'contain' } }} />
  </ImageInput>
);

import {
  FileInput,
  ImageInput,
  useResourceContext,
  useTranslate,
  useTranslateLabel,
  type FileInputProps,
  type ImageInputProps,
} from 'react-admin';

/**
 * react-admin's file and image inputs, named: their hidden file input carries the field's label (react-admin
 * shows the label as text beside the drop zone, which names nothing), and a file already stored (its URL)
 * is previewed as a link that says so instead of an empty or a random name.
 */
const useNamedProps = <Props extends FileInputProps>(props: Props): Props => {
  const translate = useTranslate();
  const translateLabel = useTranslateLabel();
  const resource = useResourceContext(props);
  const label = translateLabel({ label: props.label, source: props.source, resource });
  const stored = translate('app.stored_file', { _: 'Saved file' });
  return {
    format: (value: unknown) => (typeof value === 'string' ? { src: value, title: stored } : value),
    ...props,
    inputProps: { 'aria-label': typeof label === 'string' ? label : props.source, ...props.inputProps },
  };
};

export const LabelledFileInput = (props: FileInputProps) => <FileInput {...useNamedProps(props)} />;

export const LabelledImageInput = (props: ImageInputProps) => <ImageInput {...useNamedProps(props)} />;

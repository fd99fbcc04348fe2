import { useEffect, useState } from 'react';
import { FieldTitle, InputHelperText, useInput, useTranslate, type InputProps } from 'react-admin';

export const isValidDate = (date: Date | null): date is Date => date !== null && !Number.isNaN(date.getTime());

/** How a picker's Date maps to the form's wire string ("YYYY-MM-DD", "HH:mm"). */
export interface PickerValue {
  fromForm: (value: unknown) => Date | null;
  toForm: (date: Date) => string;
}

type FieldProps = Pick<
  InputProps,
  | 'label'
  | 'source'
  | 'resource'
  | 'helperText'
  | 'defaultValue'
  | 'validate'
  | 'format'
  | 'parse'
  | 'onChange'
  | 'onBlur'
  | 'disabled'
  | 'readOnly'
>;

/**
 * A react-admin input on an MUI X picker: the picker keeps a half-typed value (an invalid Date) to itself,
 * the form only ever holds the wire string or null; an invalid field says so at once, as react-admin's own.
 */
export function usePickerField(
  props: FieldProps,
  { fromForm, toForm }: PickerValue,
  layout: { fullWidth?: boolean; margin?: string; variant?: string; size?: string } = {},
) {
  const { label, source, resource, helperText, defaultValue, validate, format, parse, onChange, onBlur, disabled, readOnly } = props;
  const translate = useTranslate();
  const { field, fieldState, isRequired, id } = useInput({
    source,
    resource,
    defaultValue,
    validate,
    format,
    parse,
    onChange,
    onBlur,
    disabled,
    readOnly,
  });
  const [shown, setShown] = useState<Date | null>(() => fromForm(field.value));
  useEffect(() => {
    const formValue = fromForm(field.value);
    setShown((current) => {
      const same = isValidDate(current) && isValidDate(formValue) && toForm(current) === toForm(formValue);
      return same || (formValue === null && current !== null && !isValidDate(current)) ? current : formValue;
    });
    // fromForm/toForm are module-level functions of the calling input.
  }, [field.value]); // eslint-disable-line react-hooks/exhaustive-deps
  const typedButInvalid = shown !== null && !isValidDate(shown);
  const invalid = fieldState.invalid || typedButInvalid;
  const errorText = typedButInvalid ? translate('date_input.invalid') : fieldState.error?.message;
  return {
    value: shown,
    disabled,
    readOnly,
    onChange: (date: Date | null) => {
      setShown(date);
      field.onChange(isValidDate(date) ? toForm(date) : null);
    },
    onClose: field.onBlur,
    textField: {
      id,
      name: field.name,
      onBlur: field.onBlur,
      fullWidth: layout.fullWidth,
      margin: (layout.margin ?? 'dense') as 'dense',
      variant: (layout.variant ?? 'filled') as 'filled',
      size: (layout.size ?? 'small') as 'small',
      error: invalid,
      label: label === false ? undefined : <FieldTitle label={label} source={source} resource={resource} isRequired={isRequired} />,
      helperText: <InputHelperText error={invalid ? errorText : undefined} helperText={helperText} />,
    },
  };
}

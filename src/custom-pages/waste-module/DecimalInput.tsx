import { regex, required, TextInput, type TextInputProps } from 'react-admin';
import { useFieldFormat } from '../../common/fields';

const DECIMAL = /^\d{1,11}(\.\d{1,3})?$/;
const WIRE = /^\d+\.\d{3}$/;
/** The wire's "1000.000" as typed: no padding zeros, the language's decimal comma ("1000,5"); no grouping, so it reads back. */
const shown = (comma: boolean) => (value: unknown) => {
  if (value === null || value === undefined || value === '') return '';
  const text = String(value);
  // Only the stored shape (three decimals) loses its padding zeros, so a half-typed "490,0" stays as typed.
  const trimmed = WIRE.test(text) ? text.replace(/0+$/, '').replace(/\.$/, '') : text;
  return comma ? trimmed.replace('.', ',') : trimmed;
};
/** What the user typed, back to the wire's dot ("0,5" -> "0.5"). */
const sent = (value: string) => value.trim().replace(',', '.');

/**
 * A quantity, capacity or ratio of the module (numeric(14,3) on the wire): shown without the database's three
 * decimals ("490", not "490.000", which a Spanish reader takes for 490 thousand) and typed with a comma or a dot.
 */
export const DecimalInput = ({
  isRequired,
  ...props
}: Omit<TextInputProps, 'validate' | 'format' | 'parse'> & { isRequired?: boolean }) => {
  const { language } = useFieldFormat();
  const check = regex(DECIMAL, 'waste.validation.decimal');
  return (
    <TextInput
      {...props}
      format={shown(language !== 'en')}
      parse={sent}
      validate={isRequired ? [required(), check] : check}
      inputProps={{ inputMode: 'decimal' }}
    />
  );
};

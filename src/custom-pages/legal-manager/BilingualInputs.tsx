import { minValue, NumberInput, required, TextInput } from 'react-admin';

/** A Spanish and a Catalan text side by side (put inside a two-column FormGrid): `name` gives the sources. */
export const BilingualInputs = ({ source = 'name' }: { source?: string }) => (
  <>
    <TextInput source={`${source}_spanish`} validate={required()} />
    <TextInput source={`${source}_catalan`} validate={required()} />
  </>
);

/** Position among siblings: lower comes first, ties keep creation order. */
export const OrderInput = () => <NumberInput source="order" validate={minValue(0)} min={0} step={1} />;

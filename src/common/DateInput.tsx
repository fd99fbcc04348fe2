import { DateInput as BrowserDateInput, type DateInputProps } from 'react-admin';

/** Every form's date input: one place, so the dd/MM/yyyy picker of issue 14 replaces it for every module at once. */
export const DateInput = (props: DateInputProps) => <BrowserDateInput {...props} />;

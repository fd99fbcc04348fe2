import ForwardToInboxIcon from '@mui/icons-material/ForwardToInbox';
import { Box, Button, IconButton, useMediaQuery, type Theme } from '@mui/material';
import { useState, type ReactNode } from 'react';
import {
  AutocompleteArrayInput,
  BooleanInput,
  NumberInput,
  ReferenceArrayInput,
  required,
  TextInput,
  useCanAccess,
  useDataProvider,
  useGetOne,
  useNotify,
  useTranslate,
  type Identifier,
} from 'react-admin';
import { addCalendarDays, todayIn } from '../../../contract/field-kinds';
import { DEFAULT_REMINDER_DAYS } from '../../../contract/requests';
import { DateInput } from '../../common/DateInput';
import { FormDialog } from '../../common/FormDialog';
import { FormGrid, FULL_ROW } from '../../common/FormGrid';
import { useReportError } from '../../common/useReportError';
import { isApiError, type AppDataProvider } from '../../dataProvider';
import type { RequestDraft } from '../../dataProvider/clientRequests';
import type { Center } from '../../resources/center/types';

/** Two weeks to answer unless the technician says otherwise. */
const DEFAULT_DAYS_TO_ANSWER = 14;

/** What a dialog asks for: the kind and its fixed target; the form adds centers, title, message, dates and its own inputs. */
export type AskedTarget = Omit<RequestDraft, 'center_ids' | 'title' | 'message' | 'due_date'>;

/**
 * The centers the request goes to: this center, and any other of its enterprise (the same document from every center);
 * the server finds each one's own evidence, plan, document or indicator, or names the centers that lack it.
 */
export const CentersInput = ({ enterpriseId }: { enterpriseId?: Identifier }) => (
  <ReferenceArrayInput
    source="center_ids"
    reference="center"
    filter={enterpriseId === undefined ? {} : { enterpriseId }}
    sort={{ field: 'name', order: 'ASC' }}
    perPage={200}
  >
    <AutocompleteArrayInput
      label="requests.fields.centers"
      optionText="name"
      validate={required()}
      helperText="requests.ask.centers_help"
      fullWidth
    />
  </ReferenceArrayInput>
);

/** The fields every request has: title, due date, reminder, message. */
export const RequestCommonInputs = () => (
  <>
    <TextInput source="title" label="requests.fields.title" validate={required()} fullWidth className={FULL_ROW} />
    <DateInput source="due_date" label="requests.fields.due_date" validate={required()} fullWidth />
    <NumberInput
      source="reminder_days"
      label="requests.fields.reminder_days"
      min={0}
      max={60}
      helperText="requests.ask.reminder_help"
      fullWidth
    />
    <TextInput
      source="message"
      label="requests.fields.message"
      multiline
      minRows={3}
      fullWidth
      className={FULL_ROW}
      helperText="requests.ask.message_help"
    />
  </>
);

/** The values a new request starts from. */
export const newRequestValues = (values: Record<string, unknown>) => ({
  due_date: addCalendarDays(todayIn(), DEFAULT_DAYS_TO_ANSWER),
  reminder_days: DEFAULT_REMINDER_DAYS,
  message: '',
  ...values,
});

/** Sends the form as one request per center; field errors land under their inputs, the rest is a toast. */
export const useCreateRequests = (onCreated: () => void) => {
  const dataProvider = useDataProvider<AppDataProvider>();
  const notify = useNotify();
  const reportError = useReportError();
  return async (draft: RequestDraft) => {
    try {
      const created = await dataProvider.createRequests(draft);
      notify('requests.ask.sent', { type: 'success', messageArgs: { count: created.count } });
      onCreated();
    } catch (error) {
      if (isApiError(error) && error.body.errors) return error.body.errors;
      await reportError(error as Error);
    }
  };
};

interface AskClientProps {
  centerId: Identifier;
  /** The kind and its target, fixed by where the need is seen. */
  target: AskedTarget;
  /** What the dialog's title says is asked (already translated). */
  what: string;
  /** The title the request starts with (the evidence's or document's name). */
  defaultTitle: string;
  /** The kind's own inputs (a document's name, indicators and periods). */
  inputs?: ReactNode;
  /** Form values the kind's inputs start from. */
  defaults?: Record<string, unknown>;
  /** Values the form holds turned into target fields (the indicator items). */
  toTarget?: (values: Record<string, unknown>) => Partial<AskedTarget>;
  /** Offers whether the answer must carry a validity date. */
  offerValidityDate?: boolean;
}

/**
 * "Ask the client" where the need is seen (an evidence, a waste document, an enterprise document, indicators): the
 * centers (this one, or more of its enterprise), title, due date, reminder and message, and the kind's own inputs.
 */
export const AskClientDialog = ({
  centerId,
  target,
  what,
  defaultTitle,
  inputs,
  defaults = {},
  toTarget = () => ({}),
  offerValidityDate = false,
  onClose,
}: AskClientProps & { onClose: () => void }) => {
  const translate = useTranslate();
  const { data: center } = useGetOne<Center>('center', { id: Number(centerId) });
  const create = useCreateRequests(onClose);
  const send = (values: Record<string, unknown>) =>
    create({
      ...target,
      ...(offerValidityDate ? { asks_validity_date: Boolean(values.asks_validity_date) } : {}),
      ...toTarget(values),
      center_ids: values.center_ids as Identifier[],
      title: String(values.title ?? '').trim(),
      message: String(values.message ?? ''),
      due_date: String(values.due_date ?? ''),
      reminder_days: values.reminder_days === null || values.reminder_days === undefined ? undefined : Number(values.reminder_days),
    });
  return (
    <FormDialog
      title={translate('requests.ask.title', { what })}
      onClose={onClose}
      maxWidth="md"
      form={{ record: newRequestValues({ center_ids: [Number(centerId)], title: defaultTitle, ...defaults }), onSubmit: send }}
      alwaysEnableSave
      saveLabel="requests.ask.send"
    >
      <FormGrid columns="1fr 1fr">
        {inputs && <Box className={FULL_ROW}>{inputs}</Box>}
        <RequestCommonInputs />
        {offerValidityDate && <BooleanInput source="asks_validity_date" label="requests.fields.asks_validity_date" className={FULL_ROW} />}
        {/* Once the center is known, the centers offered are its enterprise's. */}
        {center && (
          <Box className={FULL_ROW}>
            <CentersInput enterpriseId={center.enterprise.id} />
          </Box>
        )}
      </FormGrid>
    </FormDialog>
  );
};

/** Staff's "Ask the client" button (an icon in a table row, named by `label`) and its dialog; absent for clients. */
export const AskClientButton = ({
  label = 'requests.ask.button',
  iconOnly = false,
  ...props
}: AskClientProps & { label?: string; iconOnly?: boolean }) => {
  const translate = useTranslate();
  const [open, setOpen] = useState(false);
  const { canAccess: asks = false } = useCanAccess({ resource: 'requests', action: 'create' });
  // On a phone the button is its icon, named, as react-admin's toolbar buttons are: the words would widen the page.
  const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  if (!asks) return null;
  return (
    <>
      {iconOnly || phone ? (
        <IconButton
          size="small"
          color={iconOnly ? 'default' : 'primary'}
          aria-label={translate(label)}
          title={translate(label)}
          onClick={() => setOpen(true)}
        >
          <ForwardToInboxIcon fontSize="small" />
        </IconButton>
      ) : (
        <Button size="small" variant="outlined" startIcon={<ForwardToInboxIcon />} onClick={() => setOpen(true)}>
          {translate(label)}
        </Button>
      )}
      {open && <AskClientDialog {...props} onClose={() => setOpen(false)} />}
    </>
  );
};

import SendIcon from '@mui/icons-material/Send';
import { Box, Button, Card, CardContent, Stack, Typography } from '@mui/material';
import { useMemo } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import { useNavigate, useSearchParams } from 'react-router-dom';
import {
  AutocompleteArrayInput,
  BooleanInput,
  Form,
  RadioButtonGroupInput,
  required,
  SaveButton,
  SelectInput,
  TextInput,
  Title,
  useGetList,
  useTranslate,
} from 'react-admin';
import { DOCUMENT_CATEGORIES } from '../../../contract/enterprise-documents';
import { FormGrid, FULL_ROW } from '../../common/FormGrid';
import { usePageTitle } from '../../common/usePageTitle';
import type { RequestDraft } from '../../dataProvider/clientRequests';
import type { Center } from '../../resources/center/types';
import { newRequestValues, RequestCommonInputs, useCreateRequests } from './AskClientDialog';
import { REQUESTS_PATH } from './paths';

/** What the general form asks for; documents of an evidence, waste or indicator are asked from their own pages. */
const GENERAL_KINDS = ['question', 'enterprise_document'] as const;

/** The enterprise, then its centers: one, several, or all of them with one click. */
const CenterPicker = ({ centers }: { centers: Center[] }) => {
  const translate = useTranslate();
  const { setValue } = useFormContext();
  const enterpriseId = useWatch({ name: 'enterprise_id' }) as number | undefined;
  const enterprises = useMemo(
    () =>
      [...new Map(centers.map((center) => [center.enterprise.id, center.enterprise])).values()].sort((a, b) =>
        a.name.localeCompare(b.name),
      ),
    [centers],
  );
  const shown = enterpriseId ? centers.filter((center) => center.enterprise.id === enterpriseId) : centers;
  return (
    <>
      <SelectInput
        source="enterprise_id"
        label="requests.fields.enterprise"
        choices={enterprises}
        optionText="name"
        emptyText="requests.ask.any_enterprise"
      />
      <AutocompleteArrayInput
        source="center_ids"
        label="requests.fields.centers"
        choices={shown}
        optionText="name"
        validate={required()}
        helperText="requests.ask.centers_help"
        fullWidth
      />
      {enterpriseId !== undefined && enterpriseId !== null && (
        <Box sx={{ mb: 2 }}>
          <Button
            size="small"
            onClick={() =>
              setValue(
                'center_ids',
                shown.map((center) => center.id),
                { shouldDirty: true },
              )
            }
          >
            {translate('requests.ask.all_centers', { count: shown.length })}
          </Button>
        </Box>
      )}
    </>
  );
};

/** A new document's name and category, and whether its answer must carry its expiry. */
const DocumentInputs = () => {
  const translate = useTranslate();
  const kind = useWatch({ name: 'kind' }) as RequestDraft['kind'];
  if (kind !== 'enterprise_document') return null;
  return (
    <>
      <TextInput source="document_name" label="requests.fields.document_name" validate={required()} fullWidth />
      <SelectInput
        source="document_category"
        label="requests.fields.document_category"
        choices={DOCUMENT_CATEGORIES.map((id) => ({ id, name: translate(`enterpriseDocuments.categories.${id}`) }))}
        validate={required()}
      />
      <BooleanInput source="asks_validity_date" label="requests.fields.asks_validity_date" />
    </>
  );
};

/**
 * /requests/new: a question, or a new enterprise document, asked of one center or of several centers of an enterprise at
 * once (one request per center, in one transaction). Staff only.
 */
const NewRequestPage = () => {
  const translate = useTranslate();
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const title = translate('requests.new');
  usePageTitle(title);
  const { data: centers } = useGetList<Center>('center', { pagination: { page: 1, perPage: 1000 }, sort: { field: 'name', order: 'ASC' } });
  const create = useCreateRequests(() => navigate(REQUESTS_PATH));
  const centerId = Number(search.get('centerId')) || undefined;
  const send = (values: Record<string, unknown>) => {
    const kind = values.kind as RequestDraft['kind'];
    return create({
      kind,
      center_ids: values.center_ids as number[],
      title: String(values.title ?? '').trim(),
      message: String(values.message ?? ''),
      due_date: String(values.due_date ?? ''),
      reminder_days: values.reminder_days === null || values.reminder_days === undefined ? undefined : Number(values.reminder_days),
      ...(kind === 'enterprise_document'
        ? {
            document_name: String(values.document_name ?? '').trim(),
            document_category: String(values.document_category),
            asks_validity_date: Boolean(values.asks_validity_date),
          }
        : {}),
    });
  };
  const start = newRequestValues({
    kind: 'question',
    center_ids: centerId ? [centerId] : [],
    enterprise_id: centers?.find((center) => center.id === centerId)?.enterprise.id,
    document_category: 'OTHER',
    title: '',
  });
  return (
    <Box sx={{ mt: 2, display: 'flex', flexDirection: 'column', gap: 2, minWidth: 0 }}>
      <Title title={title} />
      <Card>
        <CardContent>
          <Typography variant="h5" component="h1">
            {title}
          </Typography>
          <Typography color="text.secondary">{translate('requests.ask.new_intro')}</Typography>
        </CardContent>
      </Card>
      {centers && (
        <Card>
          <CardContent>
            <Form record={start} onSubmit={send}>
              <FormGrid columns="1fr 1fr">
                <Box className={FULL_ROW}>
                  <CenterPicker centers={centers} />
                </Box>
                <RadioButtonGroupInput
                  className={FULL_ROW}
                  source="kind"
                  label="requests.fields.kind"
                  choices={GENERAL_KINDS.map((kind) => ({ id: kind, name: translate(`requests.kinds.${kind}`) }))}
                />
                <Box className={FULL_ROW}>
                  <DocumentInputs />
                </Box>
                <RequestCommonInputs />
              </FormGrid>
              <Stack direction="row">
                <SaveButton label="requests.ask.send" icon={<SendIcon />} alwaysEnable />
              </Stack>
            </Form>
          </CardContent>
        </Card>
      )}
    </Box>
  );
};

export default NewRequestPage;

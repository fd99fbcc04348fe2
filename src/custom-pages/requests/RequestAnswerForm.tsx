import SendIcon from '@mui/icons-material/Send';
import { Card, CardContent, InputAdornment, Stack, Typography } from '@mui/material';
import { FileField, Form, required, SaveButton, TextInput, useDataProvider, useNotify, useTranslate, type Validator } from 'react-admin';
import { DateInput } from '../../common/DateInput';
import { LabelledFileInput } from '../../common/FileInputs';
import { formatPeriod, unitSymbol, useFieldFormat } from '../../common/fields';
import { useReportError } from '../../common/useReportError';
import { isApiError, type AppDataProvider } from '../../dataProvider';
import type { ClientRequest, RequestAnswer } from '../../dataProvider/clientRequests';
import { DOCUMENT_TYPES } from '../legal-module/EvidenceDocuments';

/** Kinds whose answer is a document: at least one file. */
const DOCUMENT_KINDS = new Set<ClientRequest['kind']>(['evidence_document', 'waste_document', 'enterprise_document']);
const MAX_FILES = 10;

/** A reading as typed: a dot always, a comma too where the language writes decimals with one (es, ca). */
export const readingPattern = (decimalComma: boolean) => (decimalComma ? /^-?\d+([.,]\d+)?$/ : /^-?\d+(\.\d+)?$/);

/** The reading as the API takes it: "12,5" becomes "12.5". */
const toWireReading = (typed: unknown) =>
  String(typed ?? '')
    .trim()
    .replace(',', '.');

const readingField = (itemId: number) => `reading_${itemId}`;

const hasFiles = (value: unknown) => Array.isArray(value) && value.length > 0;

/**
 * The client's answer to an open or returned request: files (PDF, images, Office), the validity date when the
 * document expires, the readings as numbers with their units, a text. Checked here as the server checks it; what the
 * server still refuses lands under its field.
 */
export const RequestAnswerForm = ({ request, onAnswered }: { request: ClientRequest; onAnswered: (answered: ClientRequest) => void }) => {
  const translate = useTranslate();
  const notify = useNotify();
  const reportError = useReportError();
  const dataProvider = useDataProvider<AppDataProvider>();
  const { language } = useFieldFormat();
  const pattern = readingPattern(language !== 'en');
  // A returned answer keeps the files already sent unless new ones are chosen.
  const keepsFiles = request.files.length > 0;
  const needsFile = DOCUMENT_KINDS.has(request.kind) && !keepsFiles;

  const fileCheck: Validator = (value: unknown) => {
    if (needsFile && !hasFiles(value)) return 'requests.answer.file_required';
    if (Array.isArray(value) && value.length > MAX_FILES) return { message: 'requests.answer.too_many_files', args: { count: MAX_FILES } };
    return undefined;
  };
  const readingCheck: Validator = (value: unknown) => {
    const typed = String(value ?? '').trim();
    if (!typed) return 'ra.validation.required';
    return pattern.test(typed) ? undefined : 'requests.answer.not_a_number';
  };
  const textCheck: Validator = (value: unknown, values: Record<string, unknown>) =>
    request.kind === 'question' && !String(value ?? '').trim() && !hasFiles(values.files) && !keepsFiles
      ? 'requests.answer.text_or_file'
      : undefined;

  const send = async (values: Record<string, unknown>) => {
    const answer: RequestAnswer = {};
    if (String(values.text ?? '').trim()) answer.text = String(values.text).trim();
    if (values.validity_date) answer.validity_date = values.validity_date;
    if (hasFiles(values.files)) answer.files = values.files;
    for (const item of request.target.items) answer[readingField(item.id)] = toWireReading(values[readingField(item.id)]);
    try {
      const answered = await dataProvider.answerRequest(request.id, answer);
      notify('requests.answer.sent', { type: 'success' });
      onAnswered(answered);
    } catch (error) {
      // Field errors go under their inputs; anything else is a toast.
      if (isApiError(error) && error.body.errors) return error.body.errors;
      await reportError(error as Error);
    }
  };

  // A returned answer starts from what was sent, written as the language writes decimals.
  const sent = Object.fromEntries(
    request.target.items
      .filter((item) => item.value !== null)
      .map((item) => [readingField(item.id), language === 'en' ? String(item.value) : String(item.value).replace('.', ',')]),
  );
  return (
    <Card component="section" aria-label={translate('requests.answer.form_title')}>
      <CardContent>
        <Typography variant="h6" component="h2" gutterBottom>
          {translate('requests.answer.form_title')}
        </Typography>
        <Form record={{ ...sent, text: request.answer_text ?? '', validity_date: request.validity_date }} onSubmit={send}>
          <Stack spacing={1} sx={{ maxWidth: 640 }}>
            {request.target.items.map((item) => (
              <TextInput
                key={item.id}
                source={readingField(item.id)}
                label={`${item.indicator.name} · ${formatPeriod(item.period, language)}`}
                validate={readingCheck}
                isRequired
                slotProps={{
                  htmlInput: { inputMode: 'decimal' },
                  input: { endAdornment: <InputAdornment position="end">{unitSymbol(item.unit, language)}</InputAdornment> },
                }}
              />
            ))}
            <LabelledFileInput
              source="files"
              label="requests.fields.files"
              multiple
              accept={DOCUMENT_TYPES}
              validate={fileCheck}
              isRequired={needsFile}
              helperText={keepsFiles ? 'requests.answer.keeps_files' : 'requests.answer.files_help'}
            >
              <FileField source="src" title="title" />
            </LabelledFileInput>
            {request.asks_validity_date && (
              <DateInput
                source="validity_date"
                label="requests.fields.validity_date"
                validate={required()}
                helperText="requests.answer.validity_help"
              />
            )}
            <TextInput
              source="text"
              label={request.kind === 'question' ? 'requests.fields.answer_text' : 'requests.fields.comment'}
              multiline
              minRows={3}
              fullWidth
              validate={textCheck}
            />
            <div>
              <SaveButton label="requests.answer.send" icon={<SendIcon />} alwaysEnable />
            </div>
          </Stack>
        </Form>
      </CardContent>
    </Card>
  );
};

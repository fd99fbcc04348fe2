import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import { Card, CardHeader } from '@mui/material';
import type { ReactNode } from 'react';
import { useWatch, type FieldValues } from 'react-hook-form';
import { Link, useParams } from 'react-router-dom';
import {
  Button,
  Loading,
  PasswordInput,
  ResourceContextProvider,
  SimpleForm,
  Title,
  useDataProvider,
  useNotify,
  useTranslate,
} from 'react-admin';
import { FormGrid, FULL_ROW } from '../../common/FormGrid';
import { useModuleQuery } from '../../common/useModuleQuery';
import { useReportError } from '../../common/useReportError';
import { isApiError, type AppDataProvider } from '../../dataProvider';
import { useLongOperation } from '../../layout/LongOperation';

/** The catalogue's fallbacks (English) of the page's texts; the keys are `resources.<resource>.<name>`. */
interface SettingsTexts {
  title: string;
  heading: string;
  saved: string;
  /** `<secret>_stored` and `<secret>_missing`: whether a stored secret will be kept. */
  stored: string;
  missing: string;
  /** `<secret>_bound`: the stored secret is kept only while the fields it belongs to stay; `<secret>_again`: they changed. */
  bound: string;
  again: string;
}

interface ConsultancySettingsFormProps<S, C extends FieldValues> {
  /** The react-admin resource of the page: its inputs' labels and its catalogue keys. */
  resource: string;
  /** What the API call is about, under `consultancy/{id}/`: the page query's cache key. */
  path: string;
  /** undefined while loading; null when the consultancy has none saved yet (the form starts from `toFormValues(null)`). */
  load: (dataProvider: AppDataProvider, consultancyId: string) => Promise<S>;
  save: (dataProvider: AppDataProvider, consultancyId: string, values: C) => Promise<S>;
  /** The form's values; the write-only secret starts empty, which keeps the stored one. */
  toFormValues: (settings: S) => C;
  consultancyName: (settings: S) => string | undefined;
  /**
   * The write-only secret: its source, its catalogue name (`password` -> `password_stored`), whether one is stored, and
   * the fields it belongs to (the server sends it only where it was saved for: changing them asks for it again).
   */
  secret: { source: string; name: string; stored: (settings: S) => boolean; boundTo: string[] };
  texts: SettingsTexts;
  columns: string;
  /** The inputs of the grid, before the secret (which takes its own row). */
  fields: ReactNode;
  /** Inputs after the grid. */
  children?: ReactNode;
  /** Shown between the card's header and the form. */
  intro?: (settings: S) => ReactNode;
  /** Shown after the card. */
  after?: ReactNode;
}

/**
 * A consultancy's settings page (e-mail server, single sign-on): loaded through the page query, a write-only secret
 * kept when left empty, saved with the long-operation overlay, the server's field errors shown on their inputs.
 */
export function ConsultancySettingsForm<S, C extends FieldValues>({
  resource,
  path,
  load,
  save,
  toFormValues,
  consultancyName,
  secret,
  texts,
  columns,
  fields,
  children,
  intro,
  after,
}: ConsultancySettingsFormProps<S, C>) {
  const { consultancyId = '' } = useParams<'consultancyId'>();
  const translate = useTranslate();
  const notify = useNotify();
  const reportError = useReportError();
  const runLongOperation = useLongOperation();
  const dataProvider = useDataProvider<AppDataProvider>();
  const { data: settings, setData } = useModuleQuery((provider) => load(provider, consultancyId), `consultancy/${consultancyId}/${path}`);
  const text = (name: string, fallback: string, options: object = {}) =>
    translate(`resources.${resource}.${name}`, { ...options, _: fallback });

  // The inputs require every text, so a submitted form is complete.
  const onSubmit = async (values: Partial<C>) => {
    try {
      const saved = await runLongOperation(() => save(dataProvider, consultancyId, values as C), 'app.saving');
      setData(saved);
      notify(`resources.${resource}.saved`, { type: 'success', messageArgs: { _: texts.saved } });
    } catch (error) {
      if (isApiError(error) && error.body.errors) return error.body.errors;
      await reportError(error as Error);
    }
  };

  if (settings === undefined) return <Loading />;
  const name = consultancyName(settings);
  const stored = secret.stored(settings);
  const record = toFormValues(settings);
  return (
    <ResourceContextProvider value={resource}>
      <Title title={text('title', texts.title, { name: name ?? '' })} />
      <Card sx={{ mt: 2, maxWidth: 720 }}>
        <CardHeader
          title={text('heading', texts.heading)}
          subheader={name}
          slotProps={{ title: { variant: 'h6', component: 'h1' } }}
          action={
            <Button component={Link} to={`/consultancy/${consultancyId}`} label="ra.action.back">
              <ArrowBackIcon />
            </Button>
          }
        />
        {intro?.(settings)}
        {/* Re-mounted on save so the form shows what the server kept, with the secret empty again. */}
        <SimpleForm key={JSON.stringify(settings)} record={record} onSubmit={onSubmit}>
          <FormGrid columns={columns}>
            {fields}
            <SecretInput
              source={secret.source}
              boundTo={secret.boundTo}
              saved={record}
              texts={
                stored
                  ? {
                      placeholder: text(`${secret.name}_stored`, texts.stored),
                      bound: text(`${secret.name}_bound`, texts.bound),
                      again: text(`${secret.name}_again`, texts.again),
                    }
                  : { placeholder: text(`${secret.name}_missing`, texts.missing) }
              }
            />
          </FormGrid>
          {children}
        </SimpleForm>
      </Card>
      {after}
    </ResourceContextProvider>
  );
}

interface SecretTexts {
  placeholder: string;
  /** Only when a secret is stored. */
  bound?: string;
  again?: string;
}

/**
 * Write-only: the placeholder, always shown, says whether a stored secret will be kept; the helper says it is kept
 * only while the fields it belongs to stay as saved, and asks for it again once one of them changes.
 */
function SecretInput({ source, boundTo, saved, texts }: { source: string; boundTo: string[]; saved: FieldValues; texts: SecretTexts }) {
  const current = useWatch({ name: boundTo }) as unknown[];
  const changed = boundTo.some((field, index) => String(current[index] ?? '').trim() !== String(saved[field] ?? '').trim());
  const asked = changed && texts.again !== undefined;
  return (
    <PasswordInput
      source={source}
      autoComplete="new-password"
      className={FULL_ROW}
      placeholder={asked ? '' : texts.placeholder}
      helperText={(asked ? texts.again : texts.bound) ?? false}
      slotProps={{ inputLabel: { shrink: true } }}
    />
  );
}

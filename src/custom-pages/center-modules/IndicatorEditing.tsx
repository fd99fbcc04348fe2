import { useEffect, useRef, type MutableRefObject } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import { useParams } from 'react-router-dom';
import {
  ArrayInput,
  NumberInput,
  SelectInput,
  TextInput,
  required,
  useDataProvider,
  useGetOne,
  useNotify,
  useTranslate,
} from 'react-admin';
import {
  ACTION_STATUSES,
  INDICATOR_DIRECTIONS,
  INDICATOR_FREQUENCIES,
  INDICATOR_SOURCES,
  THRESHOLD_LEVELS,
} from '../../../contract/indicators';
import { DateInput } from '../../common/DateInput';
import { FormDialog } from '../../common/FormDialog';
import { FormGrid, FULL_ROW } from '../../common/FormGrid';
import { useReportError } from '../../common/useReportError';
import type { AppDataProvider } from '../../dataProvider';
import { isApiError } from '../../dataProvider/apiError';
import type { Center } from '../../resources/center/types';
import type { Indicator } from './indicatorTabs';
import { useModuleQuery } from '../../common/useModuleQuery';
import { formatPeriod, useFieldFormat } from '../../common/fields';
import { ItemsIterator } from '../../common/ItemsIterator';

type Values = Record<string, unknown>;

/**
 * Sends a form's values; the server's field errors go back to the form (shown under their inputs),
 * anything else is a toast. Answers true once saved.
 */
export const useFormSave = () => {
  const notify = useNotify();
  const reportError = useReportError();
  const dataProvider = useDataProvider<AppDataProvider>();
  return async (
    write: (provider: AppDataProvider) => Promise<unknown>,
    method: 'POST' | 'PUT',
    after: () => void,
  ): Promise<Record<string, string> | undefined> => {
    try {
      await write(dataProvider);
      notify(method === 'POST' ? 'ra.notification.created' : 'ra.notification.updated', {
        type: 'success',
        messageArgs: { smart_count: 1 },
      });
      after();
      return undefined;
    } catch (error) {
      if (isApiError(error) && error.body.errors) return error.body.errors;
      await reportError(error as Error);
      return undefined;
    }
  };
};

const useChoices = () => {
  const translate = useTranslate();
  return (values: readonly string[], prefix: string) =>
    values.map((id) => ({ id, name: translate(`indicators.${prefix}.${id}`, { _: id }) }));
};

/** The indicator's own fields, for the new-indicator page and the edit dialog. */
export const IndicatorInputs = ({ centerId, processes }: { centerId: string; processes?: { id: number; name: string }[] }) => {
  const choices = useChoices();
  // The responsible is one of the center's users (the missing-measurement reminder goes to them).
  const { data: center } = useGetOne<Center>('center', { id: Number(centerId) });
  return (
    <FormGrid columns="1fr 1fr">
      <TextInput source="name" resource="indicator" validate={required()} className={FULL_ROW} />
      {processes && <SelectInput source="process_id" resource="indicator" choices={processes} validate={required()} className={FULL_ROW} />}
      <TextInput source="description" resource="indicator" multiline helperText="indicators.description_help" className={FULL_ROW} />
      <TextInput source="unit" resource="indicator" validate={required()} />
      <SelectInput source="frequency" resource="indicator" choices={choices(INDICATOR_FREQUENCIES, 'frequencies')} validate={required()} />
      <SelectInput source="direction" resource="indicator" choices={choices(INDICATOR_DIRECTIONS, 'directions')} validate={required()} />
      <SelectInput source="source" resource="indicator" choices={choices(INDICATOR_SOURCES, 'sources')} validate={required()} />
      <SelectInput
        source="responsible_user_id"
        resource="indicator"
        choices={center?.userList ?? []}
        emptyText="indicators.no_responsible"
        className={FULL_ROW}
        helperText="indicators.responsible_help"
      />
    </FormGrid>
  );
};

/** The values an indicator form sends (the API's write shape). */
export const indicatorBody = (values: Values) => ({
  process_id: Number(values.process_id),
  name: values.name,
  description: values.description || null,
  unit: values.unit,
  frequency: values.frequency,
  direction: values.direction,
  source: values.source,
  responsible_user_id: values.responsible_user_id ? Number(values.responsible_user_id) : null,
});

/**
 * The server's field errors stay until the user changes something: react-hook-form keeps an error set on a
 * list item (`thresholds.1.min_value`) through the next submit, which would refuse to send the corrected form.
 */
const ClearServerErrors = ({ names }: { names: MutableRefObject<string[]> }) => {
  const { watch, clearErrors } = useFormContext();
  useEffect(() => {
    const subscription = watch(() => {
      if (names.current.length === 0) return;
      // The whole top-level entry: clearing `thresholds.1.min_value` alone leaves an empty `thresholds` error behind.
      clearErrors([...new Set(names.current.map((name) => name.split('.')[0]!))]);
      names.current = [];
    });
    return () => subscription.unsubscribe();
  }, [watch, clearErrors, names]);
  return null;
};

const DialogForm = ({
  title,
  record,
  onClose,
  onSubmit,
  children,
  maxWidth = 'md',
}: {
  title: string;
  record: Values;
  onClose: () => void;
  onSubmit: (values: Values) => Promise<Record<string, string> | undefined>;
  children: React.ReactNode;
  maxWidth?: 'sm' | 'md';
}) => {
  const serverErrors = useRef<string[]>([]);
  const submit = async (values: Values) => {
    const errors = await onSubmit(values);
    serverErrors.current = errors ? Object.keys(errors) : [];
    return errors;
  };
  return (
    <FormDialog title={title} onClose={onClose} maxWidth={maxWidth} form={{ record, onSubmit: submit }}>
      <ClearServerErrors names={serverErrors} />
      {children}
    </FormDialog>
  );
};

/** Edits an indicator's fields (PUT /api/indicator/{id}); a refused field is shown under its input. */
export const IndicatorEditDialog = ({
  indicator,
  onClose,
  onSaved,
}: {
  indicator: Indicator;
  onClose: () => void;
  onSaved: () => void;
}) => {
  const { centerId = '' } = useParams<'centerId'>();
  const translate = useTranslate();
  const save = useFormSave();
  const processes = useModuleQuery(
    (provider) => provider.getPage<{ id: number; name: string }>('indicator-process', { centerId }),
    `indicator-process?centerId=${centerId}`,
  );
  return (
    <DialogForm
      title={translate('indicators.edit_indicator', { _: 'Edit indicator' })}
      record={{ ...indicator }}
      onClose={onClose}
      onSubmit={(values) =>
        save(
          (provider) => provider.update('indicator', { id: indicator.id, data: indicatorBody(values), previousData: indicator }),
          'PUT',
          onSaved,
        )
      }
    >
      <IndicatorInputs
        centerId={centerId}
        processes={processes.data?.results ?? [{ id: indicator.process_id, name: indicator.process_name }]}
      />
    </DialogForm>
  );
};

export interface Threshold {
  id?: number;
  name: string;
  level: string;
  min_value: number | null;
  max_value: number | null;
}

/** Replaces the indicator's ranges as a whole (PUT /api/indicator/{id}/threshold); an overlap is shown on the range. */
export const ThresholdsDialog = ({
  indicatorId,
  thresholds,
  onClose,
  onSaved,
}: {
  indicatorId: number;
  thresholds: Threshold[];
  onClose: () => void;
  onSaved: () => void;
}) => {
  const translate = useTranslate();
  const choices = useChoices();
  const save = useFormSave();
  const submit = (values: Values) => {
    const ranges = ((values.thresholds as Threshold[] | undefined) ?? []).map((range) => ({
      name: range.name,
      level: range.level,
      min_value: range.min_value ?? null,
      max_value: range.max_value ?? null,
    }));
    return save((provider) => provider.saveIndicatorThresholds(indicatorId, ranges), 'PUT', onSaved);
  };
  return (
    <DialogForm
      title={translate('indicators.edit_thresholds', { _: 'Ranges' })}
      record={{ thresholds: thresholds.map(({ id: _id, ...range }) => range) }}
      onClose={onClose}
      onSubmit={submit}
    >
      <ArrayInput source="thresholds" label="indicators.thresholds" helperText="indicators.thresholds_help">
        <ItemsIterator inline disableReordering resource="indicator" addLabel="indicators.add_threshold">
          <TextInput source="name" label="indicators.threshold_fields.name" validate={required()} />
          <SelectInput
            source="level"
            label="indicators.threshold_fields.level"
            choices={choices(THRESHOLD_LEVELS, 'levels')}
            validate={required()}
          />
          <NumberInput source="min_value" label="indicators.threshold_fields.min_value" />
          <NumberInput source="max_value" label="indicators.threshold_fields.max_value" />
        </ItemsIterator>
      </ArrayInput>
    </DialogForm>
  );
};

/** The analyses of the indicator chosen in the form, to say which one an action answers (optional). */
const AnalysisInput = () => {
  const indicatorId = useWatch({ name: 'indicator_id' }) as number | string | undefined;
  const { language } = useFieldFormat();
  const analyses = useModuleQuery(
    indicatorId
      ? (provider) =>
          provider.getPage<{ id: number; period: string; text: string }>(`indicator/${encodeURIComponent(String(indicatorId))}/analysis`)
      : undefined,
    `indicator/${indicatorId}/analysis`,
  );
  const choices = (analyses.data?.results ?? []).map((a) => ({
    id: a.id,
    name: `${formatPeriod(a.period, language)} · ${a.text.length > 60 ? `${a.text.slice(0, 60)}…` : a.text}`,
  }));
  return (
    <SelectInput
      source="analysis_id"
      resource="indicator-action"
      label="indicators.from_analysis"
      choices={choices}
      emptyText="indicators.no_analysis"
      className={FULL_ROW}
    />
  );
};

export interface IndicatorAction {
  id: number;
  indicator_id: number;
  indicator_name: string;
  analysis_id: number | null;
  what: string;
  who: string;
  due_date: string;
  status: string;
}

/** Creates or edits an action of the module (POST /api/indicator-action, PUT /api/indicator-action/{id}). */
export const ActionDialog = ({
  action,
  indicators,
  onClose,
  onSaved,
}: {
  action?: IndicatorAction;
  indicators: { id: number; name: string }[];
  onClose: () => void;
  onSaved: () => void;
}) => {
  const translate = useTranslate();
  const choices = useChoices();
  const save = useFormSave();
  const submit = (values: Values) => {
    const data = {
      indicator_id: Number(values.indicator_id),
      analysis_id: values.analysis_id ? Number(values.analysis_id) : null,
      what: values.what,
      who: values.who,
      due_date: values.due_date,
      status: values.status,
    };
    return save(
      (provider) =>
        action
          ? provider.update('indicator-action', { id: action.id, data, previousData: action })
          : provider.create('indicator-action', { data }),
      action ? 'PUT' : 'POST',
      onSaved,
    );
  };
  return (
    <DialogForm
      title={translate(action ? 'indicators.edit_action' : 'indicators.new_action', { _: action ? 'Edit action' : 'New action' })}
      record={action ? { ...action } : { status: 'PLANNED' }}
      onClose={onClose}
      onSubmit={submit}
    >
      <FormGrid columns="1fr 1fr">
        <SelectInput
          source="indicator_id"
          resource="indicator-action"
          label="resources.indicator-action.fields.indicator"
          choices={indicators}
          validate={required()}
          readOnly={!!action}
          className={FULL_ROW}
        />
        <AnalysisInput />
        <TextInput source="what" resource="indicator-action" validate={required()} multiline className={FULL_ROW} />
        <TextInput source="who" resource="indicator-action" validate={required()} />
        <DateInput source="due_date" resource="indicator-action" validate={required()} />
        <SelectInput
          source="status"
          resource="indicator-action"
          choices={choices(ACTION_STATUSES, 'action_statuses')}
          validate={required()}
        />
      </FormGrid>
    </DialogForm>
  );
};

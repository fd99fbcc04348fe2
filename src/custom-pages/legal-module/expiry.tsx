import { useRecordContext, useTranslate } from 'react-admin';
import { DEFAULT_WARNING_DAYS } from '../../../contract/legal';
import { todayIn } from '../../../contract/field-kinds';
import { useCenterZone } from '../../common/centerZone';
import { ExpiryBadge, expiryStatus, StateChip } from '../../common/ExpiryBadge';
import type { CorrectiveAction, LegalDocument } from './types';
import { useModuleQuery } from '../../common/useModuleQuery';

/** One center's home figures (one aggregate call), e.g. its warning window. */
export const useCenterFigures = (centerId: string | number) =>
  useModuleQuery((dataProvider) => dataProvider.getHome(centerId).then((home) => home.results[0]), `home/${centerId}`).data;

/** Days ahead the center flags an expiry; the default until its figures arrive. */
export const useWarningDays = (centerId: string | number) => useCenterFigures(centerId)?.warning_days ?? DEFAULT_WARNING_DAYS;

/** The expiry badge of the record in context (a list row): `source` is its due date. */
export const RecordExpiryBadge = ({
  source,
  warningDays,
  done,
}: {
  source: string;
  warningDays: number;
  done?: (record: Record<string, unknown>) => boolean;
}) => {
  const record = useRecordContext<Record<string, unknown>>();
  if (!record) return null;
  return <ExpiryBadge date={record[source] as string | null | undefined} warningDays={warningDays} done={done?.(record)} />;
};

/** A document is in force or not (its validity flag); it expires with its evidence. */
export const DocumentStateChip = () => {
  const translate = useTranslate();
  const document = useRecordContext<LegalDocument>();
  if (!document) return null;
  return document.is_valid ? (
    <StateChip colour="success" label={translate('expiry.document_valid', { _: 'Valid' })} />
  ) : (
    <StateChip colour="default" label={translate('expiry.document_invalid', { _: 'Not valid' })} />
  );
};

/** An action is applied, pending, or overdue once its expected date has passed unapplied. */
export const ActionStateChip = () => {
  const translate = useTranslate();
  const action = useRecordContext<CorrectiveAction>();
  const today = todayIn(useCenterZone());
  if (!action) return null;
  if (action.applied_date) return <StateChip colour="success" label={translate('expiry.action_applied', { _: 'Applied' })} />;
  if (expiryStatus(action.expected_date, 0, today) === 'expired')
    return <StateChip colour="error" label={translate('expiry.action_overdue', { _: 'Overdue' })} />;
  return <StateChip colour="warning" label={translate('expiry.action_pending', { _: 'Pending' })} />;
};

export const isApplied = (record: Record<string, unknown>) => Boolean(record.applied_date);

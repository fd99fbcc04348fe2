import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import { lazy, Suspense } from 'react';
import { Alert, Card, CardContent, Stack, Typography } from '@mui/material';
import { Link, useParams } from 'react-router-dom';
import { DateInput } from '../../common/DateInput';
import {
  Button,
  EditBase,
  Form,
  Labeled,
  required,
  Loading,
  SaveButton,
  SelectInput,
  useCanAccess,
  useGetOne,
  useTranslate,
} from 'react-admin';
import { HistoryTimeline } from '../../history/HistoryTimeline';
import { AskClientButton } from '../requests/AskClientDialog';
import { ExpiryBadge } from '../../common/ExpiryBadge';
import { EvidenceActions } from './EvidenceActions';
import { useWarningDays } from './expiry';
import { EvidenceDocuments } from './EvidenceDocuments';
import { EVIDENCE_STATE_CHOICES, EvidenceStateChip } from './evidenceStates';
import { LegalModuleLayout } from './LegalModuleLayout';
import { subambitEvidencesPath } from './paths';
import type { Evidence } from './types';

// PUT /api/evidence/{id} takes only these; the nested register, documents and actions are read-only here.
const toEvidenceWrite = (data: Evidence) => ({
  name: data.name,
  state: data.state,
  expiration_date: data.expiration_date || null,
});

const EvidenceForm = ({ evidenceId }: { evidenceId: number }) => (
  <EditBase resource="evidence" id={evidenceId} redirect={false} mutationMode="pessimistic" transform={toEvidenceWrite}>
    <Form>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'flex-start' } }}>
        <SelectInput source="state" resource="evidence" choices={EVIDENCE_STATE_CHOICES} validate={required()} />
        <DateInput source="expiration_date" resource="evidence" />
        <SaveButton sx={{ mt: { sm: 1 } }} />
      </Stack>
    </Form>
  </EditBase>
);

const EvidenceReadOnly = ({ evidence, warningDays }: { evidence: Evidence; warningDays: number }) => {
  const translate = useTranslate();
  return (
    <Stack direction="row" spacing={4}>
      <Labeled label="resources.evidence.fields.state">
        <EvidenceStateChip state={evidence.state} />
      </Labeled>
      <Labeled label="resources.evidence.fields.expiration_date">
        {evidence.expiration_date ? (
          <ExpiryBadge date={evidence.expiration_date} warningDays={warningDays} />
        ) : (
          <Typography variant="body2">{translate('legalModule.evidence.no_expiration', { _: 'No expiration date' })}</Typography>
        )}
      </Labeled>
    </Stack>
  );
};

/** .../evidences/{evidenceId}: an evidence with its documents and corrective actions; clients only read. */
const SourceImprovementActions = lazy(() => import('../risks/SourceImprovementActions'));

const EvidencePage = () => {
  const translate = useTranslate();
  const { centerId = '', subambitId = '', evidenceId = '' } = useParams<'centerId' | 'subambitId' | 'evidenceId'>();
  const { data: evidence } = useGetOne<Evidence>('evidence', { id: Number(evidenceId) });
  const { canAccess: canWrite = false, isPending } = useCanAccess({ resource: 'evidence', action: 'edit' });
  const warningDays = useWarningDays(centerId);

  return (
    <LegalModuleLayout page="inventory" title={evidence?.name}>
      {!evidence || isPending ? (
        <Loading />
      ) : (
        <>
          <Card component="section">
            <CardContent sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
              <Stack
                direction="row"
                spacing={1}
                useFlexGap
                sx={{ alignItems: 'center', justifyContent: 'space-between', flexWrap: 'wrap' }}
              >
                <Button component={Link} to={subambitEvidencesPath(centerId, subambitId)} label="legalModule.evidence.back">
                  <ArrowBackIcon />
                </Button>
                {/* The client holds the document: asked for in the product, filed here once accepted. */}
                <AskClientButton
                  centerId={centerId}
                  target={{ kind: 'evidence_document', evidence_id: evidence.id }}
                  what={translate('requests.kinds.evidence_document')}
                  defaultTitle={evidence.name}
                  offerValidityDate
                  defaults={{ asks_validity_date: Boolean(evidence.expiration_date) }}
                />
              </Stack>
              <Typography variant="body2" color="text.secondary">
                {[evidence.area.name, evidence.legal_ambit.name, evidence.subambit.name, evidence.legal_requirement.name].join(' › ')}
              </Typography>
              {evidence.for_repealed_text && <Alert severity="info">{translate('legalModule.evidence.repealed_explained')}</Alert>}
              {canWrite ? (
                <>
                  <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
                    <EvidenceStateChip state={evidence.state} />
                    <ExpiryBadge date={evidence.expiration_date} warningDays={warningDays} />
                  </Stack>
                  <EvidenceForm evidenceId={evidence.id} />
                </>
              ) : (
                <EvidenceReadOnly evidence={evidence} warningDays={warningDays} />
              )}
            </CardContent>
          </Card>
          <EvidenceDocuments
            evidenceId={evidence.id}
            canWrite={canWrite}
            expirationDate={evidence.expiration_date}
            warningDays={warningDays}
          />
          <EvidenceActions evidenceId={evidence.id} canWrite={canWrite} warningDays={warningDays} />
          <Suspense fallback={null}>
            <SourceImprovementActions centerId={centerId} table="evidence" id={evidence.id} offerNew={evidence.state === 'NOT_FULFILLED'} />
          </Suspense>
          <HistoryTimeline table="evidence" recordId={evidence.id} version={evidence} />
        </>
      )}
    </LegalModuleLayout>
  );
};

export default EvidencePage;

import { Box, Card, CardContent, Link as MuiLink, Stack, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { Labeled, useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import { formatPeriod, KindField, useFieldFormat } from '../../common/fields';
import type { ClientRequest } from '../../dataProvider/clientRequests';
import { centerHomePath } from '../../resources/center/centerPaths';
import { RequestDueDate, RequestStateChip, useKindText } from './requestParts';

/** A labelled value of a request's card (what is asked, the answer). */
export const Item = ({ label, children }: { label: string; children: ReactNode }) => (
  <Labeled label={label} isRequired={false}>
    <Box component="span" sx={{ display: 'block' }}>
      {children}
    </Box>
  </Labeled>
);

/** The record the answer will be filed in, in words: the evidence and its requirement, the waste or enterprise document. */
const Target = ({ request }: { request: ClientRequest }) => {
  const translate = useTranslate();
  const { evidence, collection_plan, residue_collection, enterprise_document, document_name, document_category } = request.target;
  if (evidence)
    return (
      <Item label="requests.fields.evidence">
        <Typography variant="body2">{evidence.name}</Typography>
        <Typography variant="body2" color="text.secondary">
          {evidence.legal_requirement.name}
        </Typography>
      </Item>
    );
  if (collection_plan || residue_collection)
    return (
      <Item label={collection_plan ? 'requests.fields.collection_plan' : 'requests.fields.residue_collection'}>
        <Typography variant="body2">{(collection_plan ?? residue_collection)!.name}</Typography>
      </Item>
    );
  if (enterprise_document || document_name)
    return (
      <Item label={enterprise_document ? 'requests.fields.enterprise_document' : 'requests.fields.new_document'}>
        <Typography variant="body2">
          {enterprise_document?.name ?? document_name}
          {!enterprise_document && document_category && ` · ${translate(`enterpriseDocuments.categories.${document_category}`)}`}
        </Typography>
      </Item>
    );
  return null;
};

/** The readings asked for: indicator, period and unit; or the client's figures with their units. */
export const Readings = ({ request, withValues = false }: { request: ClientRequest; withValues?: boolean }) => {
  const translate = useTranslate();
  const { language } = useFieldFormat();
  if (request.target.items.length === 0) return null;
  return (
    <Box component="ul" sx={{ m: 0, pl: 2.5 }} aria-label={translate('requests.fields.readings')}>
      {request.target.items.map((item) => (
        <li key={item.id}>
          <Typography variant="body2" component="span">
            {`${item.indicator.name} · ${formatPeriod(item.period, language)}`}
            {withValues && ': '}
          </Typography>
          {withValues && <KindField record={item} source="value" kind={{ kind: 'quantity', unitField: 'unit' }} />}
          {!withValues && (
            <Typography variant="body2" component="span" color="text.secondary">
              {` (${item.unit})`}
            </Typography>
          )}
        </li>
      ))}
    </Box>
  );
};

/** What the consultancy asks: state, due date, center, kind, the target, the message and who asked. */
export const RequestAsked = ({ request }: { request: ClientRequest }) => {
  const translate = useTranslate();
  const kindText = useKindText();
  const { format } = useFieldFormat();
  return (
    <Card component="section" aria-label={translate('requests.asked')}>
      <CardContent sx={{ display: 'flex', flexDirection: 'column', gap: 1.5 }}>
        <Stack direction="row" spacing={1} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
          <RequestStateChip state={request.state} />
          <RequestDueDate request={request} />
        </Stack>
        <Box sx={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 220px), 1fr))', gap: 1 }}>
          <Item label="requests.fields.center">
            <MuiLink component={Link} to={centerHomePath(request.center.id)}>
              {request.center.name}
            </MuiLink>
            <Typography variant="body2" color="text.secondary">
              {request.enterprise.name}
            </Typography>
          </Item>
          <Item label="requests.fields.kind">
            <Typography variant="body2">{kindText(request.kind, request.target.waste_document)}</Typography>
            {request.asks_validity_date && (
              <Typography variant="body2" color="text.secondary">
                {translate('requests.asks_validity_date')}
              </Typography>
            )}
          </Item>
          <Target request={request} />
          <Item label="requests.fields.created_by">
            <Typography variant="body2">
              {[request.created_by?.name, format({ kind: 'date' }, request.created_at)].filter(Boolean).join(' · ')}
            </Typography>
          </Item>
        </Box>
        {request.target.items.length > 0 && (
          <Item label="requests.fields.readings">
            <Readings request={request} />
          </Item>
        )}
        {request.message && (
          <Item label="requests.fields.message">
            <Typography variant="body2" sx={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>
              {request.message}
            </Typography>
          </Item>
        )}
      </CardContent>
    </Card>
  );
};

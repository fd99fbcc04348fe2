import DownloadIcon from '@mui/icons-material/Download';
import { Card, CardContent, Link as MuiLink, Stack, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { DueDateChip, useFieldFormat } from '../../common/fields';
import type { ClientRequest } from '../../dataProvider/clientRequests';
import { Item, Readings } from './RequestAsked';

/** The answer's files, each a signed link that downloads it. */
const Files = ({ request }: { request: ClientRequest }) => {
  const translate = useTranslate();
  const { format } = useFieldFormat();
  return (
    <Stack spacing={0.5}>
      {request.files.map((file) => {
        const size = (
          <Typography component="span" variant="body2" color="text.secondary">
            {`(${format({ kind: 'number' }, Math.max(1, Math.round(file.size / 1024)))} KB)`}
          </Typography>
        );
        // A file whose stored copy is gone has no link: its name says what was sent.
        if (!file.url)
          return (
            <Typography key={file.id} variant="body2" sx={{ overflowWrap: 'anywhere' }}>
              {file.name} {size}
            </Typography>
          );
        return (
          <MuiLink
            key={file.id}
            href={file.url}
            target="_blank"
            rel="noopener"
            aria-label={translate('requests.download_file', { file: file.name })}
            sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5, overflowWrap: 'anywhere' }}
          >
            <DownloadIcon fontSize="small" />
            {file.name}
            {size}
          </MuiLink>
        );
      })}
    </Stack>
  );
};

/**
 * The client's answer as sent (read-only): files to download, readings with their units, the validity date and the
 * text; who answered and when; after the review, who accepted or returned it and why.
 */
export const RequestAnswerView = ({ request }: { request: ClientRequest }) => {
  const translate = useTranslate();
  const { format } = useFieldFormat();
  const answered = request.answered_at !== null;
  return (
    <Card component="section" aria-label={translate('requests.answer.title')}>
      <CardContent sx={{ display: 'flex', flexDirection: 'column', gap: 1.5 }}>
        <Typography variant="h6" component="h2">
          {translate('requests.answer.title')}
        </Typography>
        {!answered ? (
          <Typography color="text.secondary">{translate('requests.answer.none_yet')}</Typography>
        ) : (
          <>
            <Typography variant="body2" color="text.secondary">
              {translate('requests.answer.sent_by', {
                name: request.answered_by?.name ?? '',
                date: format({ kind: 'dateTime' }, request.answered_at),
              })}
            </Typography>
            {request.files.length > 0 && (
              <Item label="requests.fields.files">
                <Files request={request} />
              </Item>
            )}
            {request.target.items.length > 0 && (
              <Item label="requests.fields.readings">
                <Readings request={request} withValues />
              </Item>
            )}
            {request.validity_date && (
              <Item label="requests.fields.validity_date">
                <DueDateChip date={request.validity_date} wording="expiry" warningDays={30} />
              </Item>
            )}
            {request.answer_text && (
              <Item label="requests.fields.text">
                <Typography variant="body2" sx={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>
                  {request.answer_text}
                </Typography>
              </Item>
            )}
          </>
        )}
        {request.reviewed_by && request.reviewed_at && (
          <Typography variant="body2" color="text.secondary">
            {translate(`requests.review.${request.state === 'accepted' ? 'accepted_by' : 'reviewed_by'}`, {
              name: request.reviewed_by.name,
              date: format({ kind: 'dateTime' }, request.reviewed_at),
            })}
          </Typography>
        )}
      </CardContent>
    </Card>
  );
};

import { Chip, type ChipProps } from '@mui/material';
import { useTranslate } from 'react-admin';
import { DueDateChip } from '../../common/fields';
import { PENDING_STATES } from '../../../contract/requests';
import type { RequestState, RequestSummary } from '../../dataProvider/clientRequests';

/** The client still has to act: only these can be answered, and only these fall overdue. */
export const awaitsClient = (state: RequestState) => PENDING_STATES.includes(state);

const STATE_COLOURS: Record<RequestState, ChipProps['color']> = {
  open: 'info',
  answered: 'warning',
  returned: 'error',
  accepted: 'success',
  cancelled: 'default',
};

export const RequestStateChip = ({ state }: { state: RequestState }) => {
  const translate = useTranslate();
  return <Chip size="small" color={STATE_COLOURS[state]} variant="outlined" label={translate(`requests.states.${state}`)} />;
};

/** The due date, red "Vencida" once passed while the client still has to act; a plain date once they have. */
export const RequestDueDate = ({ request }: { request: Pick<RequestSummary, 'due_date' | 'state'> }) => (
  <DueDateChip date={request.due_date} warningDays={7} done={!awaitsClient(request.state)} />
);

/** What is asked, in words: the kind, and the waste document when it is one. */
export const useKindText = () => {
  const translate = useTranslate();
  return (kind: RequestSummary['kind'], wasteDocument?: string | null) =>
    wasteDocument ? translate(`requests.waste_documents.${wasteDocument}`) : translate(`requests.kinds.${kind}`);
};

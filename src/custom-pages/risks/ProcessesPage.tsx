import { Alert, Box, Button, Card, CardContent, CardHeader, Chip, MenuItem, Stack, Table, TableBody, TableCell, TableHead, TableRow, TextField, Typography } from '@mui/material';
import DownloadIcon from '@mui/icons-material/Download';
import { useState, type FormEvent } from 'react';
import { Link, useParams } from 'react-router-dom';
import { useNotify, useStore, useTranslate } from 'react-admin';
import { CONSEQUENCE_TYPES } from '../../../contract/risks';
import { useReportError } from '../../common/useReportError';
import { TypeChip } from '../../resources/risk-catalogues/RiskCataloguePages';
import { download, getAll, getJson, moduleApi, useApi, write, type Evaluation, type Matrix, type Named, type Process, type ProcessConsequence, type Question, type Round } from './api';
import { LevelChip } from './LevelChip';
import { ModuleFrame } from './ModuleFrame';
import { consequencePath, evaluationPath, newEvaluationPath, processConfigPath } from './paths';

/** Spec §2 "Screen state": the process searcher, remembered while the user navigates. */
export interface ProcessSearcher {
  centerId: string;
  searchText: string;
  ambit: string;
  category: string;
  question: string;
  consequenceType: string;
  selectedProcessId: number | null;
}
const emptySearcher = (centerId: string): ProcessSearcher => ({ centerId, searchText: '', ambit: '', category: '', question: '', consequenceType: '', selectedProcessId: null });
export const useProcessSearcher = (centerId: string) => {
  const [stored, setStored] = useStore<ProcessSearcher>('risks.processSearcher', emptySearcher(centerId));
  const searcher = stored.centerId === centerId ? stored : emptySearcher(centerId);
  return [searcher, (changes: Partial<ProcessSearcher>) => setStored({ ...searcher, ...changes })] as const;
};

const Select = ({ label, value, options, onChange }: { label: string; value: string; options: Named[]; onChange: (value: string) => void }) => {
  const translate = useTranslate();
  return (
    <TextField select size="small" label={label} value={value} onChange={(event) => onChange(event.target.value)} sx={{ minWidth: 200 }}>
      <MenuItem value="">{translate('risks.searcher.any')}</MenuItem>
      {options.map((option) => <MenuItem key={option.id} value={String(option.id)}>{option.name}</MenuItem>)}
    </TextField>
  );
};

const ProcessesPage = () => {
  const { centerId = '' } = useParams<'centerId'>();
  const translate = useTranslate();
  const notify = useNotify();
  const reportError = useReportError();
  const [searcher, setSearcher] = useProcessSearcher(centerId);
  const [newName, setNewName] = useState('');
  const base = moduleApi(centerId);

  const ambits = useApi(() => getAll<Named>('/risk-opportunity-ambit'), 'ambits').data ?? [];
  const categories = useApi(() => getAll<Named>('/category'), 'categories').data ?? [];
  const questions = useApi(() => getAll<Question>('/question', { ambitId: searcher.ambit, categoryId: searcher.category }), `q${searcher.ambit}-${searcher.category}`).data ?? [];
  const searchKey = JSON.stringify([searcher.searchText, searcher.ambit, searcher.category, searcher.question, searcher.consequenceType]);
  const processes = useApi(() => getAll<Process>(`${base}/process`, {
    searchText: searcher.searchText, ambitId: searcher.ambit, categoryId: searcher.category, questionId: searcher.question, consequenceType: searcher.consequenceType,
  }), searchKey);
  const matrix = useApi(() => getJson<Matrix>(`${base}/matrix`), 'matrix').data;
  const rounds = useApi(() => getAll<Round>(`${base}/round`), 'rounds');
  const selected = processes.data?.find((process) => process.id === searcher.selectedProcessId);
  const consequences = useApi(selected ? () => getAll<ProcessConsequence>(`${base}/consequence`, { processId: selected.id }) : undefined, `c${selected?.id}`).data;
  const evaluations = useApi(selected ? () => getAll<Evaluation>(`${base}/evaluation`, { processId: selected.id }) : undefined, `e${selected?.id}-${rounds.data?.[0]?.id}`).data;

  const create = async (event: FormEvent) => {
    event.preventDefault();
    try {
      const process = await write<Process>(`${base}/process`, 'POST', { name: newName });
      setNewName('');
      setSearcher({ selectedProcessId: process.id });
      processes.refetch();
    } catch (error) {
      await reportError(error as Error);
    }
  };
  const current = rounds.data?.find((round) => round.is_current);
  const reevaluate = async () => {
    try {
      const year = (current?.year ?? new Date().getFullYear() - 1) + 1;
      await write(`${base}/round`, 'POST', { year });
      notify('risks.rounds.created', { type: 'success', messageArgs: { year } });
      rounds.refetch();
    } catch (error) {
      await reportError(error as Error);
    }
  };
  const shown = (consequences ?? []).filter((c) => !searcher.consequenceType || c.type === searcher.consequenceType);

  return (
    <ModuleFrame module="risks" tab="processes" title={translate('risks.tabs.processes')}>
      <Card>
        <CardContent>
          <Stack direction="row" spacing={2} useFlexGap flexWrap="wrap" component="search" aria-label={translate('risks.searcher.title')}>
            <TextField size="small" label={translate('risks.searcher.searchText')} value={searcher.searchText} onChange={(event) => setSearcher({ searchText: event.target.value })} />
            <Select label={translate('risks.fields.ambit')} value={searcher.ambit} options={ambits} onChange={(ambit) => setSearcher({ ambit, question: '' })} />
            <Select label={translate('risks.fields.category')} value={searcher.category} options={categories} onChange={(category) => setSearcher({ category, question: '' })} />
            <Select label={translate('risks.fields.question')} value={searcher.question} options={questions} onChange={(question) => setSearcher({ question })} />
            <Select label={translate('risks.fields.type')} value={searcher.consequenceType} options={CONSEQUENCE_TYPES.map((type) => ({ id: type as unknown as number, name: translate(`risks.types.${type}`) }))} onChange={(consequenceType) => setSearcher({ consequenceType })} />
          </Stack>
        </CardContent>
      </Card>
      <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', lg: '1fr 2fr' }, gap: 2, alignItems: 'start' }}>
        <Card>
          <CardHeader title={translate('risks.processes.title')} />
          <CardContent>
            <Box component="form" onSubmit={create} sx={{ display: 'flex', gap: 1, mb: 2 }}>
              <TextField size="small" label={translate('risks.processes.new_name')} value={newName} onChange={(event) => setNewName(event.target.value)} required />
              <Button type="submit" variant="contained" disabled={!newName.trim()}>{translate('risks.processes.add')}</Button>
            </Box>
            {processes.data?.length === 0 && <Typography color="text.secondary">{translate('risks.processes.empty')}</Typography>}
            <Table size="small">
              <TableBody>
                {processes.data?.map((process) => (
                  <TableRow key={process.id} hover selected={process.id === searcher.selectedProcessId} onClick={() => setSearcher({ selectedProcessId: process.id })} sx={{ cursor: 'pointer' }}>
                    <TableCell>
                      <Typography fontWeight={process.id === searcher.selectedProcessId ? 600 : 400}>{process.name}</Typography>
                      <Typography variant="caption" color="text.secondary">{translate('risks.processes.questions', { count: process.question_count })}</Typography>
                    </TableCell>
                    <TableCell align="right">
                      <Button size="small" component={Link} to={processConfigPath(centerId, process.id)} onClick={(event) => event.stopPropagation()}>{translate('risks.processes.configure')}</Button>
                    </TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </CardContent>
        </Card>
        <Card>
          <CardHeader
            // On a phone the buttons go under the title instead of off the card.
            sx={{ flexWrap: 'wrap', rowGap: 1, '& .MuiCardHeader-content': { minWidth: 200 }, '& .MuiCardHeader-action': { m: 0, maxWidth: '100%', minWidth: 0 } }}
            title={selected ? selected.name : translate('risks.processes.select')}
            subheader={current ? translate('risks.rounds.current', { year: current.year }) : translate('risks.rounds.none')}
            action={
              <Stack direction="row" useFlexGap sx={{ flexWrap: 'wrap', gap: 1, justifyContent: 'flex-end' }}>
                <Button startIcon={<DownloadIcon />} onClick={() => download(`${base}/evaluation`, {}, 'risks-opportunities.xlsx').catch(reportError)}>{translate('ra.action.export')}</Button>
                {current && <Button onClick={reevaluate}>{translate('risks.rounds.start', { year: current.year + 1 })}</Button>}
              </Stack>
            }
          />
          <CardContent>
            {current && Object.keys(current.counts).length > 0 && (
              <Stack direction="row" useFlexGap sx={{ mb: 2, flexWrap: 'wrap', gap: 1 }}>
                {Object.entries(current.counts).map(([status, count]) => <Chip key={status} size="small" label={`${translate(`risks.review.${status}`)}: ${count}`} />)}
              </Stack>
            )}
            {selected && selected.question_count === 0 && <Alert severity="info">{translate('risks.processes.not_configured')}</Alert>}
            {selected && matrix && (
              <Table size="small">
                <TableHead>
                  <TableRow>
                    <TableCell>{translate('risks.fields.consequence')}</TableCell>
                    <TableCell>{translate('risks.fields.type')}</TableCell>
                    <TableCell>{translate('risks.fields.inherent_level')}</TableCell>
                    <TableCell>{translate('risks.fields.residual_level')}</TableCell>
                    <TableCell>{translate('risks.fields.review_status')}</TableCell>
                    <TableCell />
                  </TableRow>
                </TableHead>
                <TableBody>
                  {shown.map((consequence) => {
                    const evaluation = evaluations?.find((e) => e.consequence.id === consequence.id);
                    return (
                      <TableRow key={consequence.id}>
                        <TableCell>
                          <Link to={consequencePath(centerId, consequence.id)}>{consequence.name}</Link>
                          <Typography variant="caption" display="block" color="text.secondary">{consequence.question.name}</Typography>
                        </TableCell>
                        <TableCell><TypeChip type={consequence.type} /></TableCell>
                        <TableCell><LevelChip matrix={matrix} assessment={evaluation?.inherent} /></TableCell>
                        <TableCell><LevelChip matrix={matrix} assessment={evaluation?.residual} /></TableCell>
                        <TableCell>{evaluation ? translate(`risks.review.${evaluation.review_status}`) : '—'}</TableCell>
                        <TableCell align="right">
                          {evaluation
                            ? <Button size="small" component={Link} to={evaluationPath(centerId, consequence.id, evaluation.id)}>{translate('risks.evaluation.open')}</Button>
                            : <Button size="small" variant="outlined" component={Link} to={newEvaluationPath(centerId, consequence.id)}>{translate('risks.evaluation.evaluate')}</Button>}
                        </TableCell>
                      </TableRow>
                    );
                  })}
                </TableBody>
              </Table>
            )}
          </CardContent>
        </Card>
      </Box>
    </ModuleFrame>
  );
};

export default ProcessesPage;

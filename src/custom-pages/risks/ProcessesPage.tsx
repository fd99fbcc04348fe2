import {
  Alert,
  Box,
  Button,
  Card,
  CardContent,
  CardHeader,
  Chip,
  MenuItem,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  TextField,
  Typography,
} from '@mui/material';
import DownloadIcon from '@mui/icons-material/Download';
import { useState, type FormEvent } from 'react';
import { Link, useParams } from 'react-router-dom';
import { useDataProvider, useNotify, useStore, useTranslate } from 'react-admin';
import { CONSEQUENCE_TYPES } from '../../../contract/risks';
import { useCenterToday } from '../../common/centerZone';
import { FieldRow } from '../../common/FieldRow';
import { useModuleQuery } from '../../common/useModuleQuery';
import { useReportError } from '../../common/useReportError';
import type { AppDataProvider } from '../../dataProvider';
import { TypeChip } from '../../resources/risk-catalogues/RiskCataloguePages';
import { NO_READ, risksKey, type Named } from './api';
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
const emptySearcher = (centerId: string): ProcessSearcher => ({
  centerId,
  searchText: '',
  ambit: '',
  category: '',
  question: '',
  consequenceType: '',
  selectedProcessId: null,
});
export const useProcessSearcher = (centerId: string) => {
  const [stored, setStored] = useStore<ProcessSearcher>('risks.processSearcher', emptySearcher(centerId));
  const searcher = stored.centerId === centerId ? stored : emptySearcher(centerId);
  return [searcher, (changes: Partial<ProcessSearcher>) => setStored({ ...searcher, ...changes })] as const;
};

const Select = ({
  label,
  value,
  options,
  onChange,
}: {
  label: string;
  value: string;
  options: Named[];
  onChange: (value: string) => void;
}) => {
  const translate = useTranslate();
  return (
    <TextField select size="small" label={label} value={value} onChange={(event) => onChange(event.target.value)}>
      <MenuItem value="">{translate('risks.searcher.any')}</MenuItem>
      {options.map((option) => (
        <MenuItem key={option.id} value={String(option.id)}>
          {option.name}
        </MenuItem>
      ))}
    </TextField>
  );
};

/**
 * The last answer while a new one loads (a search being typed): the list, and the process selected in it,
 * stay on screen instead of blinking empty and reloading the selection's consequences.
 */
const useLastAnswer = <T,>(data: T | undefined) => {
  const [last, setLast] = useState(data);
  if (data !== undefined && data !== last) setLast(data);
  return data ?? last;
};

const ProcessesPage = () => {
  const { centerId = '' } = useParams<'centerId'>();
  const translate = useTranslate();
  const notify = useNotify();
  const reportError = useReportError();
  const dataProvider = useDataProvider<AppDataProvider>();
  const [searcher, setSearcher] = useProcessSearcher(centerId);
  const today = useCenterToday(centerId);
  const [newName, setNewName] = useState('');

  const ambits = useModuleQuery((provider) => provider.getRiskAmbits(), risksKey('ambits')).data ?? [];
  const categories = useModuleQuery((provider) => provider.getRiskCategories(), risksKey('categories')).data ?? [];
  const questionFilter = { ambitId: searcher.ambit, categoryId: searcher.category };
  const questions =
    useModuleQuery((provider) => provider.getRiskQuestions(questionFilter), risksKey('questions', questionFilter)).data ?? [];
  const search = {
    searchText: searcher.searchText,
    ambitId: searcher.ambit,
    categoryId: searcher.category,
    questionId: searcher.question,
    consequenceType: searcher.consequenceType,
  };
  const processes = useModuleQuery((provider) => provider.getRiskProcesses(centerId, search), risksKey('processes', centerId, search));
  const processRows = useLastAnswer(processes.data);
  const matrix = useModuleQuery((provider) => provider.getRiskMatrix(centerId), risksKey('matrix', centerId)).data;
  const rounds = useModuleQuery((provider) => provider.getRiskRounds(centerId), risksKey('rounds', centerId));
  const selected = processRows?.find((process) => process.id === searcher.selectedProcessId);
  const ofSelected = { processId: selected?.id };
  const consequences = useModuleQuery(
    selected ? (provider) => provider.getProcessConsequences(centerId, ofSelected) : undefined,
    selected ? risksKey('process-consequences', centerId, ofSelected) : NO_READ,
  ).data;
  // A new round changes the current evaluations: its id is part of what is loaded.
  const evaluations = useModuleQuery(
    selected ? (provider) => provider.getRiskEvaluations(centerId, ofSelected) : undefined,
    selected ? `${risksKey('evaluations', centerId, ofSelected)}#round=${rounds.data?.[0]?.id}` : NO_READ,
  ).data;

  const create = async (event: FormEvent) => {
    event.preventDefault();
    try {
      const process = await dataProvider.createRiskProcess(centerId, newName);
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
      const year = (current?.year ?? Number(today.slice(0, 4)) - 1) + 1;
      await dataProvider.createRiskRound(centerId, year);
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
          <FieldRow component="search" aria-label={translate('risks.searcher.title')}>
            <TextField
              size="small"
              label={translate('risks.searcher.searchText')}
              value={searcher.searchText}
              onChange={(event) => setSearcher({ searchText: event.target.value })}
            />
            <Select
              label={translate('risks.fields.ambit')}
              value={searcher.ambit}
              options={ambits}
              onChange={(ambit) => setSearcher({ ambit, question: '' })}
            />
            <Select
              label={translate('risks.fields.category')}
              value={searcher.category}
              options={categories}
              onChange={(category) => setSearcher({ category, question: '' })}
            />
            <Select
              label={translate('risks.fields.question')}
              value={searcher.question}
              options={questions}
              onChange={(question) => setSearcher({ question })}
            />
            <Select
              label={translate('risks.fields.type')}
              value={searcher.consequenceType}
              options={CONSEQUENCE_TYPES.map((type) => ({ id: type as unknown as number, name: translate(`risks.types.${type}`) }))}
              onChange={(consequenceType) => setSearcher({ consequenceType })}
            />
          </FieldRow>
        </CardContent>
      </Card>
      <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', lg: '1fr 2fr' }, gap: 2, alignItems: 'start' }}>
        <Card>
          <CardHeader title={translate('risks.processes.title')} />
          <CardContent>
            <Box component="form" onSubmit={create} sx={{ display: 'flex', gap: 1, mb: 2 }}>
              <TextField
                size="small"
                label={translate('risks.processes.new_name')}
                value={newName}
                onChange={(event) => setNewName(event.target.value)}
                required
              />
              <Button type="submit" variant="contained" disabled={!newName.trim()}>
                {translate('risks.processes.add')}
              </Button>
            </Box>
            {processRows?.length === 0 && <Typography color="text.secondary">{translate('risks.processes.empty')}</Typography>}
            <Table size="small">
              <TableBody>
                {processRows?.map((process) => (
                  <TableRow
                    key={process.id}
                    hover
                    selected={process.id === searcher.selectedProcessId}
                    onClick={() => setSearcher({ selectedProcessId: process.id })}
                    sx={{ cursor: 'pointer' }}
                  >
                    <TableCell>
                      <Typography fontWeight={process.id === searcher.selectedProcessId ? 600 : 400}>{process.name}</Typography>
                      <Typography variant="caption" color="text.secondary">
                        {translate('risks.processes.questions', { count: process.question_count })}
                      </Typography>
                    </TableCell>
                    <TableCell align="right">
                      <Button
                        size="small"
                        component={Link}
                        to={processConfigPath(centerId, process.id)}
                        onClick={(event) => event.stopPropagation()}
                      >
                        {translate('risks.processes.configure')}
                      </Button>
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
            sx={{
              flexWrap: 'wrap',
              rowGap: 1,
              '& .MuiCardHeader-content': { minWidth: 200 },
              '& .MuiCardHeader-action': { m: 0, maxWidth: '100%', minWidth: 0 },
            }}
            title={selected ? selected.name : translate('risks.processes.select')}
            subheader={current ? translate('risks.rounds.current', { year: current.year }) : translate('risks.rounds.none')}
            action={
              <Stack direction="row" useFlexGap sx={{ flexWrap: 'wrap', gap: 1, justifyContent: 'flex-end' }}>
                <Button startIcon={<DownloadIcon />} onClick={() => dataProvider.downloadRiskEvaluations(centerId).catch(reportError)}>
                  {translate('ra.action.export')}
                </Button>
                {current && <Button onClick={reevaluate}>{translate('risks.rounds.start', { year: current.year + 1 })}</Button>}
              </Stack>
            }
          />
          <CardContent>
            {current && Object.keys(current.counts).length > 0 && (
              <Stack direction="row" useFlexGap sx={{ mb: 2, flexWrap: 'wrap', gap: 1 }}>
                {Object.entries(current.counts).map(([status, count]) => (
                  <Chip key={status} size="small" label={`${translate(`risks.review.${status}`)}: ${count}`} />
                ))}
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
                          <Typography variant="caption" display="block" color="text.secondary">
                            {consequence.question.name}
                          </Typography>
                        </TableCell>
                        <TableCell>
                          <TypeChip type={consequence.type} />
                        </TableCell>
                        <TableCell>
                          <LevelChip matrix={matrix} assessment={evaluation?.inherent} />
                        </TableCell>
                        <TableCell>
                          <LevelChip matrix={matrix} assessment={evaluation?.residual} />
                        </TableCell>
                        <TableCell>{evaluation ? translate(`risks.review.${evaluation.review_status}`) : '—'}</TableCell>
                        <TableCell align="right">
                          {evaluation ? (
                            <Button size="small" component={Link} to={evaluationPath(centerId, consequence.id, evaluation.id)}>
                              {translate('risks.evaluation.open')}
                            </Button>
                          ) : (
                            <Button size="small" variant="outlined" component={Link} to={newEvaluationPath(centerId, consequence.id)}>
                              {translate('risks.evaluation.evaluate')}
                            </Button>
                          )}
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

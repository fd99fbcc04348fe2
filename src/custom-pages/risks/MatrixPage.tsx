import { VISUALLY_HIDDEN } from '../../common/ChartFigure';
import {
  Box,
  Button,
  ButtonBase,
  Card,
  CardActions,
  CardContent,
  CardHeader,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  TextField,
  Typography,
} from '@mui/material';
import { useEffect, useState } from 'react';
import { Link, useParams } from 'react-router-dom';
import { useDataProvider, useNotify, useTranslate } from 'react-admin';
import { levelOfScore, MATRIX_PRESETS, type MatrixSettings } from '../../../contract/risks';
import { DueDateChip } from '../../common/fields';
import { useModuleQuery } from '../../common/useModuleQuery';
import { useReportError } from '../../common/useReportError';
import type { AppDataProvider } from '../../dataProvider';
import { NO_READ, risksKey, type Matrix } from './api';
import { LevelChip, levelColour, levelLabel } from './LevelChip';
import { ModuleFrame } from './ModuleFrame';
import { evaluationPath } from './paths';

/** The center's matrix settings: size, thresholds, colours and labels, from a preset or by hand. */
const MatrixSettingsCard = ({ matrix, onSaved }: { matrix: Matrix; onSaved: () => void }) => {
  const translate = useTranslate();
  const notify = useNotify();
  const reportError = useReportError();
  const dataProvider = useDataProvider<AppDataProvider>();
  const [draft, setDraft] = useState<MatrixSettings>(matrix);
  useEffect(() => setDraft(matrix), [matrix]);
  const field = (key: keyof MatrixSettings, type: 'number' | 'color' | 'text') => (
    <TextField
      size="small"
      type={type}
      label={translate(`risks.matrix.fields.${key}`)}
      value={draft[key]}
      onChange={(event) => setDraft({ ...draft, [key]: type === 'number' ? Number(event.target.value) : event.target.value })}
      sx={{ width: type === 'text' ? 160 : 130 }}
    />
  );
  const save = async () => {
    try {
      await dataProvider.saveRiskMatrix(matrix.center_id ?? '', draft);
      notify('risks.matrix.saved', { type: 'success' });
      onSaved();
    } catch (error) {
      await reportError(error as Error);
    }
  };
  return (
    <Card>
      <CardHeader
        title={translate('risks.matrix.settings')}
        subheader={matrix.is_default ? translate('risks.matrix.default') : undefined}
      />
      <CardContent>
        <Stack direction="row" spacing={1} sx={{ mb: 2 }}>
          {(Object.keys(MATRIX_PRESETS) as (keyof typeof MATRIX_PRESETS)[]).map((preset) => (
            <Button
              key={preset}
              variant="outlined"
              size="small"
              onClick={() =>
                setDraft({
                  ...MATRIX_PRESETS[preset],
                  low_label: draft.low_label,
                  medium_label: draft.medium_label,
                  high_label: draft.high_label,
                })
              }
            >
              {translate('risks.matrix.preset', { name: preset })}
            </Button>
          ))}
        </Stack>
        <Stack direction="row" spacing={2} useFlexGap flexWrap="wrap">
          {field('size', 'number')}
          {field('medium_from', 'number')}
          {field('high_from', 'number')}
        </Stack>
        <Stack direction="row" spacing={2} useFlexGap flexWrap="wrap" sx={{ mt: 2 }}>
          {field('low_label', 'text')}
          {field('low_colour', 'color')}
        </Stack>
        <Stack direction="row" spacing={2} useFlexGap flexWrap="wrap" sx={{ mt: 2 }}>
          {field('medium_label', 'text')}
          {field('medium_colour', 'color')}
        </Stack>
        <Stack direction="row" spacing={2} useFlexGap flexWrap="wrap" sx={{ mt: 2 }}>
          {field('high_label', 'text')}
          {field('high_colour', 'color')}
        </Stack>
      </CardContent>
      <CardActions>
        <Button variant="contained" onClick={save}>
          {translate('ra.action.save')}
        </Button>
      </CardActions>
    </Card>
  );
};

/** Probability x impact of the current evaluations: counts per cell; a click lists that cell's evaluations. */
const MatrixPage = () => {
  const { centerId = '' } = useParams<'centerId'>();
  const translate = useTranslate();
  const matrix = useModuleQuery((dataProvider) => dataProvider.getRiskMatrix(centerId), risksKey('matrix', centerId));
  const cells = useModuleQuery(
    (dataProvider) => dataProvider.getRiskMatrixCounts(centerId, 'RISK'),
    risksKey('matrix-counts', centerId, 'RISK'),
  ).data?.cells;
  const [chosen, setChosen] = useState<{ probability: number; impact: number }>();
  const cellFilter = { ...chosen, type: 'RISK' };
  const evaluations = useModuleQuery(
    chosen ? (dataProvider) => dataProvider.getRiskEvaluations(centerId, cellFilter) : undefined,
    chosen ? risksKey('evaluations', centerId, cellFilter) : NO_READ,
  ).data;
  const m = matrix.data;
  if (!m) return null;
  const range = Array.from({ length: m.size }, (_, index) => index + 1);
  const countOf = (probability: number, impact: number) =>
    cells?.find((cell) => cell.probability === probability && cell.impact === impact)?.count ?? 0;

  return (
    <ModuleFrame module="risks" tab="matrix" title={translate('risks.tabs.matrix')}>
      <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', lg: '1fr 1fr' }, gap: 2, alignItems: 'start' }}>
        <Card>
          <CardHeader title={translate('risks.matrix.title')} subheader={translate('risks.matrix.help')} />
          <CardContent>
            <Table
              size="small"
              aria-label={translate('risks.matrix.title')}
              // On a phone the cells and their gaps shrink so that a 5 × 5 matrix fits the card instead of being cut.
              sx={{ width: 'auto', '& td, & th': { textAlign: 'center', border: 0, px: { xs: 0.25, sm: 2 } } }}
            >
              <TableHead>
                <TableRow>
                  <TableCell>
                    {translate('risks.axes.RISK.probability')} \ {translate('risks.axes.RISK.impact')}
                  </TableCell>
                  {range.map((impact) => (
                    <TableCell key={impact}>{impact}</TableCell>
                  ))}
                </TableRow>
              </TableHead>
              <TableBody>
                {[...range].reverse().map((probability) => (
                  <TableRow key={probability}>
                    <TableCell component="th">{probability}</TableCell>
                    {range.map((impact) => {
                      const count = countOf(probability, impact);
                      const active = chosen?.probability === probability && chosen.impact === impact;
                      const level = levelLabel(m, levelOfScore(m, probability * impact));
                      return (
                        <TableCell key={impact} sx={{ p: 0.5 }}>
                          <ButtonBase
                            onClick={() => setChosen(active ? undefined : { probability, impact })}
                            aria-pressed={active}
                            sx={{
                              width: { xs: 44, sm: 56 },
                              height: 48,
                              borderRadius: 1,
                              bgcolor: levelColour(m, levelOfScore(m, probability * impact)),
                              outline: active ? '3px solid' : 'none',
                              fontWeight: 700,
                              color: '#000',
                              flexDirection: 'column',
                            }}
                          >
                            {/* Named by the whole sentence, which holds the level and count the cell shows (WCAG 2.5.3). */}
                            <Box component="span" sx={VISUALLY_HIDDEN}>
                              {translate('risks.matrix.cell', { probability, impact, count, level })}
                            </Box>
                            {/* The level in words as well as in colour (WCAG 1.4.1). */}
                            <Box
                              component="span"
                              aria-hidden
                              title={level}
                              sx={{ fontSize: 10, fontWeight: 400, maxWidth: '100%', overflow: 'hidden', textOverflow: 'ellipsis' }}
                            >
                              {level}
                            </Box>
                            <span aria-hidden>{count || ''}</span>
                          </ButtonBase>
                        </TableCell>
                      );
                    })}
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </CardContent>
        </Card>
        <MatrixSettingsCard matrix={{ ...m, center_id: Number(centerId) } as Matrix & { center_id: number }} onSaved={matrix.refetch} />
      </Box>
      {chosen && (
        <Card>
          <CardHeader
            title={translate('risks.matrix.filtered', { probability: chosen.probability, impact: chosen.impact })}
            action={<Button onClick={() => setChosen(undefined)}>{translate('risks.matrix.clear')}</Button>}
          />
          <CardContent>
            {evaluations?.length === 0 && <Typography color="text.secondary">{translate('risks.evaluation.none')}</Typography>}
            <Table size="small">
              <TableBody>
                {evaluations?.map((evaluation) => (
                  <TableRow key={evaluation.id}>
                    <TableCell>{evaluation.process.name}</TableCell>
                    <TableCell>
                      <Link to={evaluationPath(centerId, evaluation.consequence.id, evaluation.id)}>{evaluation.consequence.name}</Link>
                    </TableCell>
                    <TableCell>
                      <LevelChip matrix={m} assessment={evaluation.inherent} />
                    </TableCell>
                    <TableCell>{evaluation.due_date && <DueDateChip date={evaluation.due_date} />}</TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </CardContent>
        </Card>
      )}
    </ModuleFrame>
  );
};

export default MatrixPage;

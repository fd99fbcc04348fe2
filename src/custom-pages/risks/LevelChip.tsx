import { Chip } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { Level } from '../../../contract/risks';
import type { Assessment, Matrix } from './api';

export const levelColour = (matrix: Matrix, level: Level) =>
  level === 'HIGH' ? matrix.high_colour : level === 'MEDIUM' ? matrix.medium_colour : matrix.low_colour;
export const levelLabel = (matrix: Matrix, level: Level) =>
  level === 'HIGH' ? matrix.high_label : level === 'MEDIUM' ? matrix.medium_label : matrix.low_label;

/** A level in the center's own colour and words, with its score. */
export const LevelChip = ({ matrix, assessment }: { matrix: Matrix; assessment: Assessment | null | undefined }) => {
  const translate = useTranslate();
  if (!assessment) return <>—</>;
  return (
    <Chip
      size="small"
      data-level={assessment.level}
      label={`${levelLabel(matrix, assessment.level)} (${assessment.score})`}
      title={translate(`risks.levels.${assessment.level}`)}
      sx={{ bgcolor: levelColour(matrix, assessment.level), color: '#000', fontWeight: 600 }}
    />
  );
};

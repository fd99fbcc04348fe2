import { Box, Checkbox, FormControlLabel, LinearProgress, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { useModuleQuery } from '../../common/useModuleQuery';

/** The ids a checkbox stands for: ticking an area or ambit ticks all its subambits. */
const TreeCheckbox = ({
  label,
  ids,
  selected,
  onChange,
  variant,
}: {
  label: string;
  ids: number[];
  selected: ReadonlySet<number>;
  onChange: (ids: number[], checked: boolean) => void;
  variant: 'subtitle1' | 'subtitle2' | 'body2';
}) => {
  const ticked = ids.filter((id) => selected.has(id)).length;
  return (
    <FormControlLabel
      label={<Typography variant={variant}>{label}</Typography>}
      control={
        <Checkbox
          size="small"
          checked={ids.length > 0 && ticked === ids.length}
          indeterminate={ticked > 0 && ticked < ids.length}
          disabled={ids.length === 0}
          onChange={(_event, checked) => onChange(ids, checked)}
        />
      }
    />
  );
};

/** The whole register as a checkbox tree; the center's selection is the ticked subambits. */
export const SubambitPicker = ({
  selected,
  onChange,
}: {
  selected: ReadonlySet<number>;
  onChange: (ids: number[], checked: boolean) => void;
}) => {
  const translate = useTranslate();
  const { data: tree } = useModuleQuery((dataProvider) => dataProvider.getRegisterTree(), 'register-tree');
  if (!tree) return <LinearProgress />;
  if (tree.length === 0) {
    return (
      <Typography variant="body2" color="text.secondary">
        {translate('legalModule.configuration.empty_register', { _: 'The legal register is empty.' })}
      </Typography>
    );
  }
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column' }}>
      {tree.map((area) => (
        <Box key={area.id} sx={{ display: 'flex', flexDirection: 'column' }}>
          <TreeCheckbox
            label={area.name}
            ids={area.legal_ambits.flatMap((ambit) => ambit.subambits.map((subambit) => subambit.id))}
            selected={selected}
            onChange={onChange}
            variant="subtitle1"
          />
          {area.legal_ambits.map((ambit) => (
            <Box key={ambit.id} sx={{ display: 'flex', flexDirection: 'column', pl: 4 }}>
              <TreeCheckbox
                label={ambit.name}
                ids={ambit.subambits.map((subambit) => subambit.id)}
                selected={selected}
                onChange={onChange}
                variant="subtitle2"
              />
              <Box sx={{ display: 'flex', flexDirection: 'column', pl: 4 }}>
                {ambit.subambits.map((subambit) => (
                  <TreeCheckbox
                    key={subambit.id}
                    label={subambit.name}
                    ids={[subambit.id]}
                    selected={selected}
                    onChange={onChange}
                    variant="body2"
                  />
                ))}
              </Box>
            </Box>
          ))}
        </Box>
      ))}
    </Box>
  );
};

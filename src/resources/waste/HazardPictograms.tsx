import { Avatar, Stack, Tooltip } from '@mui/material';
import WarningAmberIcon from '@mui/icons-material/WarningAmber';
import type { DangerousnessReference } from './types';

/** The hazard classes of a residue as pictograms (the class's default or the admin's upload; the class code when it has neither). */
export const HazardPictograms = ({ classes, size = 32 }: { classes: DangerousnessReference[]; size?: number }) => (
  <Stack direction="row" spacing={0.5} useFlexGap flexWrap="wrap">
    {classes.map((hazard) => (
      <Tooltip key={hazard.id} title={hazard.name}>
        <Avatar
          variant="rounded"
          src={hazard.pictogram ?? undefined}
          alt={hazard.name}
          sx={{
            width: size,
            height: size,
            fontSize: 11,
            bgcolor: hazard.pictogram ? 'transparent' : 'warning.light',
            color: 'text.primary',
            '& img': { objectFit: 'contain' },
          }}
        >
          {hazard.code ?? <WarningAmberIcon fontSize="small" />}
        </Avatar>
      </Tooltip>
    ))}
  </Stack>
);

import HomeIcon from '@mui/icons-material/Home';
import ToggleOnIcon from '@mui/icons-material/ToggleOn';
import type { MouseEvent } from 'react';
import { Link } from 'react-router-dom';
import { Button, useRecordContext } from 'react-admin';
import { centerHomePath, moduleActivationPath } from './centerPaths';
import type { Center } from './types';

// In a list row the button opens the home, not the row's edit page as well.
const stopAtButton = (event: MouseEvent) => event.stopPropagation();

export const CenterHomeButton = () => {
  const center = useRecordContext<Center>();
  if (!center) return null;
  return (
    <Button component={Link} to={centerHomePath(center.id)} label="resources.center.actions.home" onClick={stopAtButton}>
      <HomeIcon />
    </Button>
  );
};

export const ModuleActivationButton = () => {
  const center = useRecordContext<Center>();
  if (!center) return null;
  return (
    <Button component={Link} to={moduleActivationPath(center.id)} label="resources.center.actions.module_activation">
      <ToggleOnIcon />
    </Button>
  );
};

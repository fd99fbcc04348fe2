import { useSyncExternalStore } from 'react';
import { useMediaQuery } from '@mui/material';

export const COLOUR_MODES = ['light', 'dark', 'auto'] as const;
export type ColourMode = (typeof COLOUR_MODES)[number];

// Outside react-admin's store on purpose: logging out resets that store, a device preference survives.
export const COLOUR_MODE_KEY = 'envcomply.colourMode';
const DEFAULT_MODE: ColourMode = 'light';

const sameTabListeners = new Set<() => void>();

const isColourMode = (value: unknown): value is ColourMode => COLOUR_MODES.some((mode) => mode === value);

const readColourMode = (): ColourMode => {
  const stored = window.localStorage.getItem(COLOUR_MODE_KEY);
  return isColourMode(stored) ? stored : DEFAULT_MODE;
};

// Other tabs announce their changes with a `storage` event; this tab through the listeners.
const subscribe = (onChange: () => void) => {
  const onStorage = (event: StorageEvent) => {
    if (event.key === COLOUR_MODE_KEY || event.key === null) onChange();
  };
  window.addEventListener('storage', onStorage);
  sameTabListeners.add(onChange);
  return () => {
    window.removeEventListener('storage', onStorage);
    sameTabListeners.delete(onChange);
  };
};

export const setColourMode = (mode: ColourMode): void => {
  window.localStorage.setItem(COLOUR_MODE_KEY, mode);
  sameTabListeners.forEach((onChange) => onChange());
};

/** The chosen mode (light, dark or auto), shared by every tab. */
export const useColourMode = (): ColourMode => useSyncExternalStore(subscribe, readColourMode);

/** The mode to paint: `auto` follows the system's prefers-color-scheme. */
export const useResolvedColourMode = (): 'light' | 'dark' => {
  const mode = useColourMode();
  const prefersDark = useMediaQuery('(prefers-color-scheme: dark)', { noSsr: true });
  if (mode === 'auto') return prefersDark ? 'dark' : 'light';
  return mode;
};

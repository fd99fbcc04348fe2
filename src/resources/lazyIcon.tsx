import { lazy, Suspense, type ComponentType } from 'react';
import type { Loader } from './declare';

const icons = new Map<Loader, ComponentType>();

/**
 * A declared menu icon, fetched with the menu: the declarations reach the login page's bundle, the icons must not.
 * Until it arrives the entry keeps an icon's room, so the text does not move.
 */
export const lazyIcon = (loader: Loader): ComponentType => {
  let icon = icons.get(loader);
  if (!icon) {
    const Icon = lazy(loader);
    const Declared = () => (
      <Suspense fallback={<span style={{ display: 'inline-block', width: 24, height: 24 }} />}>
        <Icon />
      </Suspense>
    );
    icon = Declared;
    icons.set(loader, icon);
  }
  return icon;
};

import { lazy, type ComponentType } from 'react';
import type { Loader } from '../declare';

const parts = new Map<Loader<never>, ComponentType<never>>();

/** The lazy component of a declaration's loader, made once so that a page's re-render does not load it again. */
export const partOf = <P extends object>(loader: Loader<P>): ComponentType<P> => {
  let part = parts.get(loader as Loader<never>);
  if (!part) {
    part = lazy(loader) as unknown as ComponentType<never>;
    parts.set(loader as Loader<never>, part);
  }
  return part as unknown as ComponentType<P>;
};

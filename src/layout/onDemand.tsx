import { lazy, Suspense, type ComponentType, type ReactElement } from 'react';
import { LoadingPage } from 'react-admin';

/** A component whose code is fetched on its first render, with the loading page until then (no Suspense needed above it). */
export const onDemand = <P extends object>(load: () => Promise<ComponentType<P>>): ((props: P) => ReactElement) => {
  const Component = lazy(async () => ({ default: await load() }));
  const OnDemand = (props: P) => (
    <Suspense fallback={<LoadingPage />}>
      <Component {...props} />
    </Suspense>
  );
  return OnDemand;
};

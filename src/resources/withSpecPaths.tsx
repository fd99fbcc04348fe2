import { isValidElement, Suspense, type ComponentType, type ReactNode } from 'react';
import { Navigate, Route, useLocation } from 'react-router-dom';
import { Loading, type ResourceProps } from 'react-admin';

type ResourceDefinition = Omit<ResourceProps, 'name' | 'create'> & { create?: ComponentType };
type Page = ResourceProps['list'];

// Keeps the query string: react-admin pre-fills a creation form from `?source=`.
const RedirectToNew = ({ resource }: { resource: string }) => {
  const { search } = useLocation();
  return <Navigate to={{ pathname: `/${resource}/new`, search }} replace />;
};

/**
 * Each page of a resource in a loading boundary of its own, keyed by the resource and the view. react-router
 * navigates inside a React transition, and a transition keeps the previous screen while the next one's code
 * loads: going from the requirements list to the texts list showed the requirements' rows under the texts'
 * address until the texts' chunk arrived (seconds on a busy machine). A new boundary shows the loading page
 * at once instead.
 */
const ownBoundary = (resource: string, view: string, page: Page): Page => {
  // An element is already rendered; a component (lazy ones are objects) gets the boundary.
  if (!page || isValidElement(page)) return page;
  const Lazy = page as ComponentType;
  const Bounded = () => (
    <Suspense key={`${resource}/${view}`} fallback={<Loading />}>
      <Lazy />
    </Suspense>
  );
  return Bounded;
};

const bounded = (resource: string, view: string, page: ComponentType): ReactNode => {
  const Bounded = ownBoundary(resource, view, page) as ComponentType;
  return <Bounded />;
};

/**
 * Spec §2 names the creation page `/{resource}/new`; react-admin's buttons link to `/{resource}/create`,
 * so the form lives at `new` and `create` forwards there.
 */
export const withSpecPaths = (resource: string, { create: CreatePage, list, edit, show, ...definition }: ResourceDefinition) => ({
  name: resource,
  ...definition,
  list: ownBoundary(resource, 'list', list),
  edit: ownBoundary(resource, 'edit', edit),
  show: ownBoundary(resource, 'show', show),
  hasCreate: CreatePage !== undefined,
  children: CreatePage && [
    <Route key="new" path="new/*" element={bounded(resource, 'new', CreatePage)} />,
    <Route key="create" path="create/*" element={<RedirectToNew resource={resource} />} />,
  ],
});

import type { ComponentType } from 'react';
import { Navigate, Route, useLocation } from 'react-router-dom';
import type { ResourceProps } from 'react-admin';

type ResourceDefinition = Omit<ResourceProps, 'name' | 'create'> & { create?: ComponentType };

// Keeps the query string: react-admin pre-fills a creation form from `?source=`.
const RedirectToNew = ({ resource }: { resource: string }) => {
  const { search } = useLocation();
  return <Navigate to={{ pathname: `/${resource}/new`, search }} replace />;
};

/**
 * Spec §2 names the creation page `/{resource}/new`; react-admin's buttons link to `/{resource}/create`,
 * so the form lives at `new` and `create` forwards there.
 */
export const withSpecPaths = (resource: string, { create: CreatePage, ...definition }: ResourceDefinition) => ({
  name: resource,
  ...definition,
  hasCreate: CreatePage !== undefined,
  children: CreatePage && [
    <Route key="new" path="new/*" element={<CreatePage />} />,
    <Route key="create" path="create/*" element={<RedirectToNew resource={resource} />} />,
  ],
});

import { lazy, type ComponentType } from 'react';
import { isPlain, type ResourceDeclaration } from './declare';
import { partOf } from './declared/partOf';
import { HAND_WRITTEN_PAGES } from './handWrittenPages';
import { withSpecPaths } from './withSpecPaths';

// The generic pages come with the first declared page opened, never with the login page.
const ResourceList = lazy(() => import('./declared/ResourceList'));
const ResourceCreate = lazy(() => import('./declared/ResourceForms').then((module) => ({ default: module.ResourceCreate })));
const ResourceEdit = lazy(() => import('./declared/ResourceForms').then((module) => ({ default: module.ResourceEdit })));
const ResourceShow = lazy(() => import('./declared/ResourceShow'));

type Generic = ComponentType<{ declaration: ResourceDeclaration }>;

const bound = (Page: Generic, declaration: ResourceDeclaration): ComponentType => {
  const Declared = () => <Page declaration={declaration} />;
  return Declared;
};

const nameOf = (record: Record<string, unknown>) => String(record.name);

/** A declaration as react-admin's <Resource> props: the generic pages or the hand-written ones, at the spec's paths. */
export const resourceProps = (declaration: ResourceDeclaration) => {
  const { pages } = declaration;
  const views = isPlain(pages)
    ? {
        list: bound(ResourceList, declaration),
        create: bound(ResourceCreate, declaration),
        edit: bound(ResourceEdit, declaration),
        show: pages.show === true ? bound(ResourceShow, declaration) : pages.show && partOf(pages.show),
      }
    : (HAND_WRITTEN_PAGES[declaration.name] ?? {});
  return withSpecPaths(declaration.name, { ...views, recordRepresentation: declaration.recordRepresentation ?? nameOf });
};

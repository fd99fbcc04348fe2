import { Box } from '@mui/material';
import { useCanAccess, useGetOne, useGetRecordRepresentation, usePermissions, useTranslate } from 'react-admin';
import { useLocation } from 'react-router-dom';
import type { Role } from '../../contract/roles';
import { Trail, type Crumb } from '../common/Trail';
import { useAppBarTitle } from '../common/usePageTitle';
import { entriesFor, MENU_GROUPS, type MenuEntry, type MenuGroup } from './menuGroups';

// Pages that draw their own trail: a center's module pages (/center/<module>/<id>: center > module > page), its
// agenda (center > agenda) and the register tree. The center's home and module activation take the common trail.
const OWN_TRAIL = [/^\/center\/(?!module-activation\/)[a-z-]+\/[^/]+/, /^\/center\/[^/]+\/agenda\/?$/, /^\/legal-manager(\/area\/|\/?$)/];

/** The menu entry a path belongs to (the longest entry path it starts with), among those the role sees. */
export function menuEntryOf(pathname: string, role: Role | undefined): { group: MenuGroup; entry: MenuEntry } | undefined {
  if (OWN_TRAIL.some((pattern) => pattern.test(pathname))) return undefined;
  let found: { group: MenuGroup; entry: MenuEntry } | undefined;
  for (const group of MENU_GROUPS) {
    for (const entry of entriesFor(group, role)) {
      const under = pathname === entry.to || pathname.startsWith(`${entry.to}/`);
      if (under && (!found || entry.to.length > found.entry.to.length)) found = { group, entry };
    }
  }
  return found;
}

/**
 * Every page reached from the menu says where it sits: module > list > record > page. One mechanism in the
 * layout, so react-admin's lists and forms and the project pages need nothing of their own; the page's own
 * name is the app bar's title.
 */
export const PageTrail = () => {
  const { pathname } = useLocation();
  const { permissions: role } = usePermissions<Role>();
  const place = menuEntryOf(pathname, role);
  return place ? <EntryTrail {...place} pathname={pathname} /> : null;
};

const EntryTrail = ({ group, entry, pathname }: { group: MenuGroup; entry: MenuEntry; pathname: string }) => {
  const translate = useTranslate();
  const title = useAppBarTitle();
  const rest = pathname.slice(entry.to.length).split('/').filter(Boolean);
  // A page below one record of a resource (a project's task): the record is a step of its own.
  const ownerId = rest.length >= 2 && entry.to === `/${entry.resource}` && /^\d+$/.test(rest[0]!) ? rest[0] : undefined;
  const { data: owner } = useGetOne(entry.resource, { id: ownerId! }, { enabled: ownerId !== undefined });
  const represent = useGetRecordRepresentation(entry.resource);
  // The record's page is its edit form: a crumb leads there only for those who may open it (clients read a center on its home).
  const { canAccess: opensRecord = false } = useCanAccess({ resource: entry.resource, action: 'edit' });

  const groupName = translate(`menu.groups.${group.id}`, { _: group.id });
  const entryName = translate(entry.label ?? `resources.${entry.resource}.name`, { smart_count: 2, _: entry.resource });
  // A page below the entry that has not named itself (still loading, or refused): no half trail.
  if (rest.length > 0 && !title) return null;
  const ownerName = owner ? String(represent(owner)) : undefined;
  const crumbs: Crumb[] = [
    ...(groupName === entryName ? [] : [{ name: groupName }]),
    { name: entryName, to: entry.to },
    // The record's own page (a center's home) is named after it: one crumb, not two.
    ...(ownerName !== undefined && ownerName !== title
      ? [{ name: ownerName, to: opensRecord ? `${entry.to}/${ownerId}` : undefined }]
      : []),
    ...(rest.length > 0 && title ? [{ name: title }] : []),
  ];
  return (
    <Box sx={{ pt: 1 }}>
      <Trail crumbs={crumbs} />
    </Box>
  );
};

import { Divider } from '@mui/material';
import { Menu, usePermissions, useSidebarState, useTranslate } from 'react-admin';
import type { Role } from '../../contract/roles';
import { entriesFor, MENU_GROUPS, type MenuGroup } from './menuGroups';
import { MenuHeading } from './MenuHeading';

/** Sidebar navigation: module groups, each entry shown only to roles that may list it. */
export const AppMenu = () => {
  const { permissions: role } = usePermissions<Role>();
  return (
    <Menu>
      <Menu.DashboardItem />
      {MENU_GROUPS.map((group) => (
        <MenuGroupSection key={group.id} group={group} role={role} />
      ))}
    </Menu>
  );
};

const MenuGroupSection = ({ group, role }: { group: MenuGroup; role: Role | undefined }) => {
  const translate = useTranslate();
  const [sidebarOpen] = useSidebarState();
  const entries = entriesFor(group, role);
  if (entries.length === 0) return null;

  return (
    <>
      {sidebarOpen ? (
        <MenuHeading sx={{ bgcolor: 'transparent', lineHeight: '36px', mt: 1 }}>
          {translate(`menu.groups.${group.id}`, { _: group.id })}
        </MenuHeading>
      ) : (
        <Divider sx={{ my: 1 }} />
      )}
      {entries.map(({ resource, icon: Icon, to, label }) => (
        <Menu.Item
          key={to}
          to={to}
          primaryText={translate(label ?? `resources.${resource}.name`, { smart_count: 2, _: resource })}
          leftIcon={<Icon />}
          // A long name ("Calendari legal de residus") wraps instead of ending in an ellipsis.
          sx={{ '& .MuiTypography-noWrap': { whiteSpace: 'normal' } }}
        />
      ))}
    </>
  );
};

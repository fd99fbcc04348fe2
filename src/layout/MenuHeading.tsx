import { ListSubheader, type ListSubheaderProps } from '@mui/material';

/**
 * A group's title inside a menu (the sidebar, the user menu). A menu may hold only menu items, groups and
 * separators, so the title is shown but not a list item of its own (axe: aria-required-children, listitem).
 */
export const MenuHeading = (props: ListSubheaderProps) => <ListSubheader role="presentation" {...props} />;

import { Breadcrumbs, Link as MuiLink, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';

export interface Crumb {
  name: string;
  /** Where the crumb leads; a crumb without one (a menu group, the page itself) is plain text. */
  to?: string;
}

/**
 * Where a page sits (module > list > page): every crumb but the last is a link when it has somewhere to go. A step
 * named as the next one is said once ("Acciones de mejora / Acciones de mejora": a module's first page is the module).
 */
export const Trail = ({ crumbs: given, label }: { crumbs: Crumb[]; label?: string }) => {
  const translate = useTranslate();
  const crumbs = given.filter((crumb, index) => crumb.name !== given[index + 1]?.name);
  const last = crumbs.length - 1;
  return (
    <Breadcrumbs aria-label={label ?? translate('navigation.breadcrumb')} sx={{ mb: 0.5, '& ol': { flexWrap: 'wrap' } }}>
      {crumbs.map((crumb, index) =>
        index < last && crumb.to ? (
          <MuiLink key={index} component={Link} to={crumb.to} underline="hover" color="inherit">
            {crumb.name}
          </MuiLink>
        ) : (
          <Typography key={index} color={index === last ? 'text.primary' : 'inherit'} aria-current={index === last ? 'page' : undefined}>
            {crumb.name}
          </Typography>
        ),
      )}
    </Breadcrumbs>
  );
};

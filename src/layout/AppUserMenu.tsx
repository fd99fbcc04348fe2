import { forwardRef } from 'react';
import { Divider, ListItemIcon, ListItemText, MenuItem, useMediaQuery, type Theme } from '@mui/material';
import CheckIcon from '@mui/icons-material/Check';
import PersonIcon from '@mui/icons-material/Person';
import { Link } from 'react-router-dom';
import { Logout, useGetIdentity, UserMenu, useLocaleState, useTranslate, useUserMenu } from 'react-admin';
import { LOCALES } from '../i18n/locales';
import { COLOUR_MODES, setColourMode, useColourMode } from '../theme/colourMode';
import { PROFILE_PATH } from '../custom-pages/profilePath';
import { MenuHeading } from './MenuHeading';

/** The account menu of the app bar: profile, language, colour mode, logout. */
export const AppUserMenu = () => {
  const translate = useTranslate();
  const [locale, setLocale] = useLocaleState();
  const colourMode = useColourMode();
  const { identity } = useGetIdentity();
  // From sm up the button shows the user's name, so its accessible name says it too (WCAG 2.5.3, label in name);
  // on a phone it is an icon named "Perfil".
  const showsName = useMediaQuery<Theme>((theme) => theme.breakpoints.up('sm'));
  const label = showsName && identity?.fullName ? translate('app.user_menu.button', { name: identity.fullName }) : 'ra.auth.user_menu';

  return (
    <UserMenu label={label}>
      <ProfileMenuItem />
      <Divider />
      <MenuHeading>{translate('app.user_menu.language', { _: 'Language' })}</MenuHeading>
      {LOCALES.map(({ locale: option, name }) => (
        <ChoiceMenuItem key={option} label={name} selected={locale === option} onClick={() => setLocale(option)} />
      ))}
      <Divider />
      <MenuHeading>{translate('app.user_menu.colour_mode', { _: 'Colour mode' })}</MenuHeading>
      {COLOUR_MODES.map((mode) => (
        <ChoiceMenuItem
          key={mode}
          label={translate(`app.colour_mode.${mode}`, { _: mode })}
          selected={colourMode === mode}
          onClick={() => setColourMode(mode)}
        />
      ))}
      <Divider />
      <Logout />
    </UserMenu>
  );
};

const ProfileMenuItem = forwardRef<HTMLAnchorElement>((props, ref) => {
  const translate = useTranslate();
  const userMenu = useUserMenu();
  return (
    <MenuItem component={Link} to={PROFILE_PATH} ref={ref} {...props} onClick={userMenu?.onClose}>
      <ListItemIcon>
        <PersonIcon fontSize="small" />
      </ListItemIcon>
      <ListItemText>{translate('resources.profile.name', { _: 'Profile' })}</ListItemText>
    </MenuItem>
  );
});

const ChoiceMenuItem = ({ label, selected, onClick }: { label: string; selected: boolean; onClick: () => void }) => (
  <MenuItem selected={selected} onClick={onClick} aria-checked={selected} role="menuitemradio">
    <ListItemIcon>{selected && <CheckIcon fontSize="small" />}</ListItemIcon>
    <ListItemText>{label}</ListItemText>
  </MenuItem>
);

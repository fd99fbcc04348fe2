import { Card, CardHeader, List, ListItem, ListItemIcon, ListItemText, Switch } from '@mui/material';
import { useState } from 'react';
import { useParams } from 'react-router-dom';
import { Loading, RecordContextProvider, Title, useDataProvider, useGetOne, useNotify, useTranslate } from 'react-admin';
import type { CenterModule } from '../../../contract/modules';
import { LogoField } from '../../common/LogoField';
import { useReportError } from '../../common/useReportError';
import type { AppDataProvider } from '../../dataProvider';
import { CenterHomeButton } from './CenterButtons';
import { CenterNotFound } from './CenterNotFound';
import { MODULE_ICONS, moduleLabel, useCenterModules } from './centerModules';
import type { Center } from './types';

/** /center/module-activation/{centerId}: an admin switches each module on or off for one center. */
const ModuleActivationPage = () => {
  const { centerId = '' } = useParams<'centerId'>();
  const translate = useTranslate();
  const notify = useNotify();
  const reportError = useReportError();
  const dataProvider = useDataProvider<AppDataProvider>();
  const { data: center, error } = useGetOne<Center>('center', { id: Number(centerId) }, { retry: false });
  const [modules, setModules] = useCenterModules(center?.id);
  const [switching, setSwitching] = useState<CenterModule>();

  const switchModule = async (module: CenterModule, isActive: boolean) => {
    setSwitching(module);
    try {
      const kept = await dataProvider.setModuleState(centerId, module, isActive);
      setModules((current) => current?.map((state) => (state.module === module ? { ...state, is_active: kept } : state)));
      notify(`resources.center.module_activation.${kept ? 'activated' : 'deactivated'}`, {
        type: 'success',
        messageArgs: {
          module: translate(moduleLabel(module), { _: module }),
          _: kept ? '{{module}}: activated' : '{{module}}: deactivated',
        },
      });
    } catch (error) {
      await reportError(error as Error);
    } finally {
      setSwitching(undefined);
    }
  };

  if (error) return <CenterNotFound />;
  if (!modules) return <Loading />;
  return (
    <RecordContextProvider value={center}>
      <Title title={translate('resources.center.module_activation.title', { name: center?.name ?? '', _: 'Modules: {{name}}' })} />
      <Card sx={{ mt: 2, maxWidth: 720 }}>
        <CardHeader
          avatar={<LogoField size={48} />}
          title={center?.name}
          slotProps={{ title: { variant: 'h6', component: 'h1' } }}
          subheader={translate('resources.center.module_activation.intro', {
            _: 'Switch on the modules this center uses; its home shows only the active ones.',
          })}
          action={<CenterHomeButton />}
        />
        <List>
          {modules.map(({ module, is_active }) => {
            const Icon = MODULE_ICONS[module];
            const labelId = `module-${module}`;
            return (
              <ListItem
                key={module}
                divider
                secondaryAction={
                  <Switch
                    edge="end"
                    checked={is_active}
                    disabled={switching === module}
                    onChange={(_event, checked) => switchModule(module, checked)}
                    slotProps={{ input: { role: 'switch', 'aria-labelledby': labelId } }}
                  />
                }
              >
                <ListItemIcon>
                  <Icon color={is_active ? 'primary' : 'disabled'} />
                </ListItemIcon>
                <ListItemText
                  slotProps={{ primary: { id: labelId } }}
                  primary={translate(moduleLabel(module), { _: module })}
                  secondary={
                    is_active
                      ? translate('resources.center.module_activation.active', { _: 'Active' })
                      : translate('resources.center.module_activation.inactive', { _: 'Inactive' })
                  }
                />
              </ListItem>
            );
          })}
        </List>
      </Card>
    </RecordContextProvider>
  );
};

export default ModuleActivationPage;

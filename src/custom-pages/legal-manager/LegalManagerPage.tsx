import ImportExportIcon from '@mui/icons-material/ImportExport';
import { Alert, Box, Stack } from '@mui/material';
import { Link, useParams } from 'react-router-dom';
import { Button, Loading, Title, useTranslate } from 'react-admin';
import { Trail, type Crumb } from '../../common/Trail';
import type { AreaNode } from '../../dataProvider';
import { AreaInputs } from '../../resources/area/AreaInputs';
import { LegalAmbitInputs } from '../../resources/legal-ambit/LegalAmbitInputs';
import { SubambitInputs } from '../../resources/subambit/SubambitInputs';
import { legalManagerPath, LEGAL_MIGRATION_PATH, type RegisterPosition } from './legalManagerPaths';
import { RegisterLevel } from './RegisterLevel';
import { SubambitContents } from './SubambitContents';
import { useRegisterTree } from './useRegisterTree';
import { QueryState } from '../../common/QueryState';

/** The nodes the route points at, or undefined for an id the tree does not hold (deleted, mistyped). */
const locate = (tree: AreaNode[], { areaId, legalAmbitId, subambitId }: RegisterPosition) => {
  const area = areaId === undefined ? undefined : tree.find(({ id }) => String(id) === areaId);
  const legalAmbit = legalAmbitId === undefined ? undefined : area?.legal_ambits.find(({ id }) => String(id) === legalAmbitId);
  const subambit = subambitId === undefined ? undefined : legalAmbit?.subambits.find(({ id }) => String(id) === subambitId);
  const found = (areaId === undefined || area) && (legalAmbitId === undefined || legalAmbit) && (subambitId === undefined || subambit);
  return { area, legalAmbit, subambit, found };
};

/** /legal-manager[/area/{id}[/legal-ambit/{id}[/subambit/{id}]]]: the register drilled down level by level (admin). */
const LegalManagerPage = () => {
  const translate = useTranslate();
  const position = useParams<'areaId' | 'legalAmbitId' | 'subambitId'>();
  const { tree, error, reload } = useRegisterTree();
  if (!tree) return error ? <QueryState error={error} /> : <Loading />;

  const { area, legalAmbit, subambit, found } = locate(tree, position);
  // The menu group first, like every page's trail; then the register from its root to the level shown.
  const crumbs: Crumb[] = [
    { name: translate('menu.groups.legal_management') },
    { name: translate('legalRegister.manager.title', { _: 'Legal manager' }), to: legalManagerPath({}) },
    ...(area ? [{ name: area.name, to: legalManagerPath({ areaId: area.id }) }] : []),
    ...(area && legalAmbit ? [{ name: legalAmbit.name, to: legalManagerPath({ areaId: area.id, legalAmbitId: legalAmbit.id }) }] : []),
    ...(area && legalAmbit && subambit
      ? [{ name: subambit.name, to: legalManagerPath({ areaId: area.id, legalAmbitId: legalAmbit.id, subambitId: subambit.id }) }]
      : []),
  ];

  const level = () => {
    if (!found)
      return <Alert severity="warning">{translate('legalRegister.manager.not_found', { _: 'This level no longer exists.' })}</Alert>;
    if (area && legalAmbit && subambit) return <SubambitContents subambitId={subambit.id} />;
    if (area && legalAmbit)
      return (
        <RegisterLevel
          resource="subambit"
          records={legalAmbit.subambits}
          parentValues={{ legal_ambit_id: legalAmbit.id }}
          inputs={<SubambitInputs />}
          onChanged={reload}
          linkTo={({ id }) => legalManagerPath({ areaId: area.id, legalAmbitId: legalAmbit.id, subambitId: id })}
        />
      );
    if (area)
      return (
        <RegisterLevel
          resource="legal-ambit"
          records={area.legal_ambits}
          parentValues={{ area_id: area.id }}
          inputs={<LegalAmbitInputs />}
          onChanged={reload}
          linkTo={({ id }) => legalManagerPath({ areaId: area.id, legalAmbitId: id })}
        />
      );
    return (
      <RegisterLevel
        resource="area"
        records={tree}
        parentValues={{}}
        inputs={<AreaInputs />}
        onChanged={reload}
        linkTo={({ id }) => legalManagerPath({ areaId: id })}
      />
    );
  };

  return (
    <Box sx={{ mt: 2, maxWidth: 960 }}>
      <Title title="legalRegister.manager.title" />
      <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', gap: 2, flexWrap: 'wrap' }}>
        <Trail crumbs={crumbs} label={translate('legalRegister.manager.breadcrumbs', { _: 'Register path' })} />
        <Button component={Link} to={LEGAL_MIGRATION_PATH} label="legalRegister.migration.title">
          <ImportExportIcon />
        </Button>
      </Stack>
      {level()}
    </Box>
  );
};

export default LegalManagerPage;

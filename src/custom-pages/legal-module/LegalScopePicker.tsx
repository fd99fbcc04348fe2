import { Box, Checkbox, FormControlLabel, FormGroup, FormLabel, LinearProgress } from '@mui/material';
import { useTranslate } from 'react-admin';
import { LEGAL_SCOPE_KINDS, type LegalScopeKind } from '../../../contract/legal';
import { scopeKindLabel } from '../../resources/legal-scope/scopeKinds';
import { useModuleQuery } from '../../common/useModuleQuery';

const ScopeGroup = ({
  kind,
  selected,
  onChange,
}: {
  kind: LegalScopeKind;
  selected: ReadonlySet<number>;
  onChange: (ids: number[], checked: boolean) => void;
}) => {
  const translate = useTranslate();
  const { data: scopes } = useModuleQuery((dataProvider) => dataProvider.getLegalScopes(kind), `legal-scopes/${kind}`);
  const labelId = `legal-scope-kind-${kind}`;
  return (
    <FormGroup role="group" aria-labelledby={labelId} sx={{ minWidth: 220, flex: 1 }}>
      <FormLabel id={labelId}>{translate(scopeKindLabel(kind), { _: kind })}</FormLabel>
      {!scopes ? (
        <LinearProgress />
      ) : (
        scopes.results.map((scope) => (
          <FormControlLabel
            key={scope.id}
            label={scope.name}
            control={
              <Checkbox size="small" checked={selected.has(scope.id)} onChange={(_event, checked) => onChange([scope.id], checked)} />
            }
          />
        ))
      )}
    </FormGroup>
  );
};

/** The register's legal scopes in three groups by kind (national and European, autonomous community, local). */
export const LegalScopePicker = (props: { selected: ReadonlySet<number>; onChange: (ids: number[], checked: boolean) => void }) => (
  <Box sx={{ display: 'flex', gap: 3, flexWrap: 'wrap' }}>
    {LEGAL_SCOPE_KINDS.map((kind) => (
      <ScopeGroup key={kind} kind={kind} {...props} />
    ))}
  </Box>
);

import SaveIcon from '@mui/icons-material/Save';
import { Alert, Button, Card, CardContent, LinearProgress, Link as MuiLink, Stack, Typography } from '@mui/material';
import { useCallback, useEffect, useMemo, useState, type ReactNode } from 'react';
import { Link, useParams } from 'react-router-dom';
import { useDataProvider, useTranslate } from 'react-admin';
import { MAX_PAGE_SIZE } from '../../../contract/paging';
import { useReportError } from '../../common/useReportError';
import { isApiError, type AppDataProvider, type EvidenceChanges, type ImpliedRequirement } from '../../dataProvider';
import { moduleActivationPath } from '../../resources/center/centerPaths';
import { ImpliedRequirements } from './ImpliedRequirements';
import { LegalModuleLayout } from './LegalModuleLayout';
import { LegalScopePicker } from './LegalScopePicker';
import { NotificationPeriodicity } from './NotificationPeriodicity';
import { SubambitPicker } from './SubambitPicker';
import { useModuleQuery } from '../../common/useModuleQuery';

const Section = ({ title, children }: { title: string; children: ReactNode }) => (
  <Card component="section" aria-label={title}>
    <CardContent sx={{ display: 'flex', flexDirection: 'column', gap: 1.5 }}>
      <Typography variant="h6" component="h2">
        {title}
      </Typography>
      {children}
    </CardContent>
  </Card>
);

/** A set of ids with ids added or removed at once, as checkbox groups change it. */
const useIdSet = () => {
  const [ids, setIds] = useState<ReadonlySet<number>>(new Set());
  const change = useCallback((changed: number[], present: boolean) => {
    setIds((current) => {
      const next = new Set(current);
      changed.forEach((id) => (present ? next.add(id) : next.delete(id)));
      return next;
    });
  }, []);
  return [ids, change, setIds] as const;
};

const sorted = (ids: ReadonlySet<number>) => [...ids].sort((a, b) => a - b);

/** The center's saved selection: subambits, scopes, and every requirement of it marked not applicable. */
const loadSavedConfiguration = async (dataProvider: AppDataProvider, centerId: string) => {
  const [subambits, scopes] = await Promise.all([
    dataProvider.getSelectedSubambits(centerId),
    dataProvider.getSelectedLegalScopes(centerId),
  ]);
  const subambitIds = subambits.map((subambit) => subambit.id);
  const legalScopeIds = Object.values(scopes).flatMap((group) => group.map((scope) => scope.id));
  // Every page, not just the one on screen: saving replaces the whole not-applicable list.
  const requirements: ImpliedRequirement[] = [];
  for (let page = 1; subambitIds.length > 0; page += 1) {
    const answer = await dataProvider.getImpliedRequirements(centerId, {
      subambitIds,
      legalScopeIds,
      page,
      pageSize: MAX_PAGE_SIZE,
    });
    requirements.push(...answer.results);
    if (!answer.next) break;
  }
  return { subambitIds, legalScopeIds, requirements };
};

/** .../configuration (admin): which subambits and scopes apply to the center, and which requirements do not. */
const ConfigurationPage = () => {
  const { centerId = '' } = useParams<'centerId'>();
  const translate = useTranslate();
  const reportError = useReportError();
  const dataProvider = useDataProvider<AppDataProvider>();
  const { data: saved } = useModuleQuery((provider) => loadSavedConfiguration(provider, centerId), `${centerId}/config`);
  const { data: modules } = useModuleQuery((provider) => provider.getCenterModules(centerId), `${centerId}/modules`);
  const [subambitIds, changeSubambits, setSubambitIds] = useIdSet();
  const [legalScopeIds, changeLegalScopes, setLegalScopeIds] = useIdSet();
  const [notApplicable, changeNotApplicable, setNotApplicable] = useIdSet();
  // Requirements whose applicability is known, so a page seen again does not undo the user's choice.
  const [known, setKnown] = useState<ReadonlySet<number>>(new Set());
  const [saving, setSaving] = useState(false);
  const [result, setResult] = useState<EvidenceChanges>();
  const [refusal, setRefusal] = useState<string>();

  useEffect(() => {
    if (!saved) return;
    setSubambitIds(new Set(saved.subambitIds));
    setLegalScopeIds(new Set(saved.legalScopeIds));
    setNotApplicable(new Set(saved.requirements.filter((r) => !r.is_applicable).map((r) => r.id)));
    setKnown(new Set(saved.requirements.map((requirement) => requirement.id)));
  }, [saved, setSubambitIds, setLegalScopeIds, setNotApplicable]);

  const learnApplicability = useCallback(
    (requirements: ImpliedRequirement[]) => {
      const unknown = requirements.filter((requirement) => !known.has(requirement.id));
      if (unknown.length === 0) return;
      setKnown((current) => new Set([...current, ...unknown.map((requirement) => requirement.id)]));
      changeNotApplicable(
        unknown.filter((requirement) => !requirement.is_applicable).map((r) => r.id),
        true,
      );
    },
    [known, changeNotApplicable],
  );

  const selectedSubambits = useMemo(() => sorted(subambitIds), [subambitIds]);
  const selectedScopes = useMemo(() => sorted(legalScopeIds), [legalScopeIds]);
  const moduleActive = modules?.find((state) => state.module === 'legal-requirement')?.is_active;

  const save = async () => {
    setSaving(true);
    setResult(undefined);
    setRefusal(undefined);
    try {
      setResult(
        await dataProvider.saveModuleConfiguration(centerId, {
          subambit_ids: selectedSubambits,
          legal_scope_ids: selectedScopes,
          not_applicable_legal_requirement_ids: sorted(notApplicable),
        }),
      );
    } catch (error) {
      if (isApiError(error) && error.status === 409) setRefusal(error.detail);
      await reportError(error as Error);
    } finally {
      setSaving(false);
    }
  };

  return (
    <LegalModuleLayout page="configuration">
      {moduleActive === false && (
        <Alert severity="warning">
          {translate('legalModule.configuration.inactive', {
            _: 'The module is switched off for this center: switch it on before saving the configuration.',
          })}{' '}
          <MuiLink component={Link} to={moduleActivationPath(centerId)}>
            {translate('resources.center.actions.module_activation', { _: 'Modules' })}
          </MuiLink>
        </Alert>
      )}
      {!saved ? (
        <LinearProgress />
      ) : (
        <>
          <Section title={translate('legalModule.configuration.subambits', { _: 'Subambits that apply' })}>
            <SubambitPicker selected={subambitIds} onChange={changeSubambits} />
          </Section>
          <Section title={translate('legalModule.configuration.legal_scopes', { _: 'Legal scopes that apply' })}>
            <LegalScopePicker selected={legalScopeIds} onChange={changeLegalScopes} />
          </Section>
          <Section title={translate('legalModule.configuration.requirements', { _: 'Requirements they bring' })}>
            <ImpliedRequirements
              centerId={centerId}
              subambitIds={selectedSubambits}
              legalScopeIds={selectedScopes}
              notApplicable={notApplicable}
              onToggle={(id, applies) => changeNotApplicable([id], !applies)}
              onPageLoaded={learnApplicability}
            />
          </Section>
          <Stack direction="row" spacing={2} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
            <Button variant="contained" startIcon={<SaveIcon />} onClick={save} disabled={saving}>
              {translate('legalModule.configuration.save', { _: 'Save configuration' })}
            </Button>
            {result && (
              <Alert severity="success" role="status">
                {translate('legalModule.configuration.saved', {
                  smart_count: result.created,
                  removed: result.removed,
                  kept: result.kept,
                  _: '{{count}} evidences created; removed: {{removed}}; kept because they have documents or actions: {{kept}}',
                })}
              </Alert>
            )}
            {refusal && <Alert severity="error">{refusal}</Alert>}
          </Stack>
        </>
      )}
      <Section title={translate('legalModule.periodicity.title', { _: 'E-mail notifications' })}>
        <NotificationPeriodicity centerId={centerId} />
      </Section>
    </LegalModuleLayout>
  );
};

export default ConfigurationPage;

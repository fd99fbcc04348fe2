import {
  Card,
  CardContent,
  CardHeader,
  LinearProgress,
  List,
  ListItem,
  ListItemButton,
  ListItemText,
  Stack,
  Typography,
} from '@mui/material';
import { Link, useParams } from 'react-router-dom';
import { useTranslate } from 'react-admin';
import { ExpiryBadge } from '../../common/ExpiryBadge';
import type { InventoryRequirement } from '../../dataProvider';
import { EvidenceStateChip } from './evidenceStates';
import { useWarningDays } from './expiry';
import { LegalModuleLayout } from './LegalModuleLayout';
import { evidencePath } from './paths';
import { useModuleQuery } from '../../common/useModuleQuery';

const RequirementCard = ({
  requirement,
  centerId,
  subambitId,
  warningDays,
}: {
  requirement: InventoryRequirement;
  centerId: string;
  subambitId: string;
  warningDays: number;
}) => {
  const translate = useTranslate();
  return (
    <Card variant="outlined" component="section" aria-label={requirement.name}>
      <CardHeader
        title={requirement.name}
        subheader={requirement.legal_text.name}
        action={<EvidenceStateChip state={requirement.state} />}
        slotProps={{ title: { variant: 'subtitle1', component: 'h3' } }}
      />
      <List disablePadding dense>
        {requirement.evidences.map((evidence) => (
          <ListItem key={evidence.id} disablePadding>
            <ListItemButton component={Link} to={evidencePath(centerId, subambitId, evidence.id)} divider>
              <ListItemText
                primary={evidence.name}
                secondary={
                  evidence.expiration_date ? undefined : translate('legalModule.evidence.no_expiration', { _: 'No expiration date' })
                }
              />
              <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ alignItems: 'flex-end' }}>
                <ExpiryBadge date={evidence.expiration_date} warningDays={warningDays} />
                <EvidenceStateChip state={evidence.state} />
              </Stack>
            </ListItemButton>
          </ListItem>
        ))}
      </List>
    </Card>
  );
};

/** .../inventory/subambits/{subambitId}/evidences: the subambit's requirements, their evidences and legal texts. */
const SubambitEvidencesPage = () => {
  const { centerId = '', subambitId = '' } = useParams<'centerId' | 'subambitId'>();
  const translate = useTranslate();
  const warningDays = useWarningDays(centerId);
  const { data: subambit } = useModuleQuery(
    (dataProvider) => dataProvider.getInventoryNode(centerId, 'subambits', subambitId),
    `${centerId}/subambit/${subambitId}`,
  );
  const { data: register } = useModuleQuery(
    (dataProvider) => dataProvider.getSubambitRequirements(centerId, subambitId),
    `${centerId}/subambit/${subambitId}/requirements`,
  );

  return (
    <LegalModuleLayout page="inventory" title={subambit?.name}>
      {!register ? (
        <LinearProgress />
      ) : (
        <>
          <Typography variant="h6" component="h2">
            {translate('legalModule.subambit.requirements', { _: 'Requirements and their evidences' })}
          </Typography>
          <Stack spacing={2}>
            {register.requirements.map((requirement) => (
              <RequirementCard
                key={requirement.id}
                requirement={requirement}
                centerId={centerId}
                subambitId={subambitId}
                warningDays={warningDays}
              />
            ))}
          </Stack>
          <Card component="section" aria-label={translate('legalModule.subambit.legal_texts', { _: 'Legal texts' })}>
            <CardContent>
              <Typography variant="h6" component="h2">
                {translate('legalModule.subambit.legal_texts', { _: 'Legal texts' })}
              </Typography>
              <List dense>
                {register.legal_texts.map((text) => (
                  <ListItem key={text.id} divider>
                    <ListItemText
                      primary={`${text.name} · ${text.legal_scope.name}`}
                      secondary={text.texts.length ? text.texts.join('; ') : undefined}
                    />
                  </ListItem>
                ))}
              </List>
            </CardContent>
          </Card>
        </>
      )}
    </LegalModuleLayout>
  );
};

export default SubambitEvidencesPage;

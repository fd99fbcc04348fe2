import ExpandLessIcon from '@mui/icons-material/ExpandLess';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import { Alert, Box, Card, Collapse, LinearProgress, List, ListItem, ListItemButton, ListItemText, Stack, Typography } from '@mui/material';
import { useState } from 'react';
import { Link, useParams } from 'react-router-dom';
import { useTranslate } from 'react-admin';
import type { InventoryLevel, InventoryNode } from '../../dataProvider';
import { EvidenceStateChip, STATE_COLOURS } from './evidenceStates';
import { LegalModuleLayout } from './LegalModuleLayout';
import { subambitEvidencesPath } from './paths';
import { useModuleQuery } from '../../common/useModuleQuery';

const CHILD_LEVEL: Record<InventoryLevel, InventoryLevel | undefined> = {
  areas: 'ambits',
  ambits: 'subambits',
  subambits: undefined,
};

/** "3 evidences (fulfilled: 1, in process: 1, not fulfilled: 1)": labels before numbers, so no plural to agree. */
const Counts = ({ node }: { node: InventoryNode }) => {
  const translate = useTranslate();
  return (
    <Typography variant="body2" color="text.secondary" component="span">
      {translate('legalModule.inventory.counts', {
        smart_count: node.total,
        fulfilled: node.fulfilled,
        in_process: node.in_process,
        unfulfilled: node.unfulfilled,
        _: '{{count}} evidences (fulfilled: {{fulfilled}}, in process: {{in_process}}, not fulfilled: {{unfulfilled}})',
      })}
    </Typography>
  );
};

const NodeText = ({ node }: { node: InventoryNode }) => (
  <ListItemText
    primary={
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
        <span>{node.name}</span>
        <EvidenceStateChip state={node.state} />
      </Stack>
    }
    secondary={<Counts node={node} />}
  />
);

// The state colour runs down the node's left edge, beside the labelled chip.
const edge = (node: InventoryNode, depth: number) => ({
  pl: 2 + depth * 3,
  borderLeft: 4,
  borderLeftColor: `${STATE_COLOURS[node.state]}.main`,
});

const NodeChildren = ({
  centerId,
  level,
  parent,
  depth,
}: {
  centerId: string;
  level: InventoryLevel;
  parent?: { level: InventoryLevel; id: number };
  depth: number;
}) => {
  const translate = useTranslate();
  const { data: nodes } = useModuleQuery(
    (dataProvider) => dataProvider.getInventoryNodes(centerId, level, parent),
    `${centerId}/${parent?.level}/${parent?.id}/${level}`,
  );
  if (!nodes) return <LinearProgress sx={{ mx: 2 + depth * 3 }} />;
  if (nodes.length === 0 && depth === 0) {
    return (
      <Alert severity="info" sx={{ m: 2 }}>
        {translate('legalModule.inventory.empty', { _: 'No subambit is selected for this center yet.' })}
      </Alert>
    );
  }
  return (
    <List disablePadding>
      {nodes.map((node) => (
        <InventoryTreeNode key={node.id} centerId={centerId} level={level} node={node} depth={depth} />
      ))}
    </List>
  );
};

const InventoryTreeNode = ({
  centerId,
  level,
  node,
  depth,
}: {
  centerId: string;
  level: InventoryLevel;
  node: InventoryNode;
  depth: number;
}) => {
  const [open, setOpen] = useState(false);
  const childLevel = CHILD_LEVEL[level];
  if (!childLevel) {
    return (
      <ListItem disablePadding>
        <ListItemButton component={Link} to={subambitEvidencesPath(centerId, node.id)} divider sx={edge(node, depth)}>
          <NodeText node={node} />
        </ListItemButton>
      </ListItem>
    );
  }
  // The branch's children list sits inside its list item, as a nested list must.
  return (
    <ListItem disablePadding sx={{ display: 'block' }}>
      <ListItemButton onClick={() => setOpen(!open)} aria-expanded={open} divider sx={edge(node, depth)}>
        <NodeText node={node} />
        {open ? <ExpandLessIcon /> : <ExpandMoreIcon />}
      </ListItemButton>
      <Collapse in={open} unmountOnExit>
        <NodeChildren centerId={centerId} level={childLevel} parent={{ level, id: node.id }} depth={depth + 1} />
      </Collapse>
    </ListItem>
  );
};

/** .../inventory/subambits: the center's areas > ambits > subambits with their evidence counts and state. */
const InventoryPage = () => {
  const { centerId = '' } = useParams<'centerId'>();
  return (
    <LegalModuleLayout page="inventory">
      <Card>
        <Box component="nav">
          <NodeChildren centerId={centerId} level="areas" depth={0} />
        </Box>
      </Card>
    </LegalModuleLayout>
  );
};

export default InventoryPage;

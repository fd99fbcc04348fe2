import AddIcon from '@mui/icons-material/Add';
import DeleteIcon from '@mui/icons-material/Delete';
import {
  Alert,
  Box,
  Card,
  CardContent,
  IconButton,
  MenuItem,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  TextField,
  Typography,
} from '@mui/material';
import { useState } from 'react';
import { Title, useDataProvider, useNotify, useTranslate } from 'react-admin';
import { NamedButton as Button } from '../../common/NamedButton';
import { useReportError } from '../../common/useReportError';
import type { AppDataProvider } from '../../dataProvider';
import { useModuleQuery } from '../../common/useModuleQuery';

interface Access {
  id: number;
  user_id: number | null;
  user_name: string | null;
  center_id: number | null;
  center_name: string | null;
  dashboard_id: number;
}
interface Named {
  id: number;
  name: string;
}
interface Embeds {
  configured: boolean;
  dashboards: { dashboard_id: number; center_name: string | null; url: string }[];
}

/** /metabase-user-access (admin): users or centers mapped to Metabase dashboards, and the signed-in admin's own embeds. */
const MetabaseAccessPage = () => {
  const translate = useTranslate();
  const notify = useNotify();
  const reportError = useReportError();
  const dataProvider = useDataProvider<AppDataProvider>();
  const accesses = useModuleQuery((provider) => provider.getMetabaseAccesses<Access>(), 'metabase-user-access');
  const users = useModuleQuery((provider) => provider.getPage<Named>('user'), 'user');
  const centers = useModuleQuery((provider) => provider.getPage<Named>('center'), 'center');
  const embeds = useModuleQuery((provider) => provider.getMetabaseEmbeds<Embeds>(), 'metabase/embed');
  const [form, setForm] = useState({ user_id: '', center_id: '', dashboard_id: '' });
  const call = async (method: 'POST' | 'DELETE', write: () => Promise<unknown>) => {
    try {
      await write();
      notify(method === 'POST' ? 'ra.notification.created' : 'ra.notification.deleted', {
        type: 'success',
        messageArgs: { smart_count: 1 },
      });
      setForm({ user_id: '', center_id: '', dashboard_id: '' });
      accesses.reload();
      embeds.reload();
    } catch (error) {
      void reportError(error as Error);
    }
  };
  return (
    <Box sx={{ mt: 2, display: 'flex', flexDirection: 'column', gap: 2 }}>
      <Title title={translate('metabase.title', { _: 'Metabase user access' })} />
      <Typography variant="h5" component="h1">
        {translate('metabase.title', { _: 'Metabase user access' })}
      </Typography>
      {accesses.data && !accesses.data.configured && <Alert severity="warning">{translate('metabase.not_configured')}</Alert>}
      <Card>
        <CardContent>
          <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', alignItems: 'center' }}>
            <TextField
              select
              size="small"
              sx={{ minWidth: 200 }}
              label={translate('metabase.user')}
              value={form.user_id}
              onChange={(e) => setForm({ ...form, user_id: e.target.value })}
            >
              <MenuItem value="">—</MenuItem>
              {users.data?.results.map((user) => (
                <MenuItem key={user.id} value={String(user.id)}>
                  {user.name}
                </MenuItem>
              ))}
            </TextField>
            <TextField
              select
              size="small"
              sx={{ minWidth: 200 }}
              label={translate('metabase.center')}
              value={form.center_id}
              onChange={(e) => setForm({ ...form, center_id: e.target.value })}
            >
              <MenuItem value="">—</MenuItem>
              {centers.data?.results.map((center) => (
                <MenuItem key={center.id} value={String(center.id)}>
                  {center.name}
                </MenuItem>
              ))}
            </TextField>
            <TextField
              size="small"
              label={translate('metabase.dashboard_id')}
              value={form.dashboard_id}
              onChange={(e) => setForm({ ...form, dashboard_id: e.target.value })}
              inputMode="numeric"
            />
            <Button
              label="ra.action.add"
              disabled={!form.dashboard_id || (!form.user_id && !form.center_id)}
              onClick={() =>
                call('POST', () =>
                  dataProvider.create('metabase-user-access', {
                    data: {
                      user_id: form.user_id ? Number(form.user_id) : null,
                      center_id: form.center_id ? Number(form.center_id) : null,
                      dashboard_id: Number(form.dashboard_id),
                    },
                  }),
                )
              }
            >
              <AddIcon />
            </Button>
          </Stack>
          <Table size="small" sx={{ mt: 2 }}>
            <TableHead>
              <TableRow>
                <TableCell>{translate('metabase.user')}</TableCell>
                <TableCell>{translate('metabase.center')}</TableCell>
                <TableCell>{translate('metabase.dashboard_id')}</TableCell>
                <TableCell />
              </TableRow>
            </TableHead>
            <TableBody>
              {accesses.data?.results.map((access) => (
                <TableRow key={access.id}>
                  <TableCell>{access.user_name ?? '—'}</TableCell>
                  <TableCell>{access.center_name ?? '—'}</TableCell>
                  <TableCell>{access.dashboard_id}</TableCell>
                  <TableCell align="right">
                    <IconButton
                      size="small"
                      aria-label={translate('ra.action.delete')}
                      onClick={() => call('DELETE', () => dataProvider.delete('metabase-user-access', { id: access.id }))}
                    >
                      <DeleteIcon fontSize="small" />
                    </IconButton>
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </CardContent>
      </Card>
      {embeds.data?.dashboards.map((dashboard) => (
        <Card key={dashboard.url}>
          <CardContent>
            <Typography
              variant="subtitle1"
              component="h2"
            >{`${translate('metabase.dashboard_id')} ${dashboard.dashboard_id}${dashboard.center_name ? ` · ${dashboard.center_name}` : ''}`}</Typography>
            <iframe title={`Metabase ${dashboard.dashboard_id}`} src={dashboard.url} style={{ border: 0, width: '100%', height: 600 }} />
          </CardContent>
        </Card>
      ))}
    </Box>
  );
};

export default MetabaseAccessPage;

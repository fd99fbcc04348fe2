import AddIcon from '@mui/icons-material/Add';
import ArrowDownwardIcon from '@mui/icons-material/ArrowDownward';
import ArrowUpwardIcon from '@mui/icons-material/ArrowUpward';
import DeleteIcon from '@mui/icons-material/Delete';
import EditIcon from '@mui/icons-material/Edit';
import {
  Avatar,
  Card,
  CardHeader,
  IconButton,
  List,
  ListItem,
  ListItemAvatar,
  ListItemButton,
  ListItemText,
  Stack,
  Tooltip,
  Typography,
} from '@mui/material';
import { useState, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { Confirm, useDataProvider, useNotify, useTranslate, type RaRecord } from 'react-admin';
import { NamedButton as Button } from '../../common/NamedButton';
import { useReportError } from '../../common/useReportError';
import { isApiError, type AppDataProvider } from '../../dataProvider';
import { useLongOperation } from '../../layout/LongOperation';
import { RegisterRecordDialog } from './RegisterRecordDialog';
import type { RegisterResource } from './registerRecords';
import { moveSibling } from './reorder';

/** A record of a level as the tree or a list gives it: enough to show it and to write it back. */
export interface LevelRecord extends RaRecord {
  id: number;
  name: string;
  order?: number;
}

export interface RegisterLevelProps<T extends LevelRecord> {
  resource: RegisterResource;
  /** The level's records, in the order the API gave them. */
  records: readonly T[];
  /** What every record of the level shares (its parent id); a new record starts with it. */
  parentValues: Record<string, unknown>;
  inputs: ReactNode;
  /** Called after any change, so the page reads the level again. */
  onChanged: () => void;
  /** Where a record's row leads, for levels that have children. */
  linkTo?: (record: T) => string;
  /** A second line under the name (a requirement's legal text, a text's scope). */
  describe?: (record: T) => ReactNode;
}

/** One level of the register: its records with create, edit, delete and reorder, all in dialogs. */
export const RegisterLevel = <T extends LevelRecord>({
  resource,
  records,
  parentValues,
  inputs,
  onChanged,
  linkTo,
  describe,
}: RegisterLevelProps<T>) => {
  const translate = useTranslate();
  const notify = useNotify();
  const reportError = useReportError();
  const runLongOperation = useLongOperation();
  const dataProvider = useDataProvider<AppDataProvider>();
  const [editing, setEditing] = useState<Partial<RaRecord>>();
  const [deleting, setDeleting] = useState<T>();
  // Legal texts are listed by name; every other level is placed by its `order`.
  const ordered = resource !== 'legal-text';
  const title = translate(`resources.${resource}.name`, { smart_count: 2, _: resource });

  const writeOrders = async (index: number, step: -1 | 1) => {
    const changes = moveSibling(records as (T & { order: number })[], index, step);
    try {
      await runLongOperation(
        () =>
          Promise.all(
            changes.map(({ id, order }) => {
              const record = records.find((sibling) => sibling.id === id)!;
              return dataProvider.update(resource, { id, data: { ...record, ...parentValues, order }, previousData: record });
            }),
          ),
        'app.saving',
      );
    } catch (error) {
      await reportError(error as Error);
    }
    onChanged();
  };

  const deleteRecord = async (record: T) => {
    setDeleting(undefined);
    try {
      await runLongOperation(() => dataProvider.delete(resource, { id: record.id, previousData: record }));
      notify('ra.notification.deleted', { type: 'info', messageArgs: { smart_count: 1, _: 'Element deleted' } });
      onChanged();
    } catch (error) {
      // A level with children answers 409 has_children: its detail says what to move or delete first.
      if (isApiError(error) && error.status === 409) notify(error.detail, { type: 'error', messageArgs: { _: error.detail } });
      else await reportError(error as Error);
    }
  };

  const rowActions = (record: T, index: number) => (
    <Stack direction="row" sx={{ alignItems: 'center' }}>
      {ordered && (
        <>
          <Tooltip title={translate('legalRegister.actions.move_up', { _: 'Move up' })}>
            <span>
              <IconButton
                aria-label={translate('legalRegister.actions.move_up_name', { name: record.name, _: 'Move {{name}} up' })}
                disabled={index === 0}
                onClick={() => writeOrders(index, -1)}
              >
                <ArrowUpwardIcon fontSize="small" />
              </IconButton>
            </span>
          </Tooltip>
          <Tooltip title={translate('legalRegister.actions.move_down', { _: 'Move down' })}>
            <span>
              <IconButton
                aria-label={translate('legalRegister.actions.move_down_name', { name: record.name, _: 'Move {{name}} down' })}
                disabled={index === records.length - 1}
                onClick={() => writeOrders(index, 1)}
              >
                <ArrowDownwardIcon fontSize="small" />
              </IconButton>
            </span>
          </Tooltip>
        </>
      )}
      <Tooltip title={translate('ra.action.edit', { _: 'Edit' })}>
        <IconButton
          aria-label={translate('legalRegister.actions.edit_name', { name: record.name, _: 'Edit {{name}}' })}
          onClick={() => setEditing({ ...record, ...parentValues })}
        >
          <EditIcon fontSize="small" />
        </IconButton>
      </Tooltip>
      <Tooltip title={translate('ra.action.delete', { _: 'Delete' })}>
        <IconButton
          aria-label={translate('legalRegister.actions.delete_name', { name: record.name, _: 'Delete {{name}}' })}
          onClick={() => setDeleting(record)}
        >
          <DeleteIcon fontSize="small" />
        </IconButton>
      </Tooltip>
    </Stack>
  );

  // A new record goes last among its siblings.
  const nextOrder = Math.max(0, ...records.map((record) => record.order ?? 0)) + 1;
  return (
    <Card component="section" aria-label={title} sx={{ mt: 2 }}>
      <CardHeader
        title={title}
        slotProps={{ title: { variant: 'h6', component: 'h2' } }}
        action={
          <Button label="ra.action.create" onClick={() => setEditing({ ...parentValues, ...(ordered ? { order: nextOrder } : {}) })}>
            <AddIcon />
          </Button>
        }
      />
      {records.length === 0 ? (
        <Typography variant="body2" color="text.secondary" sx={{ px: 2, pb: 2 }}>
          {translate('legalRegister.empty_level', { _: 'Nothing here yet.' })}
        </Typography>
      ) : (
        <List dense disablePadding>
          {records.map((record, index) => {
            // Numbered by place, not by the stored `order`: imports and defaults leave ties ("1, 1, 2").
            const text = (
              <>
                {ordered && (
                  <ListItemAvatar>
                    <Avatar sx={{ width: 32, height: 32, fontSize: 14, bgcolor: 'action.selected', color: 'text.primary' }}>
                      {index + 1}
                    </Avatar>
                  </ListItemAvatar>
                )}
                <ListItemText primary={record.name} secondary={describe?.(record)} />
              </>
            );
            return (
              <ListItem key={record.id} divider disablePadding secondaryAction={rowActions(record, index)} sx={{ pr: 24 }}>
                {linkTo ? (
                  <ListItemButton component={Link} to={linkTo(record)}>
                    {text}
                  </ListItemButton>
                ) : (
                  <Stack direction="row" sx={{ alignItems: 'center', px: 2, py: 1, width: '100%' }}>
                    {text}
                  </Stack>
                )}
              </ListItem>
            );
          })}
        </List>
      )}
      {editing && (
        <RegisterRecordDialog
          resource={resource}
          record={editing}
          inputs={inputs}
          onClose={() => setEditing(undefined)}
          onSaved={() => {
            setEditing(undefined);
            onChanged();
          }}
        />
      )}
      <Confirm
        isOpen={deleting !== undefined}
        title="legalRegister.delete.title"
        content="legalRegister.delete.content"
        translateOptions={{ name: deleting?.name ?? '' }}
        onConfirm={() => deleting && deleteRecord(deleting)}
        onClose={() => setDeleting(undefined)}
      />
    </Card>
  );
};

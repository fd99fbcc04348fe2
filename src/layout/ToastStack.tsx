import { useCallback, useEffect, useRef, useState } from 'react';
import { Alert, Button, Stack } from '@mui/material';
import { useNotificationContext, useTakeUndoableMutation, useTranslate, type NotificationPayload } from 'react-admin';

interface Toast {
  id: number;
  payload: NotificationPayload;
}

const DEFAULT_DURATION = 4000;
/** Older toasts give way to newer ones: a pile would cover the page's buttons. */
const MAX_SHOWN = 3;

const isUndoable = (toast: Toast) => Boolean(toast.payload.notificationOptions?.undoable);

/** The same words twice (two saves in a row): the newer replaces the older, with a fresh timer, instead of a pile. */
const sameMessage = (a: NotificationPayload, b: NotificationPayload) =>
  a.type === b.type &&
  a.message === b.message &&
  JSON.stringify(a.notificationOptions?.messageArgs ?? null) === JSON.stringify(b.notificationOptions?.messageArgs ?? null);

/** Drops the oldest toasts beyond MAX_SHOWN; an undoable one stays, as its mutation waits for it. */
const withinLimit = (toasts: Toast[]): Toast[] => {
  const kept = [...toasts];
  for (let index = 0; kept.length > MAX_SHOWN && index < kept.length;) {
    if (isUndoable(kept[index]!)) index++;
    else kept.splice(index, 1);
  }
  return kept;
};

/** Toasts stacked at the top centre (issue 14: they never cover row actions; spec §1 had them bottom right), each added and removed by id. Replaces react-admin's one-at-a-time snackbar. */
export const ToastStack = () => {
  const { notifications, takeNotification } = useNotificationContext();
  const takeMutation = useTakeUndoableMutation();
  const [toasts, setToasts] = useState<Toast[]>([]);
  const nextId = useRef(0);
  // takeMutation changes with the mutation queue; a ref keeps `dismiss` (and the toasts' timers) stable.
  const takeMutationRef = useRef(takeMutation);
  takeMutationRef.current = takeMutation;

  useEffect(() => {
    const next = notifications[0];
    if (!next) return;
    // One undoable toast at a time, so undo/commit takes the mutation it belongs to (react-admin queues them).
    if (next.notificationOptions?.undoable && toasts.some(isUndoable)) return;
    const payload = takeNotification();
    if (!payload) return;
    setToasts((shown) =>
      withinLimit([
        ...shown.filter((toast) => isUndoable(toast) || !sameMessage(toast.payload, payload)),
        { id: nextId.current++, payload },
      ]),
    );
  }, [notifications, toasts, takeNotification]);

  const dismiss = useCallback((toast: Toast, isUndo = false) => {
    setToasts((shown) => shown.filter(({ id }) => id !== toast.id));
    if (isUndoable(toast)) takeMutationRef.current()?.({ isUndo });
  }, []);

  return (
    <Stack
      spacing={1}
      // Top centre, over the app bar's title: rows and their buttons are never under a toast. Between the app
      // bar's menu button and user menu on a phone; clicks pass through the gaps between toasts to the page.
      sx={{
        position: 'fixed',
        top: 4,
        left: { xs: 52, sm: '50%' },
        right: { xs: 52, sm: 'auto' },
        transform: { sm: 'translateX(-50%)' },
        width: { sm: 'max-content' },
        maxWidth: { sm: 480 },
        zIndex: (theme) => theme.zIndex.snackbar,
        pointerEvents: 'none',
        '& > *': { pointerEvents: 'auto' },
      }}
    >
      {toasts.map((toast) => (
        <ToastItem key={toast.id} toast={toast} onDismiss={dismiss} />
      ))}
    </Stack>
  );
};

const ToastItem = ({ toast, onDismiss }: { toast: Toast; onDismiss: (toast: Toast, isUndo?: boolean) => void }) => {
  const translate = useTranslate();
  const { message, type, notificationOptions = {} } = toast.payload;
  const { autoHideDuration = DEFAULT_DURATION, messageArgs, undoable } = notificationOptions;

  useEffect(() => {
    if (autoHideDuration === null) return;
    const timer = setTimeout(() => onDismiss(toast), autoHideDuration);
    return () => clearTimeout(timer);
  }, [autoHideDuration, onDismiss, toast]);

  return (
    <Alert
      severity={type}
      variant="filled"
      elevation={6}
      onClose={() => onDismiss(toast)}
      action={
        undoable ? (
          <Button color="inherit" size="small" onClick={() => onDismiss(toast, true)}>
            {translate('ra.action.undo', { _: 'Undo' })}
          </Button>
        ) : undefined
      }
    >
      {typeof message === 'string' ? translate(message, { _: message, ...messageArgs }) : message}
    </Alert>
  );
};

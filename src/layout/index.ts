export { AppLayout } from './AppLayout';
export { LoadingOverlay } from './LoadingOverlay';
export { ToastStack } from './ToastStack';

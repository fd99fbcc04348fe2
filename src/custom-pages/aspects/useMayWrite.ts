import { useCanAccess } from 'react-admin';

const WRITE = { resource: 'environmental-aspects', action: 'edit' };

/** Admins and collaborators write in the module; clients read (spec §6). */
export const useMayWrite = () => useCanAccess(WRITE).canAccess === true;

/** Whether the user's rights are still being asked: pages wait, so their fields do not flip from read-only to editable. */
export const useRightsPending = () => useCanAccess(WRITE).isPending;

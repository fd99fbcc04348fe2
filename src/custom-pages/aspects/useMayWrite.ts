import { useCanAccess } from 'react-admin';

/** Admins and collaborators write in the module; clients read (spec §6). */
export const useMayWrite = () => useCanAccess({ resource: 'environmental-aspects', action: 'edit' }).canAccess === true;

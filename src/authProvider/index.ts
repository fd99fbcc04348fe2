import { apiClient } from '../dataProvider';
import { createAuthProvider } from './authProvider';

export const authProvider = createAuthProvider(apiClient);

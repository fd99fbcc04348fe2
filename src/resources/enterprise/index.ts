import { declare } from '../declare';

/** Administration > Enterprises (spec §2: /enterprise, /new, /{enterpriseId}; admin only). */
export default declare({
  name: 'enterprise',
  history: 'enterprise',
  menu: { group: 'administration', icon: 'Domain' },
  form: { jsonData: ['name', 'userIdList'], files: ['logo'], referenceIds: { userIdList: 'userList' } },
  // Hand-written: the logo, its people and the centers it owns.
  pages: 'hand-written',
});

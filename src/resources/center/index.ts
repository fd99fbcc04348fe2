import { declare } from '../declare';

/** Administration > Centers (spec §2: /center, /new, /{centerId}); collaborators and clients list their own. */
export default declare({
  name: 'center',
  // Everyone sees the centers tenancy gives them; only admins manage centers.
  access: { collaborator: ['list', 'show'], client: ['list', 'show'] },
  history: 'center',
  // Admins reach every center from Administration; the others see theirs under "My centers".
  menu: [
    { group: 'centers', icon: 'Store', label: 'resources.center.my_centers', roles: ['collaborator', 'client'] },
    { group: 'administration', icon: 'Store', roles: ['admin'] },
  ],
  form: {
    jsonData: [
      'name',
      'postal_code',
      'autonomous_community',
      'province',
      'municipality',
      'address',
      'used_language',
      'enterpriseId',
      'consultancyId',
      'userIdList',
    ],
    files: ['logo'],
    referenceIds: { enterpriseId: 'enterprise', consultancyId: 'consultancy', userIdList: 'userList' },
  },
  // Hand-written: the edit page leads to the center's home and its modules.
  pages: 'hand-written',
});

import { declare } from '../declare';

/** Administration > Users (spec §2: /user, /user/new, /user/{userId}; admin only). */
export default declare({
  name: 'user',
  history: 'app_user',
  menu: { group: 'administration', icon: 'People' },
  // Hand-written: the invitation by e-mail, the role and the enterprises and centers a user belongs to.
  pages: 'hand-written',
});

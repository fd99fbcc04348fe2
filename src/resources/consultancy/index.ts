import { declare } from '../declare';

/** Administration > Consultancies (spec §2: /consultancy, /new, /{consultancyId}; admin only). */
export default declare({
  name: 'consultancy',
  history: 'consultancy',
  menu: { group: 'administration', icon: 'Handshake' },
  form: { fields: ['name', 'domain_name', 'require_two_factor'], files: ['logo'] },
  // Hand-written: the logo, the centers it serves and the way to its e-mail settings.
  pages: 'hand-written',
});

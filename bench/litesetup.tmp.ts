import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { unaccent } from '@electric-sql/pglite/contrib/unaccent';
const db = await PGlite.create('/tmp/prof/lite-x/db', { extensions: { pg_trgm, unaccent } });
await db.exec(`alter table legal_requirement add column if not exists area_order int, add column if not exists ambit_order int, add column if not exists subambit_order int;
update legal_requirement r set area_order = a."order", ambit_order = m."order", subambit_order = s."order" from legal_text t join subambit s on s.id = t.subambit_id join legal_ambit m on m.id = s.legal_ambit_id join area a on a.id = m.area_id where t.id = r.legal_text_id; analyze legal_requirement;`);
await db.close();

-- Waste management: the fifteen hazard properties of Regulation (EU) 1357/2014 (annex III of
-- Directive 2008/98/EC) as dangerousness records, named in Spanish and Catalan; the admin adds
-- each pictogram (a file upload) and may rename them. Then the change history of the new tables.
INSERT INTO dangerousness (code, name_spanish, name_catalan) VALUES
  ('HP1', 'HP1 Explosivo', 'HP1 Explosiu'),
  ('HP2', 'HP2 Comburente', 'HP2 Comburent'),
  ('HP3', 'HP3 Inflamable', 'HP3 Inflamable'),
  ('HP4', 'HP4 Irritante (irritación cutánea y lesiones oculares)', 'HP4 Irritant (irritació cutània i lesions oculars)'),
  ('HP5', 'HP5 Toxicidad específica en determinados órganos (STOT) y toxicidad por aspiración', 'HP5 Toxicitat específica en determinats òrgans (STOT) i toxicitat per aspiració'),
  ('HP6', 'HP6 Toxicidad aguda', 'HP6 Toxicitat aguda'),
  ('HP7', 'HP7 Carcinógeno', 'HP7 Carcinogen'),
  ('HP8', 'HP8 Corrosivo', 'HP8 Corrosiu'),
  ('HP9', 'HP9 Infeccioso', 'HP9 Infecciós'),
  ('HP10', 'HP10 Tóxico para la reproducción', 'HP10 Tòxic per a la reproducció'),
  ('HP11', 'HP11 Mutágeno', 'HP11 Mutagen'),
  ('HP12', 'HP12 Liberación de un gas de toxicidad aguda', 'HP12 Alliberament d''un gas de toxicitat aguda'),
  ('HP13', 'HP13 Sensibilizante', 'HP13 Sensibilitzant'),
  ('HP14', 'HP14 Ecotóxico', 'HP14 Ecotòxic'),
  ('HP15', 'HP15 Residuo capaz de presentar una propiedad peligrosa que el residuo original no presentaba directamente', 'HP15 Residu capaç de presentar una propietat perillosa que el residu original no presentava directament');
--> statement-breakpoint
SELECT audit_table('dangerousness', 'id', '');
--> statement-breakpoint
SELECT audit_table('residue', 'id', '');
--> statement-breakpoint
SELECT audit_table('residue_dangerousness', 'residue_id', '');
--> statement-breakpoint
SELECT audit_table('treatment', 'id', '');
--> statement-breakpoint
SELECT audit_table('residue_carrier', 'id', '');
--> statement-breakpoint
SELECT audit_table('residue_carrier_residue', 'carrier_id', '');
--> statement-breakpoint
SELECT audit_table('residue_manager', 'id', '');
--> statement-breakpoint
SELECT audit_table('residue_manager_residue', 'manager_id', '');
--> statement-breakpoint
SELECT audit_table('collection_plan', 'id', 'center_id');
--> statement-breakpoint
SELECT audit_table('residue_collection', 'id', 'center_id');
--> statement-breakpoint
SELECT audit_table('incidence', 'id', 'center_id');

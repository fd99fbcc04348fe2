-- Risks and opportunities, improvement actions: change history for every table people edit
-- (improvement-history/{id} reads improvement_action's), and a starting catalogue in Spanish and Catalan.
SELECT audit_table('risk_opportunity_ambit', 'id', '');
--> statement-breakpoint
SELECT audit_table('risk_category', 'id', '');
--> statement-breakpoint
SELECT audit_table('risk_question', 'id', '');
--> statement-breakpoint
SELECT audit_table('risk_consequence', 'id', '');
--> statement-breakpoint
SELECT audit_table('risk_matrix', 'id', 'center_id');
--> statement-breakpoint
SELECT audit_table('risk_process', 'id', 'center_id');
--> statement-breakpoint
SELECT audit_table('risk_process_question', 'process_id', 'center_id');
--> statement-breakpoint
SELECT audit_table('risk_evaluation_round', 'id', 'center_id');
--> statement-breakpoint
SELECT audit_table('risk_evaluation', 'id', 'center_id');
--> statement-breakpoint
SELECT audit_table('improvement_action', 'id', 'center_id');
--> statement-breakpoint
SELECT audit_table('improvement_attachment', 'action_id', 'center_id');
--> statement-breakpoint
INSERT INTO risk_opportunity_ambit (id, name_spanish, name_catalan) VALUES
  (1, 'Contexto interno', 'Context intern'),
  (2, 'Contexto externo', 'Context extern'),
  (3, 'Partes interesadas', 'Parts interessades'),
  (4, 'Aspectos ambientales', 'Aspectes ambientals'),
  (5, 'Requisitos legales', 'Requisits legals');
--> statement-breakpoint
SELECT setval(pg_get_serial_sequence('risk_opportunity_ambit', 'id'), 5);
--> statement-breakpoint
INSERT INTO risk_category (id, name_spanish, name_catalan) VALUES
  (1, 'Residuos', 'Residus'),
  (2, 'Emisiones a la atmósfera', 'Emissions a l''atmosfera'),
  (3, 'Vertidos y aguas', 'Abocaments i aigües'),
  (4, 'Energía y recursos', 'Energia i recursos'),
  (5, 'Emergencias', 'Emergències'),
  (6, 'Proveedores y compras', 'Proveïdors i compres');
--> statement-breakpoint
SELECT setval(pg_get_serial_sequence('risk_category', 'id'), 6);
--> statement-breakpoint
INSERT INTO risk_question (id, name_spanish, name_catalan, ambit_id, category_id) VALUES
  (1, '¿El proceso genera residuos peligrosos?', 'El procés genera residus perillosos?', 4, 1),
  (2, '¿El proceso almacena productos químicos?', 'El procés emmagatzema productes químics?', 4, 5),
  (3, '¿El proceso consume mucha energía eléctrica o combustibles?', 'El procés consumeix molta energia elèctrica o combustibles?', 1, 4),
  (4, '¿El proceso genera aguas residuales o vertidos?', 'El procés genera aigües residuals o abocaments?', 5, 3),
  (5, '¿El proceso depende de proveedores externos críticos?', 'El procés depèn de proveïdors externs crítics?', 2, 6),
  (6, '¿Los vecinos o la administración pueden presentar quejas?', 'Els veïns o l''administració poden presentar queixes?', 3, 2);
--> statement-breakpoint
SELECT setval(pg_get_serial_sequence('risk_question', 'id'), 6);
--> statement-breakpoint
INSERT INTO risk_consequence (id, name_spanish, name_catalan, question_id, type) VALUES
  (1, 'Gestión incorrecta de residuos peligrosos y sanción', 'Gestió incorrecta de residus perillosos i sanció', 1, 'RISK'),
  (2, 'Reducir residuos sustituyendo materias primas', 'Reduir residus substituint primeres matèries', 1, 'OPPORTUNITY'),
  (3, 'Derrame de productos químicos al suelo', 'Vessament de productes químics al sòl', 2, 'RISK'),
  (4, 'Aumento del coste energético', 'Augment del cost energètic', 3, 'RISK'),
  (5, 'Instalar autoconsumo fotovoltaico', 'Instal·lar autoconsum fotovoltaic', 3, 'OPPORTUNITY'),
  (6, 'Superar los límites de vertido autorizados', 'Superar els límits d''abocament autoritzats', 4, 'RISK'),
  (7, 'Reutilizar el agua de proceso', 'Reutilitzar l''aigua de procés', 4, 'OPPORTUNITY'),
  (8, 'Proveedor sin autorización ambiental vigente', 'Proveïdor sense autorització ambiental vigent', 5, 'RISK'),
  (9, 'Quejas por ruido u olores', 'Queixes per soroll o olors', 6, 'RISK'),
  (10, 'Mejorar la imagen ante el vecindario', 'Millorar la imatge davant el veïnat', 6, 'OPPORTUNITY');
--> statement-breakpoint
SELECT setval(pg_get_serial_sequence('risk_consequence', 'id'), 10);

-- Environmental aspects: change history for every new table, and a starting catalogue in Spanish and Catalan.
SELECT audit_table('vector', 'id', '');
--> statement-breakpoint
SELECT audit_table('aspect', 'id', '');
--> statement-breakpoint
SELECT audit_table('good_practice', 'id', '');
--> statement-breakpoint
SELECT audit_table('good_practice_aspect', 'good_practice_id', '');
--> statement-breakpoint
SELECT audit_table('life_cycle_stage', 'id', 'center_id');
--> statement-breakpoint
SELECT audit_table('zone', 'id', 'center_id');
--> statement-breakpoint
SELECT audit_table('center_aspect', 'id', 'center_id');
--> statement-breakpoint
SELECT audit_table('center_practice', 'id', 'center_id');
--> statement-breakpoint
SELECT audit_table('aspect_center_settings', 'center_id', 'center_id');
--> statement-breakpoint
SELECT audit_table('aspect_evaluation', 'id', 'center_id');
--> statement-breakpoint
SELECT audit_table('evaluated_aspect', 'id', 'center_id');
--> statement-breakpoint
SELECT audit_table('good_practice_evaluation', 'id', 'center_id');
--> statement-breakpoint
SELECT audit_table('evaluated_practice', 'id', 'center_id');
--> statement-breakpoint
INSERT INTO vector (id, name_spanish, name_catalan, "order") VALUES
  (1, 'Atmósfera', 'Atmosfera', 1),
  (2, 'Agua', 'Aigua', 2),
  (3, 'Suelo', 'Sòl', 3),
  (4, 'Residuos', 'Residus', 4),
  (5, 'Ruido y vibraciones', 'Soroll i vibracions', 5),
  (6, 'Recursos naturales', 'Recursos naturals', 6),
  (7, 'Energía', 'Energia', 7);
--> statement-breakpoint
SELECT setval(pg_get_serial_sequence('vector', 'id'), 7);
--> statement-breakpoint
INSERT INTO aspect (id, vector_id, name_spanish, name_catalan, "order") VALUES
  (1, 1, 'Emisiones de gases de combustión', 'Emissions de gasos de combustió', 1),
  (2, 1, 'Emisiones de compuestos orgánicos volátiles', 'Emissions de compostos orgànics volàtils', 2),
  (3, 1, 'Emisión de polvo y partículas', 'Emissió de pols i partícules', 3),
  (4, 1, 'Fugas de gases refrigerantes', 'Fuites de gasos refrigerants', 4),
  (5, 2, 'Vertido de aguas residuales sanitarias', 'Abocament d''aigües residuals sanitàries', 1),
  (6, 2, 'Vertido de aguas residuales de proceso', 'Abocament d''aigües residuals de procés', 2),
  (7, 2, 'Vertido accidental a la red de pluviales', 'Abocament accidental a la xarxa de pluvials', 3),
  (8, 3, 'Derrame de productos químicos', 'Vessament de productes químics', 1),
  (9, 3, 'Fuga de depósitos de combustible', 'Fuita de dipòsits de combustible', 2),
  (10, 4, 'Generación de residuos asimilables a urbanos', 'Generació de residus assimilables a municipals', 1),
  (11, 4, 'Generación de papel y cartón', 'Generació de paper i cartró', 2),
  (12, 4, 'Generación de envases contaminados', 'Generació d''envasos contaminats', 3),
  (13, 4, 'Generación de aceites usados', 'Generació d''olis usats', 4),
  (14, 5, 'Ruido de maquinaria e instalaciones', 'Soroll de maquinària i instal·lacions', 1),
  (15, 5, 'Ruido del tráfico de vehículos', 'Soroll del trànsit de vehicles', 2),
  (16, 6, 'Consumo de agua', 'Consum d''aigua', 1),
  (17, 6, 'Consumo de papel', 'Consum de paper', 2),
  (18, 6, 'Consumo de materias primas', 'Consum de matèries primeres', 3),
  (19, 7, 'Consumo de energía eléctrica', 'Consum d''energia elèctrica', 1),
  (20, 7, 'Consumo de gas natural', 'Consum de gas natural', 2),
  (21, 7, 'Consumo de combustible de vehículos', 'Consum de combustible de vehicles', 3);
--> statement-breakpoint
SELECT setval(pg_get_serial_sequence('aspect', 'id'), 21);
--> statement-breakpoint
INSERT INTO good_practice (id, name_spanish, name_catalan, "order") VALUES
  (1, 'Realizar el mantenimiento periódico de calderas y quemadores', 'Fer el manteniment periòdic de calderes i cremadors', 1),
  (2, 'Revisar anualmente los equipos de climatización por técnico habilitado', 'Revisar anualment els equips de climatització per tècnic habilitat', 2),
  (3, 'Mantener cerrados los envases de disolventes y pinturas', 'Mantenir tancats els envasos de dissolvents i pintures', 3),
  (4, 'Humectar las zonas de acopio de materiales pulverulentos', 'Humitejar les zones d''aplec de materials pulverulents', 4),
  (5, 'No verter productos químicos por los desagües', 'No abocar productes químics pels desguassos', 5),
  (6, 'Disponer de kits de absorción de derrames junto a los productos químicos', 'Disposar de kits d''absorció de vessaments al costat dels productes químics', 6),
  (7, 'Almacenar los productos químicos sobre cubetos de retención', 'Emmagatzemar els productes químics sobre cubetes de retenció', 7),
  (8, 'Separar los residuos en origen en contenedores identificados', 'Separar els residus en origen en contenidors identificats', 8),
  (9, 'Entregar los residuos peligrosos a gestor autorizado', 'Lliurar els residus perillosos a gestor autoritzat', 9),
  (10, 'Imprimir a doble cara y reutilizar el papel', 'Imprimir a doble cara i reutilitzar el paper', 10),
  (11, 'Apagar la maquinaria cuando no se utilice', 'Apagar la maquinària quan no s''utilitzi', 11),
  (12, 'Limitar la velocidad de los vehículos dentro del recinto', 'Limitar la velocitat dels vehicles dins del recinte', 12),
  (13, 'Instalar grifos con reductores de caudal', 'Instal·lar aixetes amb reductors de cabal', 13),
  (14, 'Revisar periódicamente la red de agua para detectar fugas', 'Revisar periòdicament la xarxa d''aigua per detectar fuites', 14),
  (15, 'Apagar luces y equipos al final de la jornada', 'Apagar llums i equips al final de la jornada', 15),
  (16, 'Sustituir la iluminación por tecnología LED', 'Substituir la il·luminació per tecnologia LED', 16),
  (17, 'Ajustar la temperatura de climatización a 21 °C en invierno y 26 °C en verano', 'Ajustar la temperatura de climatització a 21 °C a l''hivern i 26 °C a l''estiu', 17),
  (18, 'Planificar las rutas y practicar la conducción eficiente', 'Planificar les rutes i practicar la conducció eficient', 18);
--> statement-breakpoint
SELECT setval(pg_get_serial_sequence('good_practice', 'id'), 18);
--> statement-breakpoint
INSERT INTO good_practice_aspect (good_practice_id, aspect_id) VALUES
  (1, 1), (1, 20), (2, 4), (3, 2), (4, 3),
  (5, 6), (5, 7), (6, 7), (6, 8), (7, 8), (7, 9),
  (8, 10), (8, 11), (8, 12), (9, 12), (9, 13), (10, 11), (10, 17),
  (11, 14), (11, 19), (12, 15), (12, 21),
  (13, 16), (13, 5), (14, 16), (15, 19), (16, 19), (17, 19), (17, 20), (18, 21), (18, 1);

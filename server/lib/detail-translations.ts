import type { Language } from './language';

/**
 * The server's own messages (`detail`, and field messages) in Spanish and Catalan. Handlers write them in
 * English; the error handler answers them in the request's language from this table (issue 14). A message
 * the table does not know goes out as written.
 */
type Rule = { pattern: RegExp; es: (...groups: string[]) => string; ca: (...groups: string[]) => string };

/** Record names as handlers give them, with their article. */
const NOUNS: Record<string, { es: string; ca: string }> = {
  Action: { es: 'la acción', ca: 'l’acció' },
  Area: { es: 'el área', ca: 'l’àrea' },
  Center: { es: 'el centro', ca: 'el centre' },
  Consultancy: { es: 'la consultora', ca: 'la consultora' },
  'E-mail configuration': { es: 'la configuración de correo', ca: 'la configuració de correu' },
  Enterprise: { es: 'la empresa', ca: 'l’empresa' },
  Evidence: { es: 'la evidencia', ca: 'l’evidència' },
  File: { es: 'el archivo', ca: 'el fitxer' },
  'Legal ambit': { es: 'el ámbito legal', ca: 'l’àmbit legal' },
  'Legal document': { es: 'el documento legal', ca: 'el document legal' },
  'Legal requirement': { es: 'el requisito legal', ca: 'el requisit legal' },
  'Legal scope': { es: 'el alcance legal', ca: 'l’abast legal' },
  'Legal text': { es: 'el texto legal', ca: 'el text legal' },
  'Project ambit': { es: 'el ámbito de proyecto', ca: 'l’àmbit de projecte' },
  Project: { es: 'el proyecto', ca: 'el projecte' },
  Task: { es: 'la tarea', ca: 'la tasca' },
  Dedication: { es: 'la dedicación', ca: 'la dedicació' },
  'Project cost': { es: 'el coste de proyecto', ca: 'el cost de projecte' },
  Resource: { es: 'el registro', ca: 'el registre' },
  Responsibility: { es: 'la responsabilidad', ca: 'la responsabilitat' },
  Subambit: { es: 'el subámbito', ca: 'el subàmbit' },
  User: { es: 'el usuario', ca: 'l’usuari' },
  'Calendar link': { es: 'el enlace de calendario', ca: 'l’enllaç de calendari' },
  // Indicator, pest-control and document modules (issue 13).
  Indicator: { es: 'el indicador', ca: 'l’indicador' },
  Process: { es: 'el proceso', ca: 'el procés' },
  Target: { es: 'el objetivo', ca: 'l’objectiu' },
  Measurement: { es: 'la medición', ca: 'la mesura' },
  Analysis: { es: 'el análisis', ca: 'l’anàlisi' },
  'Pest-control service': { es: 'el servicio de control de plagas', ca: 'el servei de control de plagues' },
  'Enterprise document': { es: 'el documento de empresa', ca: 'el document d’empresa' },
  'Metabase access': { es: 'el acceso a Metabase', ca: 'l’accés a Metabase' },
};

const noun = (language: 'es' | 'ca', name: string) => NOUNS[name]?.[language] ?? name;

/** Project states as the projects module writes them in messages ("in progress"). */
const PROJECT_STATE_WORDS: Record<string, { es: string; ca: string }> = {
  pending: { es: 'pendiente', ca: 'pendent' },
  'in progress': { es: 'en curso', ca: 'en curs' },
  finished: { es: 'finalizado', ca: 'finalitzat' },
  cancelled: { es: 'cancelado', ca: 'cancel·lat' },
};
const stateWord = (language: 'es' | 'ca', word: string) => `«${PROJECT_STATE_WORDS[word]?.[language] ?? word}»`;

const RULES: Rule[] = [
  {
    pattern: /^(.+) not found\.$/,
    es: (what) => `No se ha encontrado ${noun('es', what!)}.`,
    ca: (what) => `No s’ha trobat ${noun('ca', what!)}.`,
  },
  {
    pattern: /^Authentication credentials were not provided\.$/,
    es: () => 'Inicie sesión para continuar.',
    ca: () => 'Inicieu la sessió per continuar.',
  },
  {
    pattern: /^You do not have permission to perform this action\.$/,
    es: () => 'No tiene permiso para hacer esta acción.',
    ca: () => 'No teniu permís per fer aquesta acció.',
  },
  {
    pattern: /^No active account found with the given credentials\.$/,
    es: () => 'El correo electrónico o la contraseña no son correctos.',
    ca: () => 'El correu electrònic o la contrasenya no són correctes.',
  },
  {
    pattern: /^Too many failed sign-in attempts\. Try again in (\d+) seconds\.$/,
    es: (s) => `Demasiados intentos fallidos. Vuelva a intentarlo dentro de ${s} segundos.`,
    ca: (s) => `Massa intents fallits. Torneu-ho a provar d’aquí a ${s} segons.`,
  },
  {
    pattern:
      /^The refresh token is not valid or has expired\.$|^Given token not valid for any token type\.$|^The session of this token has ended\.$/,
    es: () => 'La sesión ha terminado: vuelva a iniciar sesión.',
    ca: () => 'La sessió ha acabat: torneu a iniciar la sessió.',
  },
  {
    pattern: /^The (.+) module is not active for this center\.$/,
    es: () => 'Este módulo no está activado en este centro.',
    ca: () => 'Aquest mòdul no està activat en aquest centre.',
  },
  {
    pattern: /^Clients can read this center but not change it\.$/,
    es: () => 'Como cliente puede consultar este centro, pero no modificarlo.',
    ca: () => 'Com a client podeu consultar aquest centre, però no modificar-lo.',
  },
  {
    pattern: /^This calendar link has been revoked\.$/,
    es: () => 'Este enlace de calendario se ha revocado.',
    ca: () => 'Aquest enllaç de calendari s’ha revocat.',
  },
  {
    pattern: /^This link is not valid or has expired\.$/,
    es: () => 'Este enlace no es válido o ha caducado.',
    ca: () => 'Aquest enllaç no és vàlid o ha caducat.',
  },
  {
    pattern: /^You cannot delete your own account\.$/,
    es: () => 'No puede eliminar su propia cuenta.',
    ca: () => 'No podeu eliminar el vostre propi compte.',
  },
  {
    pattern: /^You cannot remove the admin role from your own account\.$/,
    es: () => 'No puede quitar el rol de administrador a su propia cuenta.',
    ca: () => 'No podeu treure el rol d’administrador al vostre propi compte.',
  },
  {
    pattern: /^A user with the e-mail (.+) already exists\.$/,
    es: (e) => `Ya existe un usuario con el correo ${e}.`,
    ca: (e) => `Ja existeix un usuari amb el correu ${e}.`,
  },
  {
    pattern: /^A user with this e-mail already exists\.$/,
    es: () => 'Ya existe un usuario con este correo.',
    ca: () => 'Ja existeix un usuari amb aquest correu.',
  },
  {
    pattern: /^The record is still referenced by other records: delete or move them first\.$/,
    es: () => 'Otros registros todavía hacen referencia a este: elimínelos o muévalos primero.',
    ca: () => 'Altres registres encara fan referència a aquest: elimineu-los o moveu-los primer.',
  },
  {
    pattern: /^Another request changed the same records at the same time; try again\.$/,
    es: () => 'Otra petición ha modificado los mismos registros a la vez: vuelva a intentarlo.',
    ca: () => 'Una altra petició ha modificat els mateixos registres alhora: torneu-ho a provar.',
  },
  {
    pattern: /^The change conflicts with other records\.$/,
    es: () => 'El cambio entra en conflicto con otros registros.',
    ca: () => 'El canvi entra en conflicte amb altres registres.',
  },
  {
    pattern: /^The evidence still has (\d+) document\(s\) and (\d+) action\(s\): delete them first\.$/,
    es: (d, a) => `La evidencia todavía tiene documentos (${d}) y acciones (${a}): elimínelos primero.`,
    ca: (d, a) => `L’evidència encara té documents (${d}) i accions (${a}): elimineu-los primer.`,
  },
  {
    pattern: /^The database is not reachable right now; try again in a few seconds\.$/,
    es: () => 'La base de datos no responde en este momento: vuelva a intentarlo en unos segundos.',
    ca: () => 'La base de dades no respon en aquest moment: torneu-ho a provar d’aquí a uns segons.',
  },
  {
    pattern: /^Another import is running; try again when it has finished\.$/,
    es: () => 'Ya hay otra importación en curso: vuelva a intentarlo cuando termine.',
    ca: () => 'Ja hi ha una altra importació en curs: torneu-ho a provar quan acabi.',
  },
  {
    pattern: /^Save the e-mail configuration before sending a test\.$/,
    es: () => 'Guarde la configuración de correo antes de enviar una prueba.',
    ca: () => 'Deseu la configuració de correu abans d’enviar una prova.',
  },
  {
    pattern: /^Set up the consultancy's e-mail \(or SMTP_URL\) before sending these warnings\.$/,
    es: () => 'Configure el correo de la consultora (o SMTP_URL) antes de enviar estos avisos.',
    ca: () => 'Configureu el correu de la consultora (o SMTP_URL) abans d’enviar aquests avisos.',
  },
  {
    pattern: /^The upload is larger than the allowed size\.$|^The request body is larger than the allowed size\.$/,
    es: () => 'El archivo supera el tamaño permitido.',
    ca: () => 'El fitxer supera la mida permesa.',
  },
  {
    pattern: /^file: this is not an Excel workbook \(\.xlsx\)\.$/,
    es: () => 'file: no es un libro de Excel (.xlsx).',
    ca: () => 'file: no és un llibre d’Excel (.xlsx).',
  },
  {
    pattern: /^(\w+): this type of file is not accepted\.$/,
    es: (f) => `${f}: no se acepta este tipo de archivo.`,
    ca: (f) => `${f}: no s’accepta aquest tipus de fitxer.`,
  },
  {
    pattern: /^Choose an \.xlsx file to import\.$/,
    es: () => 'Elija un archivo .xlsx para importar.',
    ca: () => 'Trieu un fitxer .xlsx per importar.',
  },
  { pattern: /^No such user\.$/, es: () => 'No existe ese usuario.', ca: () => 'No existeix aquest usuari.' },
  {
    pattern: /^This user cannot see the center: assign them to it first\.$/,
    es: () => 'Este usuario no tiene acceso al centro: asígneselo primero.',
    ca: () => 'Aquest usuari no té accés al centre: assigneu-l’hi primer.',
  },
  {
    pattern: /^This legal requirement does not apply to the center: select it in the module configuration first\.$/,
    es: () => 'Este requisito legal no se aplica al centro: selecciónelo primero en la configuración del módulo.',
    ca: () => 'Aquest requisit legal no s’aplica al centre: seleccioneu-lo primer a la configuració del mòdul.',
  },
  {
    pattern: /^A document cannot move to another evidence\.$/,
    es: () => 'Un documento no puede pasar a otra evidencia.',
    ca: () => 'Un document no pot passar a una altra evidència.',
  },
  {
    pattern: /^An action cannot move to another evidence\.$/,
    es: () => 'Una acción no puede pasar a otra evidencia.',
    ca: () => 'Una acció no pot passar a una altra evidència.',
  },
  {
    pattern: /^Does not match the consultancy in the address\.$/,
    es: () => 'No coincide con la consultora de la dirección.',
    ca: () => 'No coincideix amb la consultora de l’adreça.',
  },
  {
    pattern: /^Choose SSL \(implicit TLS, port 465\) or TLS \(STARTTLS, port 587\), not both\.$/,
    es: () => 'Elija SSL (TLS implícito, puerto 465) o TLS (STARTTLS, puerto 587), no los dos.',
    ca: () => 'Trieu SSL (TLS implícit, port 465) o TLS (STARTTLS, port 587), no tots dos.',
  },
  {
    pattern: /^No record with id (.+)\.$/,
    es: (ids) => `No existe ningún registro con el id ${ids}.`,
    ca: (ids) => `No existeix cap registre amb l’id ${ids}.`,
  },
  { pattern: /^A valid id is required\.$/, es: () => 'Hace falta un id válido.', ca: () => 'Cal un id vàlid.' },
  {
    pattern: /^This field must be valid JSON\.$/,
    es: () => 'Este campo debe ser JSON válido.',
    ca: () => 'Aquest camp ha de ser JSON vàlid.',
  },
  {
    pattern: /^This field must be a JSON object\.$/,
    es: () => 'Este campo debe ser un objeto JSON.',
    ca: () => 'Aquest camp ha de ser un objecte JSON.',
  },
  {
    pattern: /^The request body is not valid JSON\.$/,
    es: () => 'El cuerpo de la petición no es JSON válido.',
    ca: () => 'El cos de la petició no és JSON vàlid.',
  },
  {
    pattern: /^The request body is not valid multipart\/form-data\.$/,
    es: () => 'El cuerpo de la petición no es un formulario multipart/form-data válido.',
    ca: () => 'El cos de la petició no és un formulari multipart/form-data vàlid.',
  },
  {
    pattern: /^A value has the wrong format, is out of range or contains characters the database cannot store\.$/,
    es: () => 'Un valor tiene un formato incorrecto, está fuera de rango o contiene caracteres que la base de datos no puede guardar.',
    ca: () => 'Un valor té un format incorrecte, és fora de rang o conté caràcters que la base de dades no pot desar.',
  },
  { pattern: /^Internal server error\.$/, es: () => 'Error interno del servidor.', ca: () => 'Error intern del servidor.' },
  // Indicator, pest-control and document modules (issue 13).
  {
    pattern: /^A monthly period is written like (.+)\.$/,
    es: (e) => `Un periodo mensual se escribe como ${e}.`,
    ca: (e) => `Un període mensual s’escriu com ${e}.`,
  },
  {
    pattern: /^A quarterly period is written like (.+)\.$/,
    es: (e) => `Un periodo trimestral se escribe como ${e}.`,
    ca: (e) => `Un període trimestral s’escriu com ${e}.`,
  },
  {
    pattern: /^A yearly period is written like (.+)\.$/,
    es: (e) => `Un periodo anual se escribe como ${e}.`,
    ca: (e) => `Un període anual s’escriu com ${e}.`,
  },
  {
    pattern: /^The period has not started yet\.$/,
    es: () => 'El periodo todavía no ha empezado.',
    ca: () => 'El període encara no ha començat.',
  },
  {
    pattern: /^This indicator is computed: its values are not typed\.$/,
    es: () => 'Este indicador se calcula: sus valores no se introducen.',
    ca: () => 'Aquest indicador es calcula: els seus valors no s’introdueixen.',
  },
  {
    pattern: /^Only computed indicators are computed\.$/,
    es: () => 'Solo se calculan los indicadores calculados.',
    ca: () => 'Només es calculen els indicadors calculats.',
  },
  { pattern: /^A number is required\.$/, es: () => 'Hace falta un número.', ca: () => 'Cal un número.' },
  {
    pattern: /^The upper bound must be greater than the lower bound\.$/,
    es: () => 'El máximo debe ser mayor que el mínimo.',
    ca: () => 'El màxim ha de ser més gran que el mínim.',
  },
  {
    pattern: /^This range overlaps range (\d+)\.$/,
    es: (n) => `Este rango se solapa con el rango ${n}.`,
    ca: (n) => `Aquest rang se solapa amb el rang ${n}.`,
  },
  {
    pattern: /^The frequency cannot change once measurements are recorded\.$/,
    es: () => 'La frecuencia no puede cambiar una vez registradas mediciones.',
    ca: () => 'La freqüència no pot canviar un cop registrades mesures.',
  },
  {
    pattern: /^An indicator stays in its center\.$/,
    es: () => 'Un indicador no puede pasar a otro centro.',
    ca: () => 'Un indicador no pot passar a un altre centre.',
  },
  {
    pattern: /^The process still has indicators\.$/,
    es: () => 'El proceso todavía tiene indicadores.',
    ca: () => 'El procés encara té indicadors.',
  },
  {
    pattern: /^A target stays with its indicator\.$/,
    es: () => 'Un objetivo no puede pasar a otro indicador.',
    ca: () => 'Un objectiu no pot passar a un altre indicador.',
  },
  {
    pattern: /^An action stays with its indicator\.$/,
    es: () => 'Una acción no puede pasar a otro indicador.',
    ca: () => 'Una acció no pot passar a un altre indicador.',
  },
  {
    pattern: /^The analysis must be one of this indicator\.$/,
    es: () => 'El análisis debe ser de este indicador.',
    ca: () => 'L’anàlisi ha de ser d’aquest indicador.',
  },
  {
    pattern: /^The next planned date must come after the service date\.$/,
    es: () => 'La próxima fecha prevista debe ser posterior a la fecha del servicio.',
    ca: () => 'La propera data prevista ha de ser posterior a la data del servei.',
  },
  {
    pattern: /^This field is required\.$/,
    es: () => 'Este campo es obligatorio.',
    ca: () => 'Aquest camp és obligatori.',
  },
  {
    pattern: /^This field is required \(or set the provider in the configuration\)\.$/,
    es: () => 'Este campo es obligatorio (o indique el proveedor en la configuración).',
    ca: () => 'Aquest camp és obligatori (o indiqueu el proveïdor a la configuració).',
  },
  {
    pattern: /^Two points cannot share a code\.$/,
    es: () => 'Dos puntos no pueden compartir código.',
    ca: () => 'Dos punts no poden compartir codi.',
  },
  {
    pattern: /^The expiry date cannot come before the effective date\.$/,
    es: () => 'La fecha de caducidad no puede ser anterior a la de entrada en vigor.',
    ca: () => 'La data de caducitat no pot ser anterior a la d’entrada en vigor.',
  },
  {
    pattern: /^A (document|service) cannot move to another center\.$/,
    es: (w) => `${w === 'service' ? 'Un servicio' : 'Un documento'} no puede pasar a otro centro.`,
    ca: (w) => `${w === 'service' ? 'Un servei' : 'Un document'} no pot passar a un altre centre.`,
  },
  { pattern: /^Choose a user or a center\.$/, es: () => 'Elija un usuario o un centro.', ca: () => 'Trieu un usuari o un centre.' },
  {
    pattern: /^This user cannot see this center\.$/,
    es: () => 'Este usuario no tiene acceso a este centro.',
    ca: () => 'Aquest usuari no té accés a aquest centre.',
  },
  // Environmental aspects: the evaluation method.
  {
    pattern: /^The threshold cannot be reached: the highest score is (\d+)\.$/,
    es: (n) => `El umbral no se puede alcanzar: la puntuación más alta es ${n}.`,
    ca: (n) => `El llindar no es pot assolir: la puntuació més alta és ${n}.`,
  },
  {
    pattern: /^The maximum must not be below the minimum\.$/,
    es: () => 'El máximo no puede ser inferior al mínimo.',
    ca: () => 'El màxim no pot ser inferior al mínim.',
  },
  {
    pattern: /^Each criterion needs its own key\.$/,
    es: () => 'Cada criterio necesita su propia clave.',
    ca: () => 'Cada criteri necessita la seva pròpia clau.',
  },
  // Projects (server/modules/projects).
  {
    pattern: /^A new project cannot be "([\w ]+)"\.$/,
    es: (s) => `Un proyecto nuevo no puede estar ${stateWord('es', s!)}.`,
    ca: (s) => `Un projecte nou no pot estar ${stateWord('ca', s!)}.`,
  },
  {
    pattern: /^A project cannot go from "([\w ]+)" to "([\w ]+)"\.$/,
    es: (a, b) => `Un proyecto no puede pasar de ${stateWord('es', a!)} a ${stateWord('es', b!)}.`,
    ca: (a, b) => `Un projecte no pot passar de ${stateWord('ca', a!)} a ${stateWord('ca', b!)}.`,
  },
  {
    pattern: /^Only an admin cancels or reopens a project\.$/,
    es: () => 'Solo un administrador cancela o reabre un proyecto.',
    ca: () => 'Només un administrador cancel·la o reobre un projecte.',
  },
  { pattern: /^There is no such project\.$/, es: () => 'No existe ese proyecto.', ca: () => 'No existeix aquest projecte.' },
  {
    pattern: /^Choose another project than the source\.$/,
    es: () => 'Elija un proyecto distinto del de origen.',
    ca: () => 'Trieu un projecte diferent del d’origen.',
  },
  // Mail (server/lib/mail.ts describeMailError).
  {
    pattern: /^The SMTP server refused the connection: check the host and the port\.$/,
    es: () => 'El servidor SMTP ha rechazado la conexión: revise el servidor y el puerto.',
    ca: () => 'El servidor SMTP ha rebutjat la connexió: reviseu el servidor i el port.',
  },
  {
    pattern: /^The SMTP host name could not be found\.$/,
    es: () => 'No se ha encontrado el nombre del servidor SMTP.',
    ca: () => 'No s’ha trobat el nom del servidor SMTP.',
  },
  {
    pattern: /^The SMTP server did not answer in time\.$/,
    es: () => 'El servidor SMTP no ha respondido a tiempo.',
    ca: () => 'El servidor SMTP no ha respost a temps.',
  },
  {
    pattern: /^The SMTP server refused the user name or password(.*)\.$/,
    es: (r) => `El servidor SMTP ha rechazado el usuario o la contraseña${r}.`,
    ca: (r) => `El servidor SMTP ha rebutjat l’usuari o la contrasenya${r}.`,
  },
  {
    pattern: /^The secure connection failed: check the TLS\/SSL options (.*)\.$/,
    es: (r) => `La conexión segura ha fallado: revise las opciones TLS/SSL ${r}.`,
    ca: (r) => `La connexió segura ha fallat: reviseu les opcions TLS/SSL ${r}.`,
  },
  {
    pattern: /^The SMTP server answered: (.*)$/,
    es: (r) => `Respuesta del servidor SMTP: ${r}`,
    ca: (r) => `Resposta del servidor SMTP: ${r}`,
  },
  // Hosts an admin types, and the secrets kept for them (issue 32).
  {
    pattern: /^This address is on a private or local network, which this server does not connect to \(OUTBOUND_PRIVATE_HOSTS\)\.$/,
    es: () => 'Esta dirección está en una red privada o local, a la que este servidor no se conecta (OUTBOUND_PRIVATE_HOSTS).',
    ca: () => 'Aquesta adreça és en una xarxa privada o local, a la qual aquest servidor no es connecta (OUTBOUND_PRIVATE_HOSTS).',
  },
  {
    pattern: /^Enter the password again: it is only sent to the server it was saved for\.$/,
    es: () => 'Vuelva a introducir la contraseña: solo se envía al servidor para el que se guardó.',
    ca: () => 'Torneu a introduir la contrasenya: només s’envia al servidor per al qual es va desar.',
  },
  {
    pattern: /^Enter the client secret again: it is only sent to the provider it was saved for\.$/,
    es: () => 'Vuelva a introducir el secreto de cliente: solo se envía al proveedor para el que se guardó.',
    ca: () => 'Torneu a introduir el secret de client: només s’envia al proveïdor per al qual es va desar.',
  },
  // Single sign-on (issue 24).
  {
    pattern: /^Your organisation signs in through its own provider, not with a password\.$/,
    es: () => 'Su organización inicia sesión con su propio proveedor, no con contraseña.',
    ca: () => 'La vostra organització inicia la sessió amb el seu propi proveïdor, no amb contrasenya.',
  },
  // Re-authentication and the e-mail change (issue 32).
  {
    pattern: /^Enter your current password to make this change\.$/,
    es: () => 'Escriba su contraseña actual para hacer este cambio.',
    ca: () => 'Escriviu la vostra contrasenya actual per fer aquest canvi.',
  },
  {
    pattern: /^Enter your current password\.$/,
    es: () => 'Escriba su contraseña actual.',
    ca: () => 'Escriviu la vostra contrasenya actual.',
  },
  {
    pattern: /^Enter a code from your authenticator app to make this change\.$/,
    es: () => 'Escriba un código de su aplicación de autenticación para hacer este cambio.',
    ca: () => 'Escriviu un codi de la vostra aplicació d’autenticació per fer aquest canvi.',
  },
  {
    pattern: /^Enter a code from your authenticator app\.$/,
    es: () => 'Escriba un código de su aplicación de autenticación.',
    ca: () => 'Escriviu un codi de la vostra aplicació d’autenticació.',
  },
  {
    pattern: /^This password is among the most commonly used ones: choose another\.$/,
    es: () => 'Esta contraseña es de las más utilizadas: elija otra.',
    ca: () => 'Aquesta contrasenya és de les més utilitzades: trieu-ne una altra.',
  },
  {
    pattern: /^The password cannot be your e-mail address\.$/,
    es: () => 'La contraseña no puede ser su dirección de correo.',
    ca: () => 'La contrasenya no pot ser la vostra adreça de correu.',
  },
  {
    pattern: /^The password is not right\.$/,
    es: () => 'La contraseña no es correcta.',
    ca: () => 'La contrasenya no és correcta.',
  },
  {
    pattern: /^The code is not valid, or it was already used\.$/,
    es: () => 'El código no es válido o ya se ha usado.',
    ca: () => 'El codi no és vàlid o ja s’ha fet servir.',
  },
  {
    pattern: /^Too many failed attempts\. Try again in (\d+) seconds\.$/,
    es: (s) => `Demasiados intentos fallidos. Vuelva a intentarlo dentro de ${s} segundos.`,
    ca: (s) => `Massa intents fallits. Torneu-ho a provar d’aquí a ${s} segons.`,
  },
  {
    pattern: /^Sign in again through your organisation’s provider, then make this change within (\d+) minutes\.$/,
    es: (m) => `Vuelva a iniciar sesión con el proveedor de su organización y haga este cambio en menos de ${m} minutos.`,
    ca: (m) => `Torneu a iniciar la sessió amb el proveïdor de la vostra organització i feu aquest canvi en menys de ${m} minuts.`,
  },
  {
    pattern: /^No mail server is set up to send the confirmation link: ask your administrator\.$/,
    es: () =>
      'No hay ningún servidor de correo configurado para enviar el enlace de confirmación: consulte a quien administra la aplicación.',
    ca: () => 'No hi ha cap servidor de correu configurat per enviar l’enllaç de confirmació: consulteu qui administra l’aplicació.',
  },
  {
    pattern: /^No mail server is set up to send the confirmation link\.$/,
    es: () => 'No hay ningún servidor de correo configurado para enviar el enlace de confirmación.',
    ca: () => 'No hi ha cap servidor de correu configurat per enviar l’enllaç de confirmació.',
  },
  {
    pattern: /^The confirmation e-mail could not be sent: try again later\.$/,
    es: () => 'No se ha podido enviar el correo de confirmación: vuelva a intentarlo más tarde.',
    ca: () => 'No s’ha pogut enviar el correu de confirmació: torneu-ho a provar més tard.',
  },
  {
    pattern: /^This link is not valid or was already used\. Change the e-mail again from your profile\.$/,
    es: () => 'Este enlace no es válido o ya se ha usado. Vuelva a cambiar el correo desde su perfil.',
    ca: () => 'Aquest enllaç no és vàlid o ja s’ha fet servir. Torneu a canviar el correu des del vostre perfil.',
  },
  {
    pattern: /^This link has expired\. Change the e-mail again from your profile\.$/,
    es: () => 'Este enlace ha caducado. Vuelva a cambiar el correo desde su perfil.',
    ca: () => 'Aquest enllaç ha caducat. Torneu a canviar el correu des del vostre perfil.',
  },
  {
    pattern: /^Password sign-in can only be turned off while single sign-on is on\.$/,
    es: () => 'Solo se puede desactivar el acceso con contraseña mientras el inicio de sesión único esté activado.',
    ca: () => 'Només es pot desactivar l’accés amb contrasenya mentre l’inici de sessió únic estigui activat.',
  },
  {
    pattern: /^Enter the client secret the provider gave\.$/,
    es: () => 'Introduzca el secreto de cliente que le ha dado el proveedor.',
    ca: () => 'Introduïu el secret de client que us ha donat el proveïdor.',
  },
  {
    pattern: /^Enter the provider’s address \(https:\/\/…\)\.$/,
    es: () => 'Introduzca la dirección del proveedor (https://…).',
    ca: () => 'Introduïu l’adreça del proveïdor (https://…).',
  },
  {
    pattern: /^The provider’s address must start with https:\/\/\.$/,
    es: () => 'La dirección del proveedor debe empezar por https://.',
    ca: () => 'L’adreça del proveïdor ha de començar per https://.',
  },
  {
    pattern: /^No OpenID Connect provider answered at this address\.$/,
    es: () => 'Ningún proveedor OpenID Connect ha respondido en esta dirección.',
    ca: () => 'Cap proveïdor OpenID Connect no ha respost en aquesta adreça.',
  },
  // The period of the center report and of the audit pack (lib/dates.ts checkPeriod, issue 33).
  {
    pattern: /^The end of the period cannot be before its start\.$/,
    es: () => 'El final del periodo no puede ser anterior a su inicio.',
    ca: () => 'El final del període no pot ser anterior al seu inici.',
  },
  {
    pattern: /^The period can span at most (\d+) years\.$/,
    es: (years) => `El periodo puede abarcar como máximo ${years} años.`,
    ca: (years) => `El període pot abastar com a màxim ${years} anys.`,
  },
  {
    pattern: /^Must be a date written yyyy-MM-dd\.$/,
    es: () => 'Debe ser una fecha escrita aaaa-MM-dd.',
    ca: () => 'Ha de ser una data escrita aaaa-MM-dd.',
  },
  {
    pattern: /^This sign-in link is not valid or has expired\.$/,
    es: () => 'Este inicio de sesión no es válido o ha caducado: vuelva a empezar.',
    ca: () => 'Aquest inici de sessió no és vàlid o ha caducat: torneu a començar.',
  },
];

/** A server message in the request's language; `field: message` keeps the field name and translates the message. */
export function translateDetail(detail: string, language: Language): string {
  if (language === 'en') return detail;
  for (const rule of RULES) {
    const match = rule.pattern.exec(detail);
    if (match) return rule[language](...match.slice(1).map((group) => group ?? ''));
  }
  const field = /^([\w.[\]]+): (.+)$/.exec(detail);
  if (field) {
    const message = translateDetail(field[2]!, language);
    if (message !== field[2]) return `${field[1]}: ${message}`;
  }
  return detail;
}

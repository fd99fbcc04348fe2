// Each operation's operationId and summary, derived from its method and path so that no route has to declare them
// and a generated client's method names stay the same as long as the path does.

/** What the derivation needs to know of an operation and its neighbours in the document. */
export interface NamedOperation {
  method: string;
  /** OpenAPI path, parameters in braces: /api/project/{id}. */
  path: string;
  /** Its 200 answer is a page ({count, results}) or an array. */
  answersList: boolean;
  /** A GET on the same path answers a list (a POST there creates an item of it). */
  pathIsCollection: boolean;
  /** A GET on the same path answers one object (a POST there replaces it). */
  pathIsDocument: boolean;
}

/** Where derivation reads badly or would repeat another operation's name: `METHOD path` -> [operationId, summary]. */
const NAMED: Record<string, readonly [string, string]> = {
  'POST /api/login': ['login', 'Sign in with e-mail and password'],
  'POST /api/token/refresh': ['refreshToken', 'Exchange a refresh token for new tokens'],
  'POST /api/logout': ['logout', 'Sign out (revoke the refresh token)'],
  'GET /api/health': ['getHealth', 'Check that the process and its database answer'],
  'POST /api/consultancy/{id}/email-config/test': ['sendConsultancyTestEmail', "Send a test e-mail with the consultancy's settings"],
  'POST /api/user/{id}/invitation': ['inviteUser', 'Send a user the invitation to choose a password'],
  'POST /api/password/forgot': ['requestPasswordLink', 'Mail a link to choose a new password'],
  'POST /api/profile/two-factor/recovery-codes': ['renewRecoveryCodes', 'Replace the recovery codes of the second factor'],
  'GET /api/password/link/{token}': ['getPasswordLink', 'Read what a password link is for'],
  'POST /api/password/link/{token}': ['setPasswordByLink', 'Choose a password through a link'],
  'GET /api/files/{fileId}': ['downloadFile', 'Download a stored file through its signed link'],
  'GET /api/home': ['getHome', 'Read the figures of the start page'],
  'GET /api/center/{id}/report': ['downloadCenterReport', "Download a center's compliance report (PDF)"],
  'GET /api/history': ['listChanges', 'List the recorded changes of audited records'],
  'GET /api/legal-register/tree': ['getLegalRegisterTree', 'Read the whole legal hierarchy as a tree'],
  'GET /api/legal-register/export': ['exportLegalRegister', 'Download the legal register as a spreadsheet'],
  'POST /api/legal-register/import': ['importLegalRegister', 'Import the legal register from a spreadsheet'],
  'GET /api/legal-requirement-module/{centerId}/config/selected-subambits': [
    'listSelectedSubambits',
    'List the subambits chosen for a center',
  ],
  'GET /api/legal-requirement-module/{centerId}/config/selected-legal-scopes': [
    'listSelectedLegalScopes',
    'List the legal scopes chosen for a center',
  ],
  'GET /api/legal-requirement-module/{centerId}/config/selected-legal-requirements': [
    'listSelectedLegalRequirements',
    'List the legal requirements chosen for a center',
  ],
  'GET /api/legal-requirement-module/{centerId}/subambits/{subambitId}/requirements': [
    'listLegalRequirementModuleSubambitRequirements',
    "List a subambit's requirements that apply to the center",
  ],
  'POST /api/legal-requirement-module/{centerId}/config': [
    'configureLegalRequirementModule',
    "Choose the center's applicable legal requirements",
  ],
  'POST /api/legal-requirement-module/{centerId}/responsibility/{level}': [
    'assignLegalResponsibility',
    'Make users responsible for a level of the legal hierarchy',
  ],
  'GET /api/legal-requirement-module/{centerId}/responsibility/{level}/{levelId}': [
    'listLegalResponsibilities',
    'List who is responsible for a level of the legal hierarchy',
  ],
  'DELETE /api/legal-requirement-module/{centerId}/responsibility/{level}/{levelId}/user/{userId}': [
    'removeLegalResponsibility',
    'Remove a user from the responsible for a level of the legal hierarchy',
  ],
  'POST /api/legal-text/{id}/changes': ['recordLegalChange', 'Record a change of a legal text and create its reviews'],
  'GET /api/legal-text/{id}/changes': ['listLegalTextChanges', "List a legal text's recorded changes"],
  'GET /api/legal-changes': ['listLegalChanges', 'List the changes of the legal register (Novedades)'],
  'GET /api/legal-changes/{id}': ['getLegalChange', 'Read a recorded change of the legal register'],
  'GET /api/legal-changes/{id}/reviews': ['listLegalChangeReviews', "List a change's applicability reviews in the centers"],
  'GET /api/legal-requirement-module/{centerId}/reviews': ['listCenterLegalReviews', "List a center's applicability reviews"],
  'GET /api/legal-change-review/{id}': ['getLegalChangeReview', 'Read an applicability review'],
  'POST /api/legal-change-review/{id}/decision': ['decideLegalChangeReview', 'Decide an applicability review'],
  'GET /api/center/{centerId}/legal-bulletin': ['downloadLegalBulletin', "Download a center's monthly legal bulletin (PDF)"],
  'GET /api/center/{centerId}/legal-bulletin/subscription': [
    'getLegalBulletinSubscription',
    "Read whether the user gets a center's bulletin by e-mail",
  ],
  'PUT /api/center/{centerId}/legal-bulletin/subscription': [
    'setLegalBulletinSubscription',
    "Subscribe to a center's monthly bulletin, or leave it",
  ],
  'GET /api/consultancy/{id}/legal-change-settings': ['getLegalChangeSettings', "Read a consultancy's review days for legal changes"],
  'PUT /api/consultancy/{id}/legal-change-settings': ['setLegalChangeSettings', "Set a consultancy's review days for legal changes"],
  'GET /api/evidence/fulfillment-statistic': ['getEvidenceFulfillmentStatistic', "Count a center's evidences by fulfillment"],
  'GET /api/evidence/about-to-expire': ['listEvidencesAboutToExpire', 'List evidences about to expire'],
  'GET /api/evidence-mail-notification-periodicity/{centerId}': ['getExpiryNoticePeriodicity', 'Read how often expiry notices are mailed'],
  'POST /api/evidence-mail-notification-periodicity': ['setExpiryNoticePeriodicity', 'Set how often expiry notices are mailed'],
  'POST /api/aspect-evaluations/{id}/closure': ['closeAspectEvaluation', 'Close an aspect evaluation'],
  'POST /api/aspect-evaluations/{id}/reopening': ['reopenAspectEvaluation', 'Reopen an aspect evaluation'],
  'GET /api/aspect-evaluations/{id}/last-evaluated-aspects-from-same-center-aspect/{centerAspectId}': [
    'listPreviousEvaluatedAspects',
    "List a center aspect's evaluated aspects of the last evaluation",
  ],
  'GET /api/aspect-evaluations/{id}/inventory': ['getAspectEvaluationInventory', "Read an aspect evaluation's inventory"],
  'POST /api/good-practice-evaluations/{id}/open': ['reopenGoodPracticeEvaluation', 'Reopen a good practice evaluation'],
  'POST /api/good-practice-evaluations/{id}/zones/{zoneId}/vectors/{vectorId}/evaluated-practice-verification': [
    'verifyEvaluatedPractices',
    "Record the verification of a vector's practices in a zone",
  ],
  'POST /api/good-practice-fulfillment-on-zone-and-aspect-of-last-evaluation-before-date': [
    'getLastGoodPracticeFulfillment',
    "Read a practice's last fulfillment on a zone and aspect before a date",
  ],
  'GET /api/center/{id}/audit-pack': [
    'downloadAuditPack',
    "Download a center's audit pack for a period: report, evidence list and current documents in one ZIP",
  ],
  'GET /api/center/{centerId}/aspect-evaluations/next-evaluation-date': [
    'getNextAspectEvaluationDate',
    "Read when a center's next aspect evaluation is due",
  ],
  'GET /api/center/{centerId}/good-practice-evaluations/next-evaluation-date': [
    'getNextGoodPracticeEvaluationDate',
    "Read when a center's next good practice evaluation is due",
  ],
  'GET /api/good-practice-evaluations/{id}/guide': ['downloadGoodPracticeGuide', 'Download the good practice guide (Word)'],
  'POST /api/improvement-action/{id}/attachment': ['attachImprovementActionFile', 'Attach a file to an improvement action'],
  'GET /api/residue-module/legal-clock': ['listLegalClocks', "List the legal storage clock of every visible center's waste"],
  'GET /api/residue-module/{centerId}/legal-clock': ['getCenterLegalClock', "Read the legal storage clock of a center's waste"],
  'GET /api/residue-module/{centerId}/reports/next-collections': ['listNextWasteCollections', "List a center's next waste collections"],
  'GET /api/residue-module/{centerId}/reports/expired-documents': ['listExpiredWasteDocuments', "List a center's expired waste documents"],
  'GET /api/residue-module/{centerId}/chronological-record': ['downloadChronologicalRecord', 'Download the chronological record of waste'],
  'DELETE /api/dangerousness/{id}/pictogram': ['deleteDangerousnessPictogram', "Remove a dangerousness's pictogram"],
  'GET /api/project/worked-hours-by-user-resume': ['getWorkedHoursByUser', 'Summarise the hours a user worked'],
  'GET /api/project/worked-hours-by-all-users': ['getWorkedHoursByAllUsers', 'Summarise the hours every user worked'],
  'GET /api/project/yearly-financial-summary': ['getYearlyFinancialSummary', 'Summarise the finances of a year'],
  'GET /api/project/working-time-register': ['downloadWorkingTimeRegister', 'Download the working-time register'],
  'POST /api/project/exceeded-hours-email': ['mailExceededHours', 'Mail the projects past their expected hours'],
  'POST /api/project/{id}/duplicated': ['duplicateProject', 'Duplicate a project'],
  'POST /api/project/tasks-from-project-to-project': ['copyAllTasksToProject', 'Copy every task of a project into another'],
  'POST /api/project/tasks-from-project-to-another-project': ['copyTasksToProject', 'Copy chosen tasks into another project'],
  'POST /api/project/add-collaborators-observations': ['addCollaboratorObservations', "Add collaborators' observations to projects"],
  'GET /api/project/{projectId}/dedications': ['downloadProjectDedications', "Download a project's dedicated hours"],
  'GET /api/task/undone': ['downloadUndoneTasks', 'Download every task not done'],
  'POST /api/task/users-assigned-to-all-tasks-of-project': ['assignUsersToAllTasks', 'Assign users to every task of a project'],
  'POST /api/indicator/{id}/compute': ['computeIndicator', 'Compute a computed indicator from its sources now'],
  'GET /api/indicator-module/{centerId}/missing': ['listMissingMeasurements', 'List the measurements a center still lacks'],
  'GET /api/metabase/embed': ['getMetabaseEmbedding', 'List the dashboards the user may see, with their signed addresses'],
};

const VERBS: Record<string, string> = { get: 'get', post: 'create', put: 'update', patch: 'update', delete: 'delete' };

const camel = (segment: string) => segment.replace(/-(.)/g, (_match, letter: string) => letter.toUpperCase());
const capital = (word: string) => word.charAt(0).toUpperCase() + word.slice(1);
const isParameter = (segment: string) => segment.startsWith('{');

/** collection-plans -> collection-plan, processes -> process, entries -> entry; names in -ss, -us, -is stay. */
function singular(segment: string): string {
  if (/sses$/.test(segment)) return segment.slice(0, -2);
  if (/ies$/.test(segment)) return `${segment.slice(0, -3)}y`;
  if (/(ss|us|is)$/.test(segment) || !segment.endsWith('s')) return segment;
  return segment.slice(0, -1);
}

/** project -> projects, process -> processes, entry -> entries, analysis -> analyses; plurals stay. */
function plural(segment: string): string {
  if (/(ss|x|ch|sh)$/.test(segment)) return `${segment}es`;
  if (/is$/.test(segment)) return `${segment.slice(0, -2)}es`;
  if (/[^aeiou]y$/.test(segment)) return `${segment.slice(0, -1)}ies`;
  return segment.endsWith('s') ? segment : `${segment}s`;
}

/** The path's fixed segments in the words an operation names: a segment followed by an id names one item. */
function nounsOf(path: string): string[] {
  const segments = path.split('/').slice(2);
  return segments.flatMap((segment, index) => {
    if (isParameter(segment)) return [];
    return [isParameter(segments[index + 1] ?? '') ? singular(segment) : segment];
  });
}

function derive(operation: NamedOperation): { verb: string; nouns: string[] } {
  const method = operation.method.toLowerCase();
  const nouns = nounsOf(operation.path);
  const last = nouns.length - 1;
  const withLast = (word: string) => [...nouns.slice(0, last), word];
  const itemPath = isParameter(operation.path.split('/').at(-1) ?? '');
  if (method === 'get' && !itemPath && operation.answersList) return { verb: 'list', nouns: withLast(plural(nouns[last]!)) };
  if (method === 'post' && operation.pathIsDocument) return { verb: 'set', nouns };
  if (method === 'post' && operation.pathIsCollection) return { verb: 'create', nouns: withLast(singular(nouns[last]!)) };
  return { verb: VERBS[method] ?? method, nouns };
}

/** A stable camelCase operationId and an English summary for an operation. */
export function operationNames(operation: NamedOperation): { operationId: string; summary: string } {
  const named = NAMED[`${operation.method.toUpperCase()} ${operation.path}`];
  if (named) return { operationId: named[0], summary: named[1] };
  const { verb, nouns } = derive(operation);
  const words = nouns.map((noun) => noun.replace(/-/g, ' '));
  return { operationId: verb + nouns.map((noun) => capital(camel(noun))).join(''), summary: `${capital(verb)} ${words.join(' ')}` };
}

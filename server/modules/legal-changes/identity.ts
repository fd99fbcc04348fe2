import { Type } from 'typebox';
import { BULLETINS, LEGAL_TEXT_STATES, officialReferenceProblem, type Bulletin } from '../../../contract/legal-changes';
import type { legalTexts } from '../../db/schema';
import { OptionalText, textOrNull } from '../../lib/fields';
import { invalidFields } from '../../lib/errors';
import type { MessageKey } from '../../lib/messages';
import { Nullable, NullableDate, NullableText } from '../../lib/wire';

// A legal text's identity (issue 36): its bulletin reference, dates, state and addresses, beside the spec's fields.

const OptionalDay = () => Type.Optional(Nullable(Type.String({ format: 'date', description: 'yyyy-MM-dd' })));
const OptionalUrl = () => Type.Optional(Nullable(Type.String({ maxLength: 1000 })));

/** The identity fields a text's POST and PUT accept: omitted keeps what is stored, null clears it. */
export const identityWrite = {
  bulletin: Type.Optional(Nullable(Type.String({ enum: [...BULLETINS] }))),
  official_reference: OptionalText(100),
  eli_url: OptionalUrl(),
  publication_date: OptionalDay(),
  effective_date: OptionalDay(),
  state: Type.Optional(Type.Union(LEGAL_TEXT_STATES.map((state) => Type.Literal(state)))),
  state_date: OptionalDay(),
  changed_by_text: OptionalText(500),
  consolidated_url: OptionalUrl(),
};

/** The identity fields every text answer carries (null when unknown). */
export const identityFields = {
  bulletin: NullableText(),
  official_reference: NullableText(),
  eli_url: NullableText(),
  publication_date: NullableDate(),
  effective_date: NullableDate(),
  state: Type.String(),
  state_date: NullableDate(),
  changed_by_text: NullableText(),
  consolidated_url: NullableText(),
};

export interface IdentityInput {
  bulletin?: string | null;
  official_reference?: string | null;
  eli_url?: string | null;
  publication_date?: string | null;
  effective_date?: string | null;
  state?: string;
  state_date?: string | null;
  changed_by_text?: string | null;
  consolidated_url?: string | null;
}

type TextRow = typeof legalTexts.$inferSelect;

/** The stored identity as the wire names it. */
export const identityOf = (row: TextRow) => ({
  bulletin: row.bulletin,
  official_reference: row.officialReference,
  eli_url: row.eliUrl,
  publication_date: row.publicationDate,
  effective_date: row.effectiveDate,
  state: row.state,
  state_date: row.stateDate,
  changed_by_text: row.changedByText,
  consolidated_url: row.consolidatedUrl,
});

/** On update, the fields the body left out take the stored values, so the checks see the text as it will be. */
export function keepStoredIdentity(input: IdentityInput, stored: TextRow) {
  const current = identityOf(stored) as Record<string, unknown>;
  for (const key of Object.keys(identityWrite) as (keyof IdentityInput)[]) {
    if (input[key] === undefined) (input as Record<string, unknown>)[key] = current[key];
  }
}

const httpsAddress = (value: string) => {
  try {
    return new URL(value).protocol === 'https:';
  } catch {
    return false;
  }
};

/** What breaks the rules, by field: the reference in its bulletin's form, https addresses, dates in order. */
export function identityProblems(input: IdentityInput): Record<string, MessageKey> {
  const problems: Record<string, MessageKey> = {};
  if (input.bulletin && !(BULLETINS as readonly string[]).includes(input.bulletin)) problems.bulletin = 'legalChanges.unknownBulletin';
  if (input.state && !(LEGAL_TEXT_STATES as readonly string[]).includes(input.state)) problems.state = 'legalChanges.unknownState';
  const reference = textOrNull(input.official_reference);
  if (reference && !input.bulletin) problems.bulletin = 'legalChanges.bulletinRequired';
  if (reference && input.bulletin && !problems.bulletin) {
    const problem = officialReferenceProblem(input.bulletin as Bulletin, reference, input.publication_date);
    if (problem) problems.official_reference = problem === 'year' ? 'legalChanges.referenceYear' : 'legalChanges.referenceForm';
  }
  const eli = textOrNull(input.eli_url);
  if (eli && !(httpsAddress(eli) && new URL(eli).pathname.includes('/eli/'))) problems.eli_url = 'legalChanges.eliUrl';
  const consolidated = textOrNull(input.consolidated_url);
  if (consolidated && !httpsAddress(consolidated)) problems.consolidated_url = 'legalChanges.httpsUrl';
  if (input.publication_date && input.effective_date && input.effective_date < input.publication_date)
    problems.effective_date = 'legalChanges.effectiveBeforePublication';
  const repealed = input.state !== undefined && input.state !== 'IN_FORCE';
  if (repealed && !input.state_date) problems.state_date = 'legalChanges.stateDateRequired';
  const floor = input.effective_date ?? input.publication_date;
  if (input.state_date && floor && input.state_date < floor) problems.state_date = 'legalChanges.stateDateBeforeEffective';
  return problems;
}

/** 400 naming each field whose value breaks the rules. */
export function checkIdentity(input: IdentityInput) {
  const problems = identityProblems(input);
  if (Object.keys(problems).length) throw invalidFields(problems);
}

/** The columns an identity body writes (left-out fields stay out of the update). */
export const identityValues = (input: IdentityInput) => ({
  bulletin: input.bulletin,
  officialReference: input.official_reference === undefined ? undefined : textOrNull(input.official_reference),
  eliUrl: input.eli_url === undefined ? undefined : textOrNull(input.eli_url),
  publicationDate: input.publication_date,
  effectiveDate: input.effective_date,
  state: input.state,
  stateDate: input.state_date,
  changedByText: input.changed_by_text === undefined ? undefined : textOrNull(input.changed_by_text),
  consolidatedUrl: input.consolidated_url === undefined ? undefined : textOrNull(input.consolidated_url),
});

import type { PaginationPayload, SortPayload } from 'react-admin';
import { toApiDate } from '../common/dates';

type FilterValues = Record<string, unknown>;

// react-admin's search box writes `q`; the API calls it `searchText`.
const SEARCH_FILTERS = new Set(['q', 'searchText']);

const toQueryValue = (value: unknown): string | undefined => {
  if (value === null || value === undefined) return undefined;
  if (value instanceof Date) return toApiDate(value);
  if (Array.isArray(value)) return value.length ? value.map(String).join(',') : undefined;
  const text = String(value);
  return text === '' ? undefined : text;
};

/** Filters as query parameters; spec §5: blank search text is trimmed and dropped. */
const filterQuery = (filter: FilterValues = {}): URLSearchParams => {
  const query = new URLSearchParams();
  for (const [name, value] of Object.entries(filter)) {
    if (SEARCH_FILTERS.has(name)) {
      const searchText = typeof value === 'string' ? value.trim() : '';
      if (searchText) query.set('searchText', searchText);
      continue;
    }
    const queryValue = toQueryValue(value);
    if (queryValue !== undefined) query.set(name, queryValue);
  }
  return query;
};

/** `ordering` is the field name, `-` prefixed for descending order. */
const orderingOf = (sort?: SortPayload): string | undefined =>
  sort?.field ? `${sort.order === 'DESC' ? '-' : ''}${sort.field}` : undefined;

export const listQuery = (params: { pagination?: PaginationPayload; sort?: SortPayload; filter?: FilterValues }): URLSearchParams => {
  const query = filterQuery(params.filter);
  if (params.pagination) {
    query.set('page', String(params.pagination.page));
    query.set('pageSize', String(params.pagination.perPage));
  }
  const ordering = orderingOf(params.sort);
  if (ordering) query.set('ordering', ordering);
  return query;
};

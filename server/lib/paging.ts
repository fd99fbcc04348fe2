import { asc, desc, or, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { Type, type Static } from 'typebox';
import { DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE, type Page } from '../../contract/paging';
import { badRequest } from './errors';
import { containsPattern, matches } from './search';

/** Query parameters every list accepts; modules add their own filters beside them. */
export const listQueryFields = {
  page: Type.Optional(Type.Integer({ minimum: 1, description: '1-based page number' })),
  pageSize: Type.Optional(Type.Integer({ minimum: 1, maximum: MAX_PAGE_SIZE })),
  searchText: Type.Optional(Type.String({ maxLength: 200 })),
  ordering: Type.Optional(Type.String({ maxLength: 100, description: 'field name, "-" prefix for descending' })),
  format: Type.Optional(Type.Literal('xlsx', { description: 'xlsx answers the whole filtered list as a spreadsheet' })),
};
export const ListQuery = Type.Object(listQueryFields);
export type ListQuery = Static<typeof ListQuery>;

/** Trimmed search text, or undefined when empty or blank (spec §5). */
export const searchTextOf = (text: string | undefined): string | undefined => text?.trim() || undefined;

/** "Contains" over the given columns, ignoring case and accents (served by trigram indexes). */
export function searchCondition(text: string | undefined, columns: AnyColumn[]): SQL | undefined {
  const trimmed = searchTextOf(text);
  if (!trimmed || columns.length === 0) return undefined;
  const pattern = containsPattern(trimmed);
  return or(...columns.map((column) => matches(column, pattern)));
}

/**
 * ORDER BY for `ordering` ("name", "-email", "role,-id"), restricted to the allowed keys,
 * always ending with the id so pages are stable.
 */
export function orderBy(ordering: string | undefined, allowed: Record<string, AnyColumn | SQL>, fallback: string, id: AnyColumn): SQL[] {
  const keys = (ordering?.trim() || fallback)
    .split(',')
    .map((key) => key.trim())
    .filter(Boolean);
  const clauses = keys.map((key) => {
    const descending = key.startsWith('-');
    const column = allowed[descending ? key.slice(1) : key];
    if (!column) throw badRequest('ordering', 'common.unknownOrdering', { key, allowed: Object.keys(allowed).join(', ') });
    return descending ? desc(column) : asc(column);
  });
  return [...clauses, asc(id)];
}

export interface PageWindow {
  page: number;
  pageSize: number;
  offset: number;
}

export function pageWindow(query: { page?: number; pageSize?: number }): PageWindow {
  const page = query.page ?? 1;
  const pageSize = query.pageSize ?? DEFAULT_PAGE_SIZE;
  return { page, pageSize, offset: (page - 1) * pageSize };
}

function pageUrl(request: FastifyRequest, page: number): string {
  const url = new URL(request.url, `${request.protocol}://${request.host}`);
  url.searchParams.set('page', String(page));
  return url.toString();
}

/** The DRF page around a total and the rows of one window. */
export function shapePage<T>(request: FastifyRequest, window: PageWindow, total: number, results: T[]): Page<T> {
  const lastPage = Math.max(1, Math.ceil(total / window.pageSize));
  return {
    count: total,
    next: window.page < lastPage ? pageUrl(request, window.page + 1) : null,
    previous: window.page > 1 ? pageUrl(request, Math.min(window.page - 1, lastPage)) : null,
    results,
  };
}

/** Selected beside a page's columns: how many rows the filters match, counted by the same statement. */
export const windowCount = sql<number>`count(*) over ()`.mapWith(Number);

/**
 * The fast page: one statement answers the rows and their total (each row carries `windowCount`);
 * the separate count runs only for an empty page beyond the first, where no row carries the total.
 */
export async function paginateCounted<R extends { total: number }, T>(
  request: FastifyRequest,
  window: PageWindow,
  page: (limit: number, offset: number) => Promise<R[]>,
  present: (rows: R[]) => T[] | Promise<T[]>,
  countWhenEmpty: () => Promise<number>,
): Promise<Page<T>> {
  const rows = await page(window.pageSize, window.offset);
  const count = rows.length > 0 ? rows[0]!.total : window.offset === 0 ? 0 : await countWhenEmpty();
  return shapePage(request, window, count, await present(rows));
}

/**
 * Reads a whole filtered table in id order, a batch at a time, so exports use constant memory.
 * `shape` turns each batch of rows into what is yielded (the cursor keeps reading the rows' ids).
 */
export async function* inBatches<T extends { id: number }, R = T>(
  fetch: (afterId: number, limit: number) => Promise<T[]>,
  shape: (rows: T[]) => R[] | Promise<R[]> = (rows) => rows as unknown as R[],
  size = 1000,
): AsyncGenerator<R[]> {
  let afterId = 0;
  for (;;) {
    const batch = await fetch(afterId, size);
    if (batch.length === 0) return;
    yield await shape(batch);
    if (batch.length < size) return;
    afterId = batch[batch.length - 1]!.id;
  }
}

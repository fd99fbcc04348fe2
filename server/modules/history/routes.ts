import type { RegisterModule } from '../../lib/api';
import { pageWindow, paginateCounted } from '../../lib/paging';
import { answers, PageOf } from '../../lib/wire';
import { currentUser } from '../../plugins/auth';
import { countHistory, historyPage, presentChanges, visibleHistory } from './queries';
import { Change, HistoryQuery } from './schemas';

export const historyRoutes: RegisterModule = (app, { db }) => {
  // Filters by the stored center itself, so a deleted record's history keeps its tenancy.
  app.get(
    '/api/history',
    {
      config: { access: 'authenticated', tenancy: 'visible-centers' },
      schema: { tags: ['History'], querystring: HistoryQuery, response: answers(PageOf(Change)) },
    },
    async (request) => {
      const where = visibleHistory(currentUser(request), request.query.table, request.query.id);
      return paginateCounted(
        request,
        pageWindow(request.query),
        historyPage(db, where),
        (rows) => presentChanges(db, request.language, rows),
        () => countHistory(db, where),
      );
    },
  );
};

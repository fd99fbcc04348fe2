import type { Logger } from 'drizzle-orm';
import { requestContext } from './request-context';

export const countingLogger: Logger = {
  logQuery() {
    const context = requestContext.getStore();
    if (context) context.statements++;
  },
};

import { Type } from 'typebox';
import type { RegisterModule } from '../../lib/api';
import { notFound, permissionDenied } from '../../lib/errors';

export const fileRoutes: RegisterModule = (app, { files }) => {
  // The signature is the authorisation: links are handed out only inside authorised answers and expire.
  app.get('/api/files/:fileId', {
    config: { access: 'public' },
    schema: {
      tags: ['Files'],
      params: Type.Object({ fileId: Type.String({ format: 'uuid' }) }),
      querystring: Type.Object({ expires: Type.Integer(), signature: Type.String({ maxLength: 100 }) }),
    },
  }, async (request, reply) => {
    const { fileId } = request.params;
    if (!files.verify(fileId, request.query.expires, request.query.signature)) throw permissionDenied('This link is not valid or has expired.');
    const opened = await files.open(fileId);
    if (!opened) throw notFound('File');
    const name = encodeURIComponent(opened.file.originalName);
    return reply
      .header('content-type', opened.file.contentType)
      .header('content-length', opened.file.size)
      .header('content-disposition', `inline; filename*=UTF-8''${name}`)
      .header('cache-control', 'private, max-age=3600')
      .header('x-content-type-options', 'nosniff')
      .send(opened.stream());
  });
};

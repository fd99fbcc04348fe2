import { Type } from 'typebox';
import type { RegisterModule } from '../../lib/api';
import { AppError, notFound, permissionDenied } from '../../lib/errors';
import { downloadNameFor } from '../../lib/file-types';
import type { ByteRange } from '../../lib/storage';

/**
 * The one range of a `Range: bytes=` header, clipped to the file; undefined means "send it all"
 * (no header, several ranges or a form we do not serve), false means it lies outside the file.
 */
export function byteRange(header: string | undefined, size: number): ByteRange | undefined | false {
  const match = header?.match(/^bytes=(\d*)-(\d*)$/);
  if (!match || (!match[1] && !match[2])) return undefined;
  const [start, end] = match[1]
    ? [Number(match[1]), match[2] ? Math.min(Number(match[2]), size - 1) : size - 1]
    : [Math.max(size - Number(match[2]), 0), size - 1];
  return start <= end && start < size ? { start, end } : false;
}

export const fileRoutes: RegisterModule = (app, { files }) => {
  // The signature is the authorisation: links are handed out only inside authorised answers and expire.
  app.get(
    '/api/files/:fileId',
    {
      config: { access: 'public' },
      schema: {
        tags: ['Files'],
        params: Type.Object({ fileId: Type.String({ format: 'uuid' }) }),
        querystring: Type.Object({ expires: Type.Integer(), signature: Type.String({ maxLength: 100 }) }),
      },
    },
    async (request, reply) => {
      const { fileId } = request.params;
      if (!files.verify(fileId, request.query.expires, request.query.signature)) throw permissionDenied('files.linkNotValid');
      const opened = await files.open(fileId);
      if (!opened) throw notFound('file');
      const { size } = opened.file;
      const range = byteRange(request.headers.range, size);
      if (range === false) {
        reply.header('content-range', `bytes */${size}`);
        throw new AppError(416, 'range_not_satisfiable', 'files.rangeOutside');
      }
      // Saved under an extension of the detected type: "factura.hta" that is a PDF is saved as "factura.pdf".
      const name = encodeURIComponent(downloadNameFor(opened.file.originalName, opened.file.contentType));
      reply
        .header('content-type', opened.file.contentType)
        .header('accept-ranges', 'bytes')
        .header('content-disposition', `inline; filename*=UTF-8''${name}`)
        .header('cache-control', 'private, max-age=3600')
        .header('x-content-type-options', 'nosniff');
      if (range) {
        return reply
          .status(206)
          .header('content-range', `bytes ${range.start}-${range.end}/${size}`)
          .header('content-length', range.end - range.start + 1)
          .send(opened.stream(range));
      }
      return reply.header('content-length', size).send(opened.stream());
    },
  );
};

import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import multipart from '@fastify/multipart';
import type { FileService, Upload } from '../lib/files';
import { nulIssues } from '../lib/text-input';
import { InvalidInput } from '../lib/validation-messages';

declare module 'fastify' {
  interface FastifyRequest {
    /** True while the multipart body is read: a failure then is the body's fault (the error handler answers 400). */
    readingBody: boolean;
    /** Files this request streamed into the storage; those no write claimed are removed before the answer. */
    uploads: Upload[] | null;
  }
}

/** How the API reads what clients send: JSON or multipart bodies, refused at the edge when they hold what no route may store. */
export default fp(
  async function input(app: FastifyInstance, options: { uploadMaxBytes: number; files: FileService }) {
    app.decorateRequest('readingBody', false);
    app.decorateRequest('uploads', null);
    // Hooks run in registration order: this one, then multipart's reading of the body, then the check below.
    app.addHook('preValidation', (request, _reply, done) => {
      request.readingBody = true;
      done();
    });
    await app.register(multipart, {
      attachFieldsToBody: 'keyValues',
      limits: { fileSize: options.uploadMaxBytes, files: 10, fields: 200, parts: 210 },
      // Files stream into the storage and become {kind:'upload'} values of the body, so one schema validates JSON and multipart alike.
      async onFile(part) {
        const upload = await options.files.receive(part.fieldname, part.filename, part.file);
        if (!upload) return;
        (this.uploads ??= []).push(upload);
        (part as unknown as { value: Upload }).value = upload;
      },
    });
    app.addHook('onSend', (request, _reply, payload, done) => {
      const uploads = request.uploads;
      if (!uploads) return done(null, payload);
      request.uploads = null;
      // A failed removal is not the client's problem: the file sweep takes those bytes later.
      options.files
        .release(uploads)
        .catch((error: unknown) => request.log.warn({ err: error }, 'could not remove unused uploads'))
        .finally(() => done(null, payload));
    });
    // Before validation and before any query: PostgreSQL text cannot hold U+0000 (it would answer 22021).
    app.addHook('preValidation', (request, _reply, done) => {
      request.readingBody = false;
      const issues = [...nulIssues(request.params), ...nulIssues(request.query), ...nulIssues(request.body)];
      done(issues.length ? new InvalidInput(issues) : undefined);
    });
  },
  { name: 'input' },
);

import AjvCompiler from '@fastify/ajv-compiler';
import SerializerCompiler from '@fastify/fast-json-stringify-compiler';
import type { FastifyServerOptions } from 'fastify';

// Fastify compiles every route's validator and serializer when the route is added: about 700 schemas, a
// second of the start-up. Each is compiled instead on the first request that needs it, with the same
// compilers and options, so a process answers sooner and never pays for routes nobody calls.

type Validate = ((data: unknown) => boolean) & { errors?: unknown };
type Compile<R, F> = (route: R) => F;

function lazily<R, F extends (...args: never[]) => unknown>(compile: Compile<R, F>, route: R, wrap: (get: () => F) => F): F {
  let compiled: F | undefined;
  return wrap(() => (compiled ??= compile(route)));
}

const lazyValidators =
  (compile: Compile<unknown, Validate>) =>
  (route: unknown): Validate =>
    lazily(compile, route, (get) => {
      const validate: Validate = (data) => {
        const compiled = get();
        const valid = compiled(data);
        // Fastify reads the failures from the function it called.
        validate.errors = compiled.errors;
        return valid;
      };
      return validate;
    });

const lazySerializers = (compile: Compile<unknown, (data: unknown) => string>) => (route: unknown) =>
  lazily(compile, route, (get) => (data: unknown) => get()(data));

/** Fastify's schemaController option: its own ajv and fast-json-stringify compilers, each schema compiled on first use. */
export const lazySchemaController = (): NonNullable<FastifyServerOptions['schemaController']> => {
  const buildValidator = AjvCompiler();
  const buildSerializer = SerializerCompiler();
  return {
    compilersFactory: {
      buildValidator: (externalSchemas: unknown, options: unknown) =>
        lazyValidators(buildValidator(externalSchemas as never, options as never) as Compile<unknown, Validate>) as never,
      buildSerializer: (externalSchemas: unknown, options: unknown) =>
        lazySerializers(
          buildSerializer(externalSchemas as never, options as never) as Compile<unknown, (data: unknown) => string>,
        ) as never,
    },
  };
};

// Preloaded (`node --import`) into firebase-tools' Auth emulator by auth-emulator.ts. At its
// start the emulator compiles a request and response validator for every operation of the
// Identity Toolkit API, each in a fresh Ajv that first compiles the JSON Schema meta-schema:
// about 10 CPU-seconds, measured, before it answers. exegesis, its OpenAPI router, can compile
// each validator on its operation's first request instead (`lazyCompileValidationSchemas`);
// the suites call a handful of operations, and every request is still validated the same way.
// Where firebase-tools no longer loads exegesis-express this way, nothing changes.
import Module from 'node:module';

const load = Module._load;
Module._load = function loadWithLazySchemas(request, ...rest) {
  const loaded = load.call(this, request, ...rest);
  if (request !== 'exegesis-express' || typeof loaded?.middleware !== 'function') return loaded;
  const { middleware } = loaded;
  return {
    ...loaded,
    middleware: (spec, options) =>
      middleware(spec, { ...options, lazyCompileValidationSchemas: true }),
  };
};

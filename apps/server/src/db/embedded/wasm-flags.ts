import { setFlagsFromString } from 'node:v8';

/**
 * Node 26's V8 (14.x) stops the whole process on PGlite's WebAssembly once its optimising tier inlines with
 * deoptimisation ("Check failed: function_feedback != feedback.feedback_for_function.end()", seen on 26.8.2,
 * 26.10.0 and 26.12.1 while migrating a new database). Without wasm deopts V8 still optimises and inlines,
 * as Node 24 does. The flag is the process's, so it is set before the database's worker compiles anything;
 * older V8s have no such flag and need nothing (decision 097).
 */
export function avoidWasmDeoptCrash(nodeVersion = process.versions.node): boolean {
  if (Number(nodeVersion.split('.')[0]) < 26) return false;
  setFlagsFromString('--no-wasm-deopt');
  return true;
}

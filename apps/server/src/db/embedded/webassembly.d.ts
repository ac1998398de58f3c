// The little of the WebAssembly API the embedded database uses (bridge.ts): Node has it as a global, and
// its types live in TypeScript's DOM library, which the server does not load.
declare namespace WebAssembly {
  // biome-ignore lint/suspicious/noEmptyInterface: an opaque compiled module, handed on as it is.
  interface Module {}
  function compile(bytes: Uint8Array): Promise<Module>;
}

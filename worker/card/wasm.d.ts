// `.wasm` imports are WebAssembly modules compiled at upload (the Cloudflare Vite plugin's
// CompiledWasm rule, and the test pool's): Workers may not compile wasm from bytes at run time.
declare module "*.wasm" {
  const module: WebAssembly.Module;
  export default module;
}

/**
 * The build's brand, for the shell's modules. `__BRAND__` is inlined by the build as the whole
 * brand object wherever it is written, so modules read it from here: one copy per chunk graph.
 */
export const BRAND = __BRAND__;

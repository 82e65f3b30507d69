/** Test stand-in for src/lib/env.ts (see jest.config.cjs). */
export const isProductionBuild = false;

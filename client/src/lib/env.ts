/**
 * Build-time flags from Vite. Kept in one module so tests can replace it (jest cannot parse
 * import.meta in CommonJS test builds; see jest.config.cjs moduleNameMapper).
 */
export const isProductionBuild: boolean = import.meta.env.PROD;

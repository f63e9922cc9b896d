/** Every brand module, keyed by its file name (used in validation messages). */
export const brandModules: Record<string, unknown> = {};

/** Roots of query keys that more than one feature touches (a feature never imports another one). */
export const QUERY_ROOTS = {
  /** Every query of the signed-in user's own data: profile (with the pass), history. */
  user: ['user'],
} as const;

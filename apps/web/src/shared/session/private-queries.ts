import type { Query } from '@tanstack/react-query';

/** `meta` of queries that hold the signed-in user's own data: the cache drops them when the session signs out. */
export const PRIVATE_QUERY_META = { private: true } as const;

export function isPrivateQuery(query: Query): boolean {
  return query.meta?.private === true;
}

import { Type, type Static } from '@sinclair/typebox';

export const HealthResponse = Type.Object({ status: Type.Literal('ok') });
export type HealthResponse = Static<typeof HealthResponse>;

export const ReadyResponse = Type.Object({ status: Type.Literal('ready'), database: Type.Literal('up') });
export type ReadyResponse = Static<typeof ReadyResponse>;

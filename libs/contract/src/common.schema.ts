import { Type, type Static } from '@sinclair/typebox';
import { Text } from './text.schema';

export const ErrorDetail = Type.Object({
  field: Type.String(),
  code: Type.String(),
  message: Type.String(),
});
export type ErrorDetail = Static<typeof ErrorDetail>;

/** The one error shape of every non-2xx answer. */
export const ErrorResponse = Type.Object({
  statusCode: Type.Integer(),
  code: Type.String(),
  message: Type.String(),
  details: Type.Optional(Type.Array(ErrorDetail)),
});
export type ErrorResponse = Static<typeof ErrorResponse>;

/** Answer of calls whose result shape the spec leaves open (see docs/decisions.md). */
export const OkResponse = Type.Object({ ok: Type.Literal(true) });
export type OkResponse = Static<typeof OkResponse>;

export const EmptyResponse = Type.Null();

export const TokenPairResponse = Type.Object({
  accessToken: Type.String(),
  refreshToken: Type.String(),
});
export type TokenPairResponse = Static<typeof TokenPairResponse>;

/** Identifier of a stored record (user, verification, order, payment, file, plan price) in bodies, params and answers. */
export const Id = Text({ minLength: 1, maxLength: 64 });

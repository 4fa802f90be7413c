import { Type, type Static } from '@sinclair/typebox';
import { Empty, message } from '../../messaging/define';

const PassStateSchema = Type.Union([
  Type.Object({ state: Type.Literal('none') }),
  Type.Object({ state: Type.Literal('active'), expiresAt: Type.String() }),
  Type.Object({ state: Type.Literal('expired'), expiredAt: Type.String() }),
]);

/** Signed out, or signed in with the profile's e-mail and the pass. */
export const AccountStatus = Type.Union([
  Type.Object({ signedIn: Type.Literal(false) }),
  Type.Object({ signedIn: Type.Literal(true), email: Type.String(), pass: PassStateSchema }),
]);
export type AccountStatus = Static<typeof AccountStatus>;

/** A refused sign-in keeps the server's status, code and details so the panel says what the site says (spec section 8). */
export const SignInResult = Type.Union([
  Type.Object({ ok: Type.Literal(true), account: AccountStatus }),
  Type.Object({
    ok: Type.Literal(false),
    error: Type.Object({
      status: Type.Integer(),
      code: Type.String(),
      message: Type.String(),
      details: Type.Optional(Type.Array(Type.Object({ field: Type.String(), code: Type.String(), message: Type.String() }))),
    }),
  }),
]);
export type SignInResult = Static<typeof SignInResult>;

/** The account's messages: the panel asks the service worker, the only context that calls the API. */
export const ACCOUNT_MESSAGES = {
  /** The account and its pass (profile call); rejects when the API cannot be reached. */
  'account.status': message({ to: 'background', from: ['extension'], request: Empty, response: AccountStatus }),
  'account.signIn': message({
    to: 'background',
    from: ['extension'],
    request: Type.Object({ email: Type.String({ maxLength: 320 }), password: Type.String({ maxLength: 1024 }) }, { additionalProperties: false }),
    response: SignInResult,
  }),
  /** Ends the session on the server (best effort) and clears the tokens. */
  'account.signOut': message({ to: 'background', from: ['extension'], request: Empty, response: AccountStatus }),
} as const;

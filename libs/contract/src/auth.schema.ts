import { Type, type Static } from '@sinclair/typebox';
import { Id } from './common.schema';
import { EMAIL_PATTERN, LIMITS } from './limits';
import { NameText, Text } from './text.schema';

/** Payload values of spec section 3; consts plus derived unions, no enums. */
export const GENDERS = { MALE: 'male', FEMALE: 'female', NO_SAY: 'no-say' } as const;
export type Gender = (typeof GENDERS)[keyof typeof GENDERS];

export const CHANNELS = { SEARCH: 'search', ADS: 'ads', REFERRED: 'referred', OTHER: 'other' } as const;
export type Channel = (typeof CHANNELS)[keyof typeof CHANNELS];

export const VERIFICATION_PURPOSES = { JOIN: 'join', CHANGE: 'change' } as const;
export type VerificationPurpose = (typeof VERIFICATION_PURPOSES)[keyof typeof VERIFICATION_PURPOSES];

/** One bare address (addr-spec), never a display name, group or list: see EMAIL_PATTERN. */
const Email = Type.String({ minLength: 3, maxLength: LIMITS.inputMaxLength, pattern: EMAIL_PATTERN });
/** Password rules are checked by the service so that each rule gets its own code. */
const Password = Text({ minLength: 1, maxLength: LIMITS.inputMaxLength });
const Fingerprint = Type.String({ pattern: '^[0-9a-f]{64}$' });

export const SignInBody = Type.Object({ email: Email, password: Password, deviceFingerprint: Fingerprint });
export type SignInBody = Static<typeof SignInBody>;

export const SignUpBody = Type.Object({
  password: Password,
  profile: Type.Object({
    username: NameText({ minLength: LIMITS.nicknameMinLength, maxLength: LIMITS.nicknameMaxLength }),
    gender: Type.Union(Object.values(GENDERS).map((g) => Type.Literal(g))),
  }),
  funnel: Type.Object({
    channel: Type.Union(Object.values(CHANNELS).map((c) => Type.Literal(c))),
    userInput: Type.Optional(Type.Union([Text({ maxLength: LIMITS.inputMaxLength }), Type.Null()])),
  }),
  agreements: Type.Optional(Type.Object({ marketingOptIn: Type.Optional(Type.Boolean()) })),
  emailVerificationId: Id,
  deviceFingerprint: Fingerprint,
});
export type SignUpBody = Static<typeof SignUpBody>;

export const RequestEmailVerificationBody = Type.Object({
  type: Type.Union(Object.values(VERIFICATION_PURPOSES).map((p) => Type.Literal(p))),
  email: Email,
});
export type RequestEmailVerificationBody = Static<typeof RequestEmailVerificationBody>;

export const RequestEmailVerificationResponse = Type.Object({ id: Id });
export type RequestEmailVerificationResponse = Static<typeof RequestEmailVerificationResponse>;

export const VerifyEmailParams = Type.Object({ verificationId: Id });
export type VerifyEmailParams = Static<typeof VerifyEmailParams>;

export const VerifyEmailBody = Type.Object({ verificationCode: Text({ maxLength: LIMITS.inputMaxLength }) });
export type VerifyEmailBody = Static<typeof VerifyEmailBody>;

export const VerifyEmailResponse = Type.Object({ id: Id, verified: Type.Literal(true) });
export type VerifyEmailResponse = Static<typeof VerifyEmailResponse>;

export const RefreshTokenBody = Type.Object({ deviceFingerprint: Fingerprint, refreshToken: Text({ minLength: 1, maxLength: 256 }) });
export type RefreshTokenBody = Static<typeof RefreshTokenBody>;

export const ValidateResponse = Type.Object({ userId: Id });
export type ValidateResponse = Static<typeof ValidateResponse>;

export const ForgotPasswordBody = Type.Object({ newPassword: Password, emailVerificationId: Id });
export type ForgotPasswordBody = Static<typeof ForgotPasswordBody>;

export const ChangePasswordBody = Type.Object({ currentPassword: Password, newPassword: Password });
export type ChangePasswordBody = Static<typeof ChangePasswordBody>;

export const ProfileQuery = Type.Object({ userId: Type.Optional(Type.Union([Id, Type.Null()])) });
export type ProfileQuery = Static<typeof ProfileQuery>;

export const Voucher = Type.Object({
  lastPurchaseDate: Type.String({ format: 'date-time' }),
  expirationDate: Type.String({ format: 'date-time' }),
});
export type Voucher = Static<typeof Voucher>;

export const ProfileResponse = Type.Object({
  id: Id,
  profile: Type.Object({ email: Type.String() }),
  voucher: Type.Union([Voucher, Type.Null()]),
});
export type ProfileResponse = Static<typeof ProfileResponse>;

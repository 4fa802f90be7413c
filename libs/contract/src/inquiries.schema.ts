import { Type, type Static } from '@sinclair/typebox';
import { LIMITS } from './limits';

export const CreateInquiryBody = Type.Object({
  title: Type.String({ minLength: LIMITS.inquiryTitleMinLength, maxLength: LIMITS.inquiryTitleMaxLength }),
  content: Type.String({ minLength: LIMITS.inquiryContentMinLength, maxLength: LIMITS.inquiryContentMaxLength }),
});
export type CreateInquiryBody = Static<typeof CreateInquiryBody>;

export const CreateInquiryResponse = Type.Object({ id: Type.String() });
export type CreateInquiryResponse = Static<typeof CreateInquiryResponse>;

import { Type, type Static } from '@sinclair/typebox';
import { LIMITS } from './limits';
import { MultilineText, Text } from './text.schema';

export const CreateInquiryBody = Type.Object({
  title: Text({ minLength: LIMITS.inquiryTitleMinLength, maxLength: LIMITS.inquiryTitleMaxLength }),
  content: MultilineText({ minLength: LIMITS.inquiryContentMinLength, maxLength: LIMITS.inquiryContentMaxLength }),
});
export type CreateInquiryBody = Static<typeof CreateInquiryBody>;

export const CreateInquiryResponse = Type.Object({ id: Type.String() });
export type CreateInquiryResponse = Static<typeof CreateInquiryResponse>;

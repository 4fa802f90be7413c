export { theme, mq, type AppTheme } from './theme/theme';
export { ThemeProvider } from './theme/theme-provider';
export { Button, buttonStyles, BUTTON_VARIANTS, type ButtonProps, type ButtonVariant, type ButtonSize } from './button/button';
export { BackButton, type BackButtonProps } from './back-button/back-button';
export { Modal, type ModalProps } from './modal/modal';
export { ConfirmDialog, type ConfirmDialogProps } from './confirm-dialog/confirm-dialog';
export { Tooltip, type TooltipProps } from './tooltip/tooltip';
export { Pagination, type PaginationProps } from './pagination/pagination';
export { pageBlock, type PageBlock } from './pagination/page-block';
export { DelayedLoading, type DelayedLoadingProps } from './delayed-loading/delayed-loading';
export {
  PasswordConditionTags,
  PASSWORD_CONDITION_KEYS,
  type PasswordConditionTagsProps,
  type PasswordConditionKey,
  type PasswordConditionState,
} from './password-condition-tags/password-condition-tags';
export { SignInRequired, type SignInRequiredProps } from './sign-in-required/sign-in-required';
export { VisuallyHidden, visuallyHiddenStyles } from './visually-hidden/visually-hidden';
export { TextField, type TextFieldProps } from './text-field/text-field';
export { SelectField, type SelectFieldProps, type SelectOption } from './select-field/select-field';
export { RadioGroup, type RadioGroupProps, type RadioOption } from './radio-group/radio-group';
export { Checkbox, type CheckboxProps } from './checkbox/checkbox';
export { FormMessage, FORM_MESSAGE_TONES, type FormMessageProps, type FormMessageTone } from './form-message/form-message';
export { NoticeDialog, type NoticeDialogProps } from './notice-dialog/notice-dialog';
export { SignInFields, type SignInFieldName, type SignInFieldsProps } from './sign-in-fields/sign-in-fields';

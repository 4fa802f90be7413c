import { useTranslation } from 'react-i18next';
import { TextField } from '../text-field/text-field';

export type SignInFieldName = 'email' | 'password';

export interface SignInFieldsProps {
  values: Record<SignInFieldName, string>;
  onChange(field: SignInFieldName, value: string): void;
  /** The field the form's message is about (gets aria-invalid). */
  invalidField?: SignInFieldName | null | undefined;
  /** Longest input accepted (the contract's `LIMITS.inputMaxLength`). */
  maxLength: number;
  /** id of the e-mail input (default generated), for links that focus it. */
  emailId?: string;
}

/** The e-mail and password inputs of a sign-in form, labelled with the `auth.signin.*` texts (site and extension). */
export function SignInFields({ values, onChange, invalidField, maxLength, emailId }: SignInFieldsProps) {
  const { t } = useTranslation();
  return (
    <>
      <TextField
        id={emailId}
        label={t('auth.signin.email')}
        type="email"
        name="email"
        autoComplete="username"
        placeholder={t('auth.signin.emailPlaceholder')}
        maxLength={maxLength}
        value={values.email}
        onChange={(event) => onChange('email', event.target.value)}
        aria-invalid={invalidField === 'email' || undefined}
      />
      <TextField
        label={t('auth.signin.password')}
        type="password"
        name="password"
        autoComplete="current-password"
        placeholder={t('auth.signin.passwordPlaceholder')}
        maxLength={maxLength}
        value={values.password}
        onChange={(event) => onChange('password', event.target.value)}
        aria-invalid={invalidField === 'password' || undefined}
      />
    </>
  );
}

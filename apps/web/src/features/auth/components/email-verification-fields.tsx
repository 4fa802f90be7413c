import { css } from '@emotion/react';
import { LIMITS } from '@tablecrawler/contract';
import { Button, TextField, theme } from '@tablecrawler/ui';
import { useTranslation } from 'react-i18next';
import { FormNotice } from '../../../shared/forms/form-notice';
import type { EmailVerification } from '../hooks/use-email-verification';

const noticeStyles = css`
  margin-top: -${theme.spacing(3)};
`;

/** E-mail + request-code button, code + check button, each with its own message (sign-up and password reset). */
export function EmailVerificationFields({ verification }: { verification: EmailVerification }) {
  const { t } = useTranslation();
  const v = verification;
  return (
    <>
      <TextField
        label={t('auth.verify.email')}
        type="email"
        name="email"
        autoComplete="email"
        maxLength={LIMITS.inputMaxLength}
        value={v.email}
        onChange={(event) => v.setEmail(event.target.value)}
        aria-invalid={v.invalidField === 'email' || undefined}
        action={
          <Button variant="secondary" onClick={() => void v.requestCode()} disabled={v.requestLocked}>
            {t('auth.verify.requestCode')}
          </Button>
        }
      />
      <FormNotice notice={v.emailNotice} css={noticeStyles} />
      <TextField
        label={t('auth.verify.code')}
        name="code"
        inputMode="numeric"
        autoComplete="one-time-code"
        placeholder={t('auth.verify.codePlaceholder')}
        maxLength={LIMITS.inputMaxLength}
        value={v.code}
        readOnly={v.verified}
        onChange={(event) => v.setCode(event.target.value)}
        aria-invalid={v.invalidField === 'code' || undefined}
        action={
          <Button variant="secondary" onClick={() => void v.checkCode()} disabled={v.checkLocked || v.verified}>
            {v.verified ? t('auth.verify.verifiedLabel') : t('auth.verify.checkCode')}
          </Button>
        }
      />
      <FormNotice notice={v.codeNotice} css={noticeStyles} />
    </>
  );
}

import { LIMITS } from '@tablecrawler/contract';
import { Button, SignInFields } from '@tablecrawler/ui';
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { hrefs } from '../../../shared/routes/routes';
import { FormNotice } from '../../../shared/forms/form-notice';
import { formStyles } from '../../../shared/forms/form-styles';
import { errorNotice } from '../../../shared/forms/notice';
import { useFormFields } from '../../../shared/forms/use-form-fields';
import { useActionLock } from '../../../shared/hooks/use-action-lock';
import { useReturnTo } from '../../../shared/navigation/return-to';
import { useServices } from '../../../shared/services/services-context';
import { SESSION_STATUS } from '../../../shared/session/session-store';
import { signIn } from '../api/sign-in';
// The sign-in checks and messages are shared with the extension's panel (libs/api-client), so both say the same thing.
import { signInErrorMessage, validateSignIn, type SignInField, type SignInValues } from '@tablecrawler/api-client';

/** /signin form: e-mail and password; success (201) stores the tokens, marks the session signed in and goes to the
 * validated `next` path, else /. */
export function SignInForm() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const returnTo = useReturnTo();
  const services = useServices();
  const { values, set, notice, setNotice, invalidField, fail, clear } = useFormFields<SignInValues, SignInField>({ email: '', password: '' });
  const submit = useActionLock(0);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    void submit.run(async () => {
      const invalid = validateSignIn(values);
      if (invalid) {
        fail(invalid);
        return;
      }
      clear();
      try {
        await signIn(services, { email: values.email.trim(), password: values.password });
      } catch (error) {
        setNotice(errorNotice(signInErrorMessage(error)));
        return;
      }
      services.session.setStatus(SESSION_STATUS.signedIn);
      void navigate(returnTo ?? hrefs.home());
    });
  };

  return (
    <form css={formStyles} onSubmit={onSubmit} noValidate aria-label={t('auth.signin.title')}>
      <SignInFields values={values} onChange={set} invalidField={invalidField} maxLength={LIMITS.inputMaxLength} />
      <FormNotice notice={notice} />
      <Button type="submit" size="lg" fullWidth loading={submit.locked}>
        {submit.locked ? t('auth.signin.submitting') : t('auth.signin.submit')}
      </Button>
    </form>
  );
}

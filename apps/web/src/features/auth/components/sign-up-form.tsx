import { CHANNELS, GENDERS, LIMITS, type Channel, type Gender } from '@tablecrawler/contract';
import { Button, Checkbox, RadioGroup, SelectField, TextField } from '@tablecrawler/ui';
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { hrefs } from '../../../shared/routes/routes';
import { FormNotice } from '../../../shared/forms/form-notice';
import { formStyles } from '../../../shared/forms/form-styles';
import { NewPasswordField } from '../../../shared/forms/new-password-field';
import { errorNotice } from '../../../shared/forms/notice';
import { useFormFields } from '../../../shared/forms/use-form-fields';
import { useActionLock } from '../../../shared/hooks/use-action-lock';
import { useReturnTo } from '../../../shared/navigation/return-to';
import { useServices } from '../../../shared/services/services-context';
import { SESSION_STATUS } from '../../../shared/session/session-store';
import { signUp } from '../api/sign-up';
import { useEmailVerification } from '../hooks/use-email-verification';
import { EMPTY_SIGN_UP, signUpErrorMessage, toSignUpBody, validateSignUp, type SignUpField, type SignUpValues } from '../model/sign-up.adapter';
import { EmailVerificationFields } from './email-verification-fields';

/** /signup form (spec section 2); success (201) stores the tokens, marks the session signed in and
 * goes to the validated `next` path, else /. */
export function SignUpForm() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const returnTo = useReturnTo();
  const services = useServices();
  const verification = useEmailVerification('join');
  const { values, set, notice, setNotice, invalidField, fail, clear } = useFormFields<SignUpValues, SignUpField>(EMPTY_SIGN_UP);
  const submit = useActionLock(0);

  const invalid = (field: SignUpField) => invalidField === field || undefined;

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    void submit.run(async () => {
      const failed = validateSignUp(values, verification);
      if (failed) {
        fail(failed);
        return;
      }
      if (verification.verificationId === null) return;
      clear();
      try {
        await signUp(services, toSignUpBody(values, verification.verificationId));
      } catch (error) {
        setNotice(errorNotice(signUpErrorMessage(error)));
        return;
      }
      services.session.setStatus(SESSION_STATUS.signedIn);
      void navigate(returnTo ?? hrefs.home());
    });
  };

  const genders: { value: Gender; label: string }[] = [
    { value: GENDERS.MALE, label: t('auth.signup.genderMale') },
    { value: GENDERS.FEMALE, label: t('auth.signup.genderFemale') },
    { value: GENDERS.NO_SAY, label: t('auth.signup.genderNoSay') },
  ];
  const channels: { value: Channel; label: string }[] = [
    { value: CHANNELS.SEARCH, label: t('auth.signup.channelSearch') },
    { value: CHANNELS.ADS, label: t('auth.signup.channelAds') },
    { value: CHANNELS.REFERRED, label: t('auth.signup.channelReferred') },
    { value: CHANNELS.OTHER, label: t('auth.signup.channelOther') },
  ];

  return (
    <form css={formStyles} onSubmit={onSubmit} noValidate aria-label={t('auth.signup.title')}>
      <EmailVerificationFields verification={verification} />
      <NewPasswordField label={t('auth.signup.password')} name="password" value={values.password} onChange={(v) => set('password', v)} invalid={invalidField === 'password'} />
      <TextField
        label={t('auth.signup.passwordConfirm')}
        type="password"
        name="passwordConfirm"
        autoComplete="new-password"
        maxLength={LIMITS.inputMaxLength}
        value={values.passwordConfirm}
        onChange={(event) => set('passwordConfirm', event.target.value)}
        aria-invalid={invalid('passwordConfirm')}
      />
      <TextField
        label={t('auth.signup.nickname')}
        name="nickname"
        autoComplete="nickname"
        maxLength={LIMITS.inputMaxLength}
        value={values.nickname}
        onChange={(event) => set('nickname', event.target.value)}
        aria-invalid={invalid('nickname')}
      />
      <SelectField
        label={t('auth.signup.gender')}
        name="gender"
        options={genders}
        placeholder={t('auth.signup.genderPlaceholder')}
        value={values.gender}
        onChange={(event) => set('gender', genders.find((g) => g.value === event.target.value)?.value ?? '')}
        aria-invalid={invalid('gender')}
      />
      <RadioGroup<Channel> legend={t('auth.signup.channel')} name="channel" options={channels} value={values.channel} onChange={(v) => set('channel', v)} />
      {values.channel === CHANNELS.OTHER && (
        <TextField
          label={t('auth.signup.reason')}
          name="reason"
          placeholder={t('auth.signup.reasonPlaceholder')}
          maxLength={LIMITS.inputMaxLength}
          value={values.reason}
          onChange={(event) => set('reason', event.target.value)}
          aria-invalid={invalid('reason')}
        />
      )}
      <Checkbox label={t('auth.signup.marketingOptIn')} name="marketingOptIn" checked={values.marketingOptIn} onChange={(event) => set('marketingOptIn', event.target.checked)} />
      <FormNotice notice={notice} />
      <Button type="submit" size="lg" fullWidth loading={submit.locked}>
        {submit.locked ? t('auth.signup.submitting') : t('auth.signup.submit')}
      </Button>
    </form>
  );
}

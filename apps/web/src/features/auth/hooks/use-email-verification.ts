import { TIMINGS, type VerificationPurpose } from '@tablecrawler/contract';
import { useCallback, useRef, useState } from 'react';
import { useActionLock } from '../../../shared/hooks/use-action-lock';
import { errorNotice, infoNotice, successNotice, type Notice } from '../../../shared/forms/notice';
import { useServices } from '../../../shared/services/services-context';
import { requestEmailVerification } from '../api/request-email-verification';
import { verifyEmail } from '../api/verify-email';
import {
  codeRequestErrorMessage,
  NO_VERIFICATION,
  validateCodeCheck,
  validateCodeRequest,
  verifyErrorMessage,
  type VerificationField,
  type VerificationState,
} from '../model/email-verification.adapter';

export interface EmailVerification extends VerificationState {
  email: string;
  code: string;
  setEmail: (email: string) => void;
  setCode: (code: string) => void;
  /** Locked for at least 1 s after each request (spec section 4). */
  requestCode: () => Promise<void>;
  requestLocked: boolean;
  /** Locked for at least 1 s after each check. */
  checkCode: () => Promise<void>;
  checkLocked: boolean;
  emailNotice: Notice | null;
  codeNotice: Notice | null;
  /** The field the last failed check points at (aria-invalid). */
  invalidField: VerificationField | null;
}

/**
 * The e-mail verification block of sign-up ('join') and password reset ('change'): request a code, check it.
 * Editing the e-mail resets the verification and its id (spec section 4).
 */
export function useEmailVerification(purpose: VerificationPurpose): EmailVerification {
  const { api } = useServices();
  const [email, setEmailValue] = useState('');
  const [code, setCodeValue] = useState('');
  const [state, setState] = useState<VerificationState>(NO_VERIFICATION);
  const [emailNotice, setEmailNotice] = useState<Notice | null>(null);
  const [codeNotice, setCodeNotice] = useState<Notice | null>(null);
  const [invalidField, setInvalidField] = useState<VerificationField | null>(null);
  const request = useActionLock(TIMINGS.actionLockMs);
  const check = useActionLock(TIMINGS.actionLockMs);
  // The answer to a request for an e-mail that has since been edited must not attach its id to the new e-mail.
  const emailVersion = useRef(0);

  const flag = useCallback((field: VerificationField, notice: Notice) => {
    setInvalidField(field);
    if (field === 'email') {
      setEmailNotice(notice);
      setCodeNotice(null);
    } else {
      setCodeNotice(notice);
    }
  }, []);

  const setEmail = useCallback((next: string) => {
    emailVersion.current += 1;
    setEmailValue(next);
    setState(NO_VERIFICATION);
    setEmailNotice(null);
    setCodeNotice(null);
    setInvalidField(null);
  }, []);

  const setCode = useCallback((next: string) => {
    setCodeValue(next);
    setInvalidField((field) => (field === 'code' ? null : field));
  }, []);

  // Checks run before the lock; only a call to the server locks the action (spec: locked after a call).
  const requestCode = async () => {
    if (request.locked) return;
    const invalid = validateCodeRequest(email);
    if (invalid) {
      flag('email', errorNotice(invalid.key));
      return;
    }
    await request.run(async () => {
      const version = emailVersion.current;
      setInvalidField(null);
      try {
        const id = await requestEmailVerification(api, purpose, email.trim());
        if (version !== emailVersion.current) return;
        setState({ verificationId: id, verified: false });
        setEmailNotice(infoNotice('auth.verify.sent'));
        setCodeNotice(null);
      } catch (error) {
        if (version !== emailVersion.current) return;
        flag('email', errorNotice(codeRequestErrorMessage(purpose, error)));
      }
    });
  };

  const checkCode = async () => {
    if (check.locked) return;
    const invalid = validateCodeCheck(purpose, email, code, state);
    if (invalid) {
      flag(invalid.field, errorNotice(invalid.key));
      return;
    }
    await check.run(async () => {
      const version = emailVersion.current;
      const verificationId = state.verificationId;
      if (verificationId === null) return;
      setInvalidField(null);
      try {
        await verifyEmail(api, verificationId, code.trim());
        if (version !== emailVersion.current) return;
        setState({ verificationId, verified: true });
        setCodeNotice(successNotice('auth.verify.verified'));
      } catch (error) {
        if (version !== emailVersion.current) return;
        flag('code', errorNotice(verifyErrorMessage(purpose, error)));
      }
    });
  };

  return {
    email,
    code,
    ...state,
    setEmail,
    setCode,
    requestCode,
    requestLocked: request.locked,
    checkCode,
    checkLocked: check.locked,
    emailNotice,
    codeNotice,
    invalidField,
  };
}

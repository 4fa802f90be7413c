import { TIMINGS } from '@tablecrawler/contract';
import { ConfirmDialog } from '@tablecrawler/ui';
import { useState, type MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useActionLock } from '../../shared/hooks/use-action-lock';
import { useServices } from '../../shared/services/services-context';
import { SESSION_STATUS } from '../../shared/session/session-store';
import { hrefs } from '../../shared/routes/routes';

/**
 * The footer's inquiry link (spec section 2): a click checks the session with the server (after the client key is
 * ready) and is locked for 1 s; signed in → /inquiry, otherwise a dialog offers sign-in (confirm → /signin, cancel → /).
 */
export function FooterInquiryLink({ className }: { className?: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const services = useServices();
  const { locked, run } = useActionLock(TIMINGS.footerInquiryLockMs);
  const [askSignIn, setAskSignIn] = useState(false);

  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    event.preventDefault();
    void run(async () => {
      await services.keysReady().catch(() => undefined);
      try {
        await services.api.validate();
      } catch {
        setAskSignIn(true);
        return;
      }
      services.session.setStatus(SESSION_STATUS.signedIn);
      void navigate(hrefs.inquiry());
    });
  };

  return (
    <>
      <a href={hrefs.inquiry()} className={className} onClick={onClick} aria-disabled={locked || undefined}>
        {t('footer.inquiry')}
      </a>
      <ConfirmDialog
        open={askSignIn}
        title={t('footer.inquiryDialog.title')}
        message={t('footer.inquiryDialog.message')}
        confirmLabel={t('footer.inquiryDialog.confirm')}
        cancelLabel={t('footer.inquiryDialog.cancel')}
        onConfirm={() => {
          setAskSignIn(false);
          void navigate(hrefs.signIn());
        }}
        onCancel={() => {
          setAskSignIn(false);
          void navigate(hrefs.home());
        }}
      />
    </>
  );
}

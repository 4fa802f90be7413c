import { css } from '@emotion/react';
import { useEffect, useId, useRef, type KeyboardEvent, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { useTranslation } from 'react-i18next';
import { mq, theme } from '../theme/theme';

const FOCUSABLE = 'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

const backdropStyles = css`
  position: fixed;
  inset: 0;
  z-index: ${theme.zIndex.modal};
  display: flex;
  align-items: center;
  justify-content: center;
  padding: ${theme.spacing(4)};
  background: ${theme.colors.overlay};
`;

const panelStyles = css`
  position: relative;
  width: 100%;
  max-width: 480px;
  max-height: calc(100vh - 32px);
  overflow: auto;
  padding: ${theme.spacing(6)};
  border-radius: ${theme.radii.lg};
  background: ${theme.colors.background};
  box-shadow: ${theme.shadows.lg};
  ${mq.mobile} {
    padding: ${theme.spacing(5)};
  }
`;

const titleStyles = css`
  margin: 0 ${theme.spacing(8)} ${theme.spacing(3)} 0;
  font-size: ${theme.fontSizes.lg};
  font-weight: 700;
`;

const closeStyles = css`
  position: absolute;
  top: ${theme.spacing(3)};
  right: ${theme.spacing(3)};
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 36px;
  height: 36px;
  border: 0;
  border-radius: ${theme.radii.sm};
  background: transparent;
  color: ${theme.colors.textMuted};
  cursor: pointer;
  &:hover {
    background: ${theme.colors.surfaceStrong};
  }
`;

const footerStyles = css`
  display: flex;
  justify-content: flex-end;
  gap: ${theme.spacing(2)};
  margin-top: ${theme.spacing(6)};
`;

export interface ModalProps {
  open: boolean;
  title: string;
  /** Called on Escape, on the close button and on a click on the backdrop. */
  onClose: () => void;
  children?: ReactNode;
  /** Action buttons, right-aligned under the content. */
  footer?: ReactNode;
  /** 'dialog' (default) or 'alertdialog' for confirmations. */
  role?: 'dialog' | 'alertdialog';
  /** Id of the element that describes the dialog (aria-describedby). */
  describedBy?: string;
  /** Hide the × close button (the footer then offers the way out). Default false. */
  hideCloseButton?: boolean;
}

/**
 * An accessible modal dialog in a portal: labelled by its title, aria-modal, focus moved inside on open
 * and kept inside with Tab, Escape closes, focus returns to the opener on close.
 */
export function Modal({ open, title, onClose, children, footer, role = 'dialog', describedBy, hideCloseButton = false }: ModalProps) {
  const { t } = useTranslation();
  const titleId = useId();
  const panelRef = useRef<HTMLDivElement>(null);
  const onCloseRef = useRef(onClose);
  useEffect(() => {
    onCloseRef.current = onClose;
  }, [onClose]);

  useEffect(() => {
    if (!open) return undefined;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const panel = panelRef.current;
    const first = panel?.querySelector<HTMLElement>(FOCUSABLE);
    (first ?? panel)?.focus();
    return () => {
      if (opener && document.contains(opener)) opener.focus();
    };
  }, [open]);

  if (!open) return null;

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Escape') {
      event.stopPropagation();
      onCloseRef.current();
      return;
    }
    if (event.key !== 'Tab' || !panelRef.current) return;
    const focusables = Array.from(panelRef.current.querySelectorAll<HTMLElement>(FOCUSABLE));
    const first = focusables[0];
    const last = focusables[focusables.length - 1];
    if (!first || !last) {
      event.preventDefault();
      return;
    }
    if (event.shiftKey && document.activeElement === first) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault();
      first.focus();
    }
  };

  return createPortal(
    <div
      css={backdropStyles}
      data-testid="modal-backdrop"
      onMouseDown={(event) => {
        if (event.target === event.currentTarget) onCloseRef.current();
      }}
    >
      <div
        ref={panelRef}
        css={panelStyles}
        role={role}
        aria-modal="true"
        aria-labelledby={titleId}
        aria-describedby={describedBy}
        tabIndex={-1}
        onKeyDown={onKeyDown}
      >
        <h2 id={titleId} css={titleStyles}>
          {title}
        </h2>
        {!hideCloseButton && (
          <button type="button" css={closeStyles} aria-label={t('common.actions.close')} onClick={() => onCloseRef.current()}>
            <svg width="20" height="20" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
              <path d="M6 6l12 12M18 6L6 18" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
            </svg>
          </button>
        )}
        {children}
        {footer && <div css={footerStyles}>{footer}</div>}
      </div>
    </div>,
    document.body,
  );
}

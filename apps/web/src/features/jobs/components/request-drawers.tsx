import '@mantine/core/styles/Drawer.css';
import '@mantine/core/styles/ModalBase.css';
import '@mantine/core/styles/Overlay.css';
import { Drawer } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useEffect, useRef } from 'react';
import { NewRequestForm } from './new-request-form';
import { RequestDetail } from './request-detail';

type RequestDrawersProps = {
  /** A new request is being written, for this service when one was chosen beforehand. */
  creating: boolean;
  serviceId: string | null;
  /** The request whose details are open. */
  openId: string | null;
  onCreated: (id: string) => void;
  onClose: () => void;
};

/** The side panels of the requests screen: a new request's form, or one request's details. */
export function RequestDrawers({
  creating,
  serviceId,
  openId,
  onCreated,
  onClose,
}: RequestDrawersProps) {
  const phone = useMediaQuery('(max-width: 600px)');
  const opener = useReturnFocus(creating || openId !== null);
  const close = () => {
    onClose();
    opener.restore();
  };
  return (
    <>
      <Drawer
        opened={creating}
        onClose={close}
        title="New maintenance request"
        closeButtonProps={{ 'aria-label': 'Close' }}
        position="right"
        size={phone ? '100%' : 'lg'}
      >
        {creating && (
          <NewRequestForm serviceId={serviceId} onCreated={onCreated} onCancel={close} />
        )}
      </Drawer>
      <Drawer
        opened={openId !== null}
        onClose={close}
        title="Request details"
        closeButtonProps={{ 'aria-label': 'Close' }}
        position="right"
        size={phone ? '100%' : 'md'}
      >
        {openId && <RequestDetail id={openId} />}
      </Drawer>
    </>
  );
}

/**
 * Remembers what had focus when a drawer opened and gives it focus back once it closes, so that
 * keyboard and screen-reader users continue where they were instead of at the top of the page.
 */
function useReturnFocus(open: boolean) {
  const opener = useRef<HTMLElement | null>(null);
  useEffect(() => {
    if (open && !opener.current && document.activeElement instanceof HTMLElement) {
      opener.current = document.activeElement;
    }
  }, [open]);
  return {
    restore: () => {
      const target = opener.current;
      opener.current = null;
      // After the drawer's own focus handling and closing transition.
      if (target) setTimeout(() => target.isConnected && target.focus(), 250);
    },
  };
}

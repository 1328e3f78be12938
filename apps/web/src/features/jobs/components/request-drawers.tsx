import '@mantine/core/styles/Drawer.css';
import '@mantine/core/styles/ModalBase.css';
import '@mantine/core/styles/Overlay.css';
import { Drawer } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
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
  return (
    <>
      <Drawer
        opened={creating}
        onClose={onClose}
        title="New maintenance request"
        position="right"
        size={phone ? '100%' : 'lg'}
      >
        {creating && (
          <NewRequestForm serviceId={serviceId} onCreated={onCreated} onCancel={onClose} />
        )}
      </Drawer>
      <Drawer
        opened={openId !== null}
        onClose={onClose}
        title="Request details"
        position="right"
        size={phone ? '100%' : 'md'}
      >
        {openId && <RequestDetail id={openId} />}
      </Drawer>
    </>
  );
}

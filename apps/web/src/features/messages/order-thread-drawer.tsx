import '@mantine/core/styles/Drawer.css';
import '@mantine/core/styles/ModalBase.css';
import '@mantine/core/styles/Overlay.css';
import { Drawer } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useSearchParams } from 'react-router';
import { JobThread } from './components/job-thread';

/** The conversation of the vendor's order (`?order=…&messages=1`), in a side panel. */
export function OrderThreadDrawer() {
  const [params, setParams] = useSearchParams();
  const phone = useMediaQuery('(max-width: 600px)');
  const orderId = params.get('order');
  const opened = orderId !== null && params.get('messages') === '1';
  const close = () => {
    const next = new URLSearchParams(params);
    next.delete('messages');
    setParams(next);
  };
  return (
    <Drawer
      opened={opened}
      onClose={close}
      title="Conversation"
      closeButtonProps={{ 'aria-label': 'Close' }}
      position="right"
      size={phone ? '100%' : 'md'}
    >
      {opened && <JobThread thread={{ side: 'vendor', id: orderId }} otherName="the resident" />}
    </Drawer>
  );
}

import { Modal, type ModalProps } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import type { ReactNode } from 'react';

/**
 * The frame every export modal shares: full screen without an opening animation on a phone (a
 * 390 px window has no room around a dialog), a centred dialog elsewhere.
 */
export function ExportModalFrame(props: {
  opened: boolean;
  onClose: () => void;
  title: string;
  size: ModalProps['size'];
  children: ReactNode;
}) {
  const phone = useMediaQuery('(max-width: 47.99em)', false, { getInitialValueInEffect: false });
  return (
    <Modal
      opened={props.opened}
      onClose={props.onClose}
      title={props.title}
      size={props.size}
      fullScreen={phone}
      transitionProps={{ duration: phone ? 0 : 300 }}
    >
      {props.children}
    </Modal>
  );
}

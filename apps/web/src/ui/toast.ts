import { notifications } from '@mantine/notifications';
import { TOAST_DEFAULT_DURATION_MS } from '@dsb/core';

export type ToastType = 'info' | 'success' | 'error' | 'warning';

const COLORS: Record<ToastType, string> = {
  info: 'blue',
  success: 'green',
  error: 'red',
  warning: 'yellow',
};

/** Shows a toast (type info by default, 3000 ms by default). Returns its id. */
export function showToast(
  message: string,
  type: ToastType = 'info',
  duration: number = TOAST_DEFAULT_DURATION_MS,
): string {
  return notifications.show({
    message,
    color: COLORS[type],
    autoClose: duration,
    withBorder: true,
    'data-toast-type': type,
  } as Parameters<typeof notifications.show>[0]);
}

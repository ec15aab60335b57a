import type { NotificationData, notifications as Notifications } from '@mantine/notifications';
import { TOAST_DEFAULT_DURATION_MS } from '@dsb/core';

export type ToastType = 'info' | 'success' | 'error' | 'warning';

const COLORS: Record<ToastType, string> = {
  info: 'blue',
  success: 'green',
  error: 'red',
  warning: 'yellow',
};

/**
 * Mantine's notifications load with the first notice, not with the first page (its weight
 * budget: docs/performance.md); App mounts their container the same way.
 */
let loading: Promise<typeof Notifications> | null = null;
const notifications = () =>
  (loading ??= import('@mantine/notifications').then((m) => m.notifications));

let counter = 0;

/** Shows a notice now (or as soon as the notifications have loaded). */
export function showNotice(notice: NotificationData & { id: string }): void {
  void notifications().then((n) => n.show(notice));
}

export function hideNotice(id: string): void {
  void notifications().then((n) => n.hide(id));
}

/** Shows a toast (type info by default, 3000 ms by default). Returns its id. */
export function showToast(
  message: string,
  type: ToastType = 'info',
  duration: number = TOAST_DEFAULT_DURATION_MS,
): string {
  const id = `toast-${++counter}`;
  showNotice({
    id,
    message,
    color: COLORS[type],
    autoClose: duration,
    withBorder: true,
    'data-toast-type': type,
  } as NotificationData & { id: string });
  return id;
}

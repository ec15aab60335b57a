/** The admin console's frame, shared by its tools (features/admin/<tool>/). */
export { AdminShell } from './AdminShell';
export { AdminHome } from './AdminHome';
export { AdminNotFound, ToolNotBuilt } from './AdminStates';
export { useAdminShortcut } from './AdminShortcuts';
export { ADMIN_HOME_PATH, ADMIN_TOOLS, activityLogPath, type AdminTool } from './views';

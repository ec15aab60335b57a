import { Route, Routes } from 'react-router';
import { AccessLogView } from './accessLog';
import { BackupManager } from './backups';
import { DataCollector } from './collector';
import { ManageEvidence } from './evidence';
import { LearningPlatforms } from './platforms';
import { PromptManager } from './prompts';
import { RosterImport } from './roster';
import { ADMIN_TOOLS, AdminHome, AdminNotFound, AdminShell, ToolNotBuilt } from './shell';
import { RetentionSettings } from './retention';
import { PlatformStats } from './stats';
import { ActivityLogModal, UserManager } from './users';

/** Address of a tool below /admin ('/admin/users' -> 'users'). */
const below = (path: string) => path.replace(/^\/admin\//, '');

/**
 * The admin console (docs/product/admin-console.md) under /admin/*: each internal view has its own
 * address, so a reload or a shared link opens the same view. Every tool is built; a tool
 * marked not built in shell/views.ts would get an honest placeholder page instead.
 */
export function AdminConsole() {
  return (
    <AdminShell>
      <Routes>
        <Route index element={<AdminHome />} />
        <Route path="users" element={<UserManager />}>
          <Route path=":userId/activity" element={<ActivityLogModal />} />
        </Route>
        <Route path="stats" element={<PlatformStats />} />
        <Route path="data-charts" element={<DataCollector />} />
        <Route path="prompt-manager" element={<PromptManager />} />
        <Route path="manage-data" element={<ManageEvidence />} />
        <Route path="backup-manager" element={<BackupManager />} />
        <Route path="learning-platforms" element={<LearningPlatforms />} />
        <Route path="roster-import" element={<RosterImport />} />
        <Route path="access-log" element={<AccessLogView />} />
        <Route path="retention" element={<RetentionSettings />} />
        {ADMIN_TOOLS.filter((tool) => !tool.built).map((tool) => (
          <Route key={tool.view} path={below(tool.path)} element={<ToolNotBuilt tool={tool} />} />
        ))}
        <Route path="*" element={<AdminNotFound />} />
      </Routes>
    </AdminShell>
  );
}

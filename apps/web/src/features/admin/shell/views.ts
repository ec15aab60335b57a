/** The admin console's internal views (docs/product/admin-console.md) and their addresses. */

export type AdminViewId =
  | 'home'
  | 'data-charts'
  | 'manage-data'
  | 'prompt-manager'
  | 'backup-manager'
  | 'users'
  | 'stats'
  | 'learning-platforms'
  | 'roster-import'
  | 'access-log'
  | 'retention';

export const ADMIN_HOME_PATH = '/admin';

export type AdminTool = {
  view: Exclude<AdminViewId, 'home'>;
  /** The tool card's title on the console home. */
  title: string;
  /** The view's own title, in the breadcrumb and as its heading. */
  pageTitle: string;
  description: string;
  path: string;
  /** False until the issue that builds the tool lands: its card says so and leads nowhere. */
  built: boolean;
};

/** The tool cards of the console home, in their order on the page. */
export const ADMIN_TOOLS: readonly AdminTool[] = [
  {
    view: 'data-charts',
    title: 'Data Collector',
    pageTitle: 'Data Collector',
    description: 'Collect charts and articles from web pages into the evidence library.',
    path: '/admin/data-charts',
    built: true,
  },
  {
    view: 'manage-data',
    title: 'Manage Evidence & Articles',
    pageTitle: 'Manage Evidence & Articles',
    description: 'Review, filter, sync, restore and delete evidence and articles.',
    path: '/admin/manage-data',
    built: true,
  },
  {
    view: 'prompt-manager',
    title: 'Prompt Manager',
    pageTitle: 'Prompt Manager',
    description: 'Generate prompts from articles and keep their keywords and embeddings current.',
    path: '/admin/prompt-manager',
    built: true,
  },
  {
    view: 'backup-manager',
    title: 'Backup Manager',
    pageTitle: 'Backup Manager',
    description: 'Create, restore and delete backups of evidence and articles.',
    path: '/admin/backup-manager',
    built: true,
  },
  {
    view: 'users',
    title: 'View All Users',
    pageTitle: 'User Management',
    description: 'Create, edit, suspend and delete users, and read their activity logs.',
    path: '/admin/users',
    built: true,
  },
  {
    view: 'stats',
    title: 'Platform Statistics',
    pageTitle: 'Platform Statistics',
    description: 'Evidence, articles, users, storage, last sync and last backup at a glance.',
    path: '/admin/stats',
    built: true,
  },
  {
    view: 'learning-platforms',
    title: 'Learning Platforms',
    pageTitle: 'Learning Platforms',
    description: 'Connect Moodle, Canvas and other LTI 1.3 platforms, and manage the signing keys.',
    path: '/admin/learning-platforms',
    built: true,
  },
  {
    view: 'roster-import',
    title: 'Roster Import',
    pageTitle: 'Roster Import',
    description: 'Import pupils, teachers and classes from a OneRoster 1.2 CSV bundle.',
    path: '/admin/roster-import',
    built: true,
  },
  {
    view: 'access-log',
    title: 'Access Log',
    pageTitle: 'Access Log',
    description: "Who opened pupils' stories, hand-ins and activity, with filters and a CSV.",
    path: '/admin/access-log',
    built: true,
  },
  {
    view: 'retention',
    title: 'Retention',
    pageTitle: 'Retention',
    description: 'How long activity, AI chats and the access log are kept, and the daily runs.',
    path: '/admin/retention',
    built: true,
  },
];

export type Crumb = { label: string; path?: string };

export type AdminLocation = {
  view: AdminViewId | 'unknown';
  /** After Home and Admin Console: an optional parent (with its path) and the current page. */
  trail: Crumb[];
};

const normalise = (pathname: string) => pathname.replace(/\/+$/, '') || '/';

/** Which view an address shows, and the breadcrumb trail below 'Admin Console'. */
export function adminLocation(pathname: string): AdminLocation {
  const path = normalise(pathname);
  if (path === ADMIN_HOME_PATH) return { view: 'home', trail: [] };
  const users = ADMIN_TOOLS.find((tool) => tool.view === 'users')!;
  if (/^\/admin\/users\/[^/]+\/activity$/.test(path)) {
    return {
      view: 'users',
      trail: [{ label: users.pageTitle, path: users.path }, { label: 'Activity Log' }],
    };
  }
  const tool = ADMIN_TOOLS.find((candidate) => candidate.path === path);
  if (tool) return { view: tool.view, trail: [{ label: tool.pageTitle }] };
  return { view: 'unknown', trail: [{ label: 'Page not found' }] };
}

/** The address of a user's activity log (a modal over the User Manager with its own address). */
export function activityLogPath(userId: string): string {
  return `/admin/users/${encodeURIComponent(userId)}/activity`;
}

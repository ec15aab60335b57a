import type {
  DeletionHow,
  ExternalService,
  ExportRule,
  PrivacyDeclaration,
  PrivacyItem,
} from '../platform/privacy/declaration';

type Kind = 'tables' | 'storage' | 'caches';

const KINDS: ReadonlyArray<{ kind: Kind; title: string; noun: string }> = [
  { kind: 'tables', title: 'Tables', noun: 'table' },
  { kind: 'storage', title: 'Storage prefixes', noun: 'storage' },
  { kind: 'caches', title: 'Caches and temporary files', noun: 'cache' },
];

/** What deleting the user does, in the item's own section. */
const DELETION: Record<DeletionHow, string> = {
  cascade: 'Database cascade.',
  'user deletion': 'Removed by the user deletion.',
  unlinked: 'Stays, no longer pointing at the person.',
  expires: 'Goes on its own.',
  'left behind': '**Left behind.**',
  'not about users': 'Not about an account holder.',
  'not personal': 'Not personal data.',
};

/** The same, in the summary table. */
const DELETION_SHORT: Record<DeletionHow, string> = {
  cascade: 'database cascade',
  'user deletion': 'removed by the deletion',
  unlinked: 'stays, unlinked',
  expires: 'goes on its own',
  'left behind': '**left behind**',
  'not about users': 'not about users',
  'not personal': 'not personal',
};

const INTRO = [
  '# Personal data: what the server keeps',
  '',
  '<!-- Generated from the privacy.ts declarations by `npm run docs:api`; a test fails when it is stale. -->',
  '',
  'Every table, object storage prefix and cache of the server declares what personal data it holds,',
  'about whom, why, how the person would receive it in an export, what deleting their account does',
  'to it, and how long it is kept: one `privacy.ts` per folder, beside its `tables.ts`, gathered in',
  '`apps/server/src/composition/privacyInventory.ts` (docs/decisions/0051-data-inventory.md). A test',
  'fails when a table or a storage prefix has no declaration, and when a declared database cascade',
  'does not exist. The declarations state what the code does today, gaps included.',
  '',
  '- **About.** The app knows two roles, user and administrator. _Pupils_ are the accounts that write',
  '  stories, _teachers_ the accounts that run class links, rubrics and feedback, _visitors_ people',
  '  who are not signed in.',
  '- **Export.** The file of a person\'s export of their own data ("All my data",',
  '  docs/product/data-export.md) that carries it; the export is built from these declarations.',
  "- **On deleting the user.** What `DELETE /api/admin/users/{id}` (or the person's own",
  '  `POST /api/me/delete`) does today (docs/decisions/0052-complete-user-deletion.md): group stories',
  '  and class links are handed on, the user row goes, the database deletes what cascades from it,',
  "  the deletion removes what no key reaches, then the person's files; a certificate records it.",
  '  Deactivating an account keeps everything.',
  '- **Kept.** How long, as the code does it today.',
  '',
  'Every service outside the app that the server sends requests to is declared too, with what it',
  'receives, whose personal data that can be, and the setting that turns it on: nothing is sent to',
  'one while it is off (docs/decisions/0056-data-minimisation.md). A test fails when code that sends',
  'requests out sits in a folder that declares no service.',
  '',
  'Outside this inventory: what the browser keeps (unsaved work), the server logs, install backups',
  'made with `npm run backup` (a copy of all of DATA_DIR, kept wherever the operator puts them), and',
  "the database's and the storage provider's own copies.",
];

type Row = { kind: (typeof KINDS)[number]; home: string; name: string; item: PrivacyItem };

const cell = (text: string) => text.replace(/\|/g, '\\|');

function exportText(rule: ExportRule): string {
  if (rule === 'not personal') return 'Not personal data.';
  if ('withheld' in rule) return `Not exported: ${rule.withheld}.`;
  return `In \`${rule.file}\`${rule.note ? ` (${rule.note})` : ''}.`;
}

function rowsOf(inventory: Readonly<Record<string, PrivacyDeclaration>>): Row[] {
  return KINDS.flatMap((kind) =>
    Object.entries(inventory)
      .flatMap(([home, declaration]) =>
        Object.entries(declaration[kind.kind]).map(([name, item]) => ({ kind, home, name, item })),
      )
      .sort((a, b) => a.home.localeCompare(b.home) || a.name.localeCompare(b.name)),
  );
}

const title = (row: Row) => (row.kind.kind === 'caches' ? row.name : `\`${row.name}\``);

function summary(rows: Row[]): string[] {
  return [
    '## Summary',
    '',
    '| Item | Kind | Declared in | About | On deleting the user |',
    '| --- | --- | --- | --- | --- |',
    ...rows.map(({ kind, home, name, item }) => {
      const how = DELETION_SHORT[item.deletion.how];
      const more = item.deletion.leavesBehind ? ', some **left behind**' : '';
      const label = kind.kind === 'caches' ? cell(name) : `\`${name}\``;
      return `| ${label} | ${kind.noun} | \`${home}/\` | ${item.about.join(', ')} | ${how}${more} |`;
    }),
    '',
  ];
}

/** Everything a user deletion leaves behind today: the input for closing the gaps. */
function leftBehind(rows: Row[]): string[] {
  const lines = rows.flatMap((row) => {
    const { deletion } = row.item;
    if (deletion.how === 'left behind')
      return [`- ${title(row)} (${row.kind.noun}): ${deletion.detail}`];
    if (deletion.leavesBehind)
      return [`- ${title(row)} (${row.kind.noun}): ${deletion.leavesBehind}`];
    return [];
  });
  return [
    '## Left behind when a user is deleted',
    '',
    'What stays of a deleted person today, item by item (the details are in the sections below).',
    '',
    ...(lines.length > 0 ? lines : ['Nothing.']),
    '',
  ];
}

function section(row: Row): string[] {
  const { item } = row;
  const deletion = [DELETION[item.deletion.how], item.deletion.detail];
  if (item.deletion.leavesBehind) deletion.push(`**Leaves behind:** ${item.deletion.leavesBehind}`);
  return [
    `### ${title(row)}`,
    '',
    `Declared in \`apps/server/src/${row.home}/privacy.ts\`.`,
    '',
    `- **Holds:** ${item.holds === 'none' ? 'no personal data.' : item.holds}`,
    `- **About:** ${item.about.join(', ')}.`,
    `- **Purpose:** ${item.purpose}`,
    `- **Export:** ${exportText(item.export)}`,
    `- **On deleting the user:** ${deletion.join(' ')}`,
    `- **Kept:** ${item.retention}`,
    '',
  ];
}

/** The external services, by folder and name. */
function externalServices(inventory: Readonly<Record<string, PrivacyDeclaration>>): string[] {
  const services: Array<{ home: string; name: string; service: ExternalService }> = Object.entries(
    inventory,
  )
    .flatMap(([home, declaration]) =>
      Object.entries(declaration.external).map(([name, service]) => ({ home, name, service })),
    )
    .sort((a, b) => a.name.localeCompare(b.name));
  return [
    '## External services',
    '',
    'What leaves the server, to whom, and what turns it on.',
    '',
    ...services.flatMap(({ home, name, service }) => [
      `### ${name}`,
      '',
      `Declared in \`apps/server/src/${home}/privacy.ts\`.`,
      '',
      `- **Receives:** ${service.receives}`,
      `- **Personal data about:** ${service.about.join(', ')}.`,
      `- **Purpose:** ${service.purpose}`,
      `- **Turned on by:** ${service.enabledBy}`,
      '',
    ]),
  ];
}

/** docs/privacy.md (unformatted: the caller runs Prettier over it). */
export function renderPrivacyDoc(inventory: Readonly<Record<string, PrivacyDeclaration>>): string {
  const rows = rowsOf(inventory);
  const lines = [...INTRO, '', ...summary(rows), ...leftBehind(rows)];
  for (const kind of KINDS) {
    lines.push(`## ${kind.title}`, '');
    for (const row of rows.filter((r) => r.kind === kind)) lines.push(...section(row));
  }
  lines.push(...externalServices(inventory));
  return `${lines.join('\n').trimEnd()}\n`;
}

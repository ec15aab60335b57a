/**
 * The data inventory's vocabulary (docs/decisions/0051-data-inventory.md). Every table, object
 * storage prefix and cache says what personal data it holds, about whom, why, how the person would
 * receive it in an export of their data, what deleting their account does to it, and how long it
 * is kept. Each feature declares its own in a privacy.ts beside its tables.ts;
 * composition/privacyInventory.ts gathers them, its test holds them to the code, and
 * docs/privacy.md is generated from them.
 *
 * Declarations state what the code does today, gaps included: the inventory is where a gap shows.
 */

/**
 * Whose personal data an item holds. The app knows two roles, user and administrator: 'teachers'
 * are the accounts that run class links, rubrics and feedback, 'pupils' those that write stories.
 */
export type DataSubject =
  | 'pupils'
  | 'teachers'
  | 'administrators'
  | 'all users'
  /** Someone not signed in, known only by a network address or an e-mail address they typed. */
  | 'visitors'
  /** People without an account here (the authors of collected news articles). */
  | 'people outside the app'
  | 'nobody';

/**
 * How the item reaches the person in an export of their own data ("All my data",
 * features/dataExport): `file` names the file of the ZIP that carries it. The export is built from
 * these: a table's rows go into its `.json` file, a storage prefix declared with a folder
 * (ending in '/') has the person's files copied under that folder.
 */
export type ExportRule =
  | {
      file: string;
      note?: string;
      /**
       * The key columns to users that make a row the person's, where the table has more than
       * one (the access log's pupil, not its reader); without it every key to users counts.
       */
      ownerColumns?: readonly string[];
    }
  /** Why the person would not receive it (a secret, a security counter). */
  | { withheld: string }
  | 'not personal';

/** What deleting the person's account (DELETE /api/admin/users/{id}) does to the item today. */
export type DeletionHow =
  /** The database deletes it with the user: a chain of ON DELETE CASCADE keys reaches users (checked). */
  | 'cascade'
  /** The user deletion's own code removes it (features/deletion). */
  | 'user deletion'
  /** It stays, but nothing in it points at the person any more. */
  | 'unlinked'
  /** It goes on its own within its retention, whoever it was about. */
  | 'expires'
  /** It stays, still holding the person's data. */
  | 'left behind'
  /** It is about people who have no account here: no user deletion concerns it. */
  | 'not about users'
  | 'not personal';

export type Deletion = {
  how: DeletionHow;
  /** What happens, in plain words, as the code does it today. */
  detail: string;
  /** Personal data that stays after the deletion although `how` removes the rest. */
  leavesBehind?: string;
};

/** One table, storage prefix or cache. */
export type PrivacyItem = {
  /** The personal data in it, in plain words; 'none' for an item without any. */
  holds: string;
  about: readonly DataSubject[];
  purpose: string;
  export: ExportRule;
  deletion: Deletion;
  /** How long it is kept, as the code does it today. */
  retention: string;
};

/**
 * A service outside the app that the folder's code sends requests to (issue #30, data
 * minimisation; docs/decisions/0056-data-minimisation.md). Nothing is sent to it until an
 * administrator or operator turns it on: `enabledBy` says how.
 */
export type ExternalService = {
  /** What the service receives, in plain words. */
  receives: string;
  /** Whose personal data the requests can carry; ['nobody'] when they carry none. */
  about: readonly DataSubject[];
  purpose: string;
  /** The setting that turns it on: an admin console setting or the operator's environment. */
  enabledBy: string;
};

/** What one folder (a feature, or shared machinery under platform/) declares. */
export type PrivacyDeclaration = {
  /** By SQL table name: every table of the folder's tables.ts. */
  tables: Readonly<Record<string, PrivacyItem>>;
  /** By object storage key prefix, ending in '/': every prefix the folder's code writes under. */
  storage: Readonly<Record<string, PrivacyItem>>;
  /** By a name that says where it is: data held in memory, on local disk or in temporary files. */
  caches: Readonly<Record<string, PrivacyItem>>;
  /** By the service's name: every outside service the folder's code sends requests to. */
  external: Readonly<Record<string, ExternalService>>;
};

export function declarePrivacy(parts: Partial<PrivacyDeclaration>): PrivacyDeclaration {
  return {
    tables: parts.tables ?? {},
    storage: parts.storage ?? {},
    caches: parts.caches ?? {},
    external: parts.external ?? {},
  };
}

/** An item with no personal data: it is still declared, so a new one is a decision, not a default. */
export function notPersonal(purpose: string, retention: string): PrivacyItem {
  return {
    holds: 'none',
    about: ['nobody'],
    purpose,
    export: 'not personal',
    deletion: { how: 'not personal', detail: 'Nothing in it is about a person.' },
    retention,
  };
}

/** Contradictions within one item (the inventory's test reports them with the item's name). */
export function problemsOf(item: PrivacyItem): string[] {
  const problems: string[] = [];
  const none = item.holds === 'none';
  const nobody = item.about.includes('nobody');
  if (none !== nobody) problems.push("holds 'none' exactly when it is about 'nobody'");
  if (nobody && item.about.length > 1) problems.push("'nobody' stands alone");
  if (none !== (item.export === 'not personal')) {
    problems.push("export is 'not personal' exactly when it holds 'none'");
  }
  if (none !== (item.deletion.how === 'not personal')) {
    problems.push("deletion is 'not personal' exactly when it holds 'none'");
  }
  const outsiders = item.about.length === 1 && item.about[0] === 'people outside the app';
  if ((item.deletion.how === 'not about users') !== outsiders) {
    problems.push("deletion is 'not about users' exactly when it is about people outside the app");
  }
  for (const [field, text] of Object.entries({
    holds: item.holds,
    purpose: item.purpose,
    detail: item.deletion.detail,
    retention: item.retention,
  })) {
    if (text.trim() === '') problems.push(`${field} is empty`);
  }
  return problems;
}

/** Contradictions within one external service's declaration. */
export function serviceProblemsOf(service: ExternalService): string[] {
  const problems: string[] = [];
  if (service.about.includes('nobody') && service.about.length > 1) {
    problems.push("'nobody' stands alone");
  }
  if (service.about.length === 0) problems.push("about is empty (use ['nobody'])");
  for (const [field, text] of Object.entries({
    receives: service.receives,
    purpose: service.purpose,
    enabledBy: service.enabledBy,
  })) {
    if (text.trim() === '') problems.push(`${field} is empty`);
  }
  return problems;
}

import type { HttpError } from '../../platform/http/errors';

/** Who asks for a file: the signed-in user, or null for a visitor. */
export type FileViewer = { id: string; isAdmin: boolean } | null;

/**
 * A check the app adds at start, for files another feature keeps private in some cases (a video
 * of a story waiting for its teacher's approval: docs/product/feedback.md, "Review before
 * sharing"). Null lets the file through; an error is the answer instead.
 */
export type FileGate = (key: string, viewer: FileViewer) => Promise<HttpError | null>;

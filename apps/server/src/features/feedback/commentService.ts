import { and, asc, count, eq, inArray, or, sql } from 'drizzle-orm';
import {
  MAX_COMMENTS_PER_HANDIN,
  locateTarget,
  type CommentTarget,
  type CreateCommentRequest,
  type FeedbackComment,
  type HandinSlide,
} from '@dsb/core';
import type { Db } from '../../platform/db/client';
import { users } from '../../platform/auth/tables';
import { feedbackError, findHandin, isUuid, type Caller, type HandinRow } from './access';
import { bankComment } from './bankService';
import { handinCommentEdits, handinComments, handins } from './tables';

/**
 * Comments on a hand-in (docs/product/feedback.md, "Comments"): the reviewer's, pinned to a point
 * of a slide, a sentence of a script or the whole story, and replies. Slide-point comments are
 * numbered 1, 2, 3 ... within the hand-in in the order they were made.
 */

type SlideText = Pick<HandinSlide, 'id' | 'script'>;

/**
 * The hand-in's comments, oldest first, for `callerId`. `now` are the slides the caller looks at:
 * a comment whose slide or sentence is not among them is marked `targetRemoved` (with its target
 * as made), and a sentence that moved is pinned where it is now.
 */
export async function listComments(
  db: Db,
  handin: HandinRow,
  callerId: string,
  now: readonly SlideText[] = handin.snapshot.slides,
): Promise<FeedbackComment[]> {
  const rows = await db
    .select({ comment: handinComments, authorName: users.displayName })
    .from(handinComments)
    .leftJoin(users, eq(users.id, handinComments.authorId))
    .where(eq(handinComments.handinId, handin.id))
    .orderBy(asc(handinComments.createdAt), asc(handinComments.id));
  const ids = rows.map((row) => row.comment.id);
  const edits = ids.length
    ? await db
        .select()
        .from(handinCommentEdits)
        .where(inArray(handinCommentEdits.commentId, ids))
        .orderBy(asc(handinCommentEdits.editedAt), asc(handinCommentEdits.id))
    : [];
  return rows.map(({ comment, authorName }) => {
    const located = locateTarget(comment.target, handin.snapshot.slides, now);
    return {
      id: comment.id,
      handinId: handin.id,
      version: handin.version,
      authorName: authorName ?? '',
      role: comment.role,
      mine: comment.authorId === callerId,
      target: located ?? comment.target,
      number: comment.number,
      text: comment.text,
      replyTo: comment.replyTo,
      done: comment.done,
      targetRemoved: located === null,
      history: edits
        .filter((edit) => edit.commentId === comment.id)
        .map((edit) => ({ text: edit.text, editedAt: edit.editedAt.toISOString() })),
      createdAt: comment.createdAt.toISOString(),
      updatedAt: comment.updatedAt.toISOString(),
    };
  });
}

/** 400 unless the slide (and the span of its script) is in the hand-in as handed in. */
function checkTarget(handin: HandinRow, target: CommentTarget): void {
  if (target.kind === 'story') return;
  const slide = handin.snapshot.slides.find((s) => s.id === target.slideId);
  if (!slide) throw feedbackError(400, 'slideNotInHandin');
  if (target.kind === 'script' && target.end > slide.script.length)
    throw feedbackError(400, 'sentenceOutsideScript');
}

const findComment = async (db: Db, handinId: string, commentId: string) => {
  if (!isUuid(commentId)) return null;
  const [row] = await db
    .select()
    .from(handinComments)
    .where(and(eq(handinComments.id, commentId), eq(handinComments.handinId, handinId)))
    .limit(1);
  return row ?? null;
};

/**
 * The reviewer comments on any target at any time; the authors only reply, once the hand-in is
 * returned. A reply keeps the target of the comment it answers. The reviewer's new comment goes
 * into their comment bank (or counts as one more use there).
 */
export async function createComment(
  db: Db,
  caller: Caller,
  handinId: string,
  input: Required<Pick<CreateCommentRequest, 'target' | 'text'>> & { replyTo?: string },
): Promise<FeedbackComment> {
  const { handin, isReviewer } = await findHandin(db, caller, handinId);
  if (!isReviewer && handin.status !== 'returned') throw feedbackError(400, 'notReturned');
  if (!isReviewer && !input.replyTo) throw feedbackError(404, 'handinNotFound');
  const parent = input.replyTo ? await findComment(db, handin.id, input.replyTo) : null;
  if (input.replyTo && !parent) throw feedbackError(404, 'commentNotFound');
  const target = parent ? parent.target : input.target;
  checkTarget(handin, target);
  const numbered = target.kind === 'slide' && !parent;
  // One comment at a time per hand-in (its row locked), so the limit holds and no two markers
  // share a number when two comments are made at the same moment.
  const id = await db.transaction(async (tx) => {
    await tx
      .select({ id: handins.id })
      .from(handins)
      .where(eq(handins.id, handin.id))
      .for('update');
    const [{ n } = { n: 0 }] = await tx
      .select({ n: count() })
      .from(handinComments)
      .where(eq(handinComments.handinId, handin.id));
    if (n >= MAX_COMMENTS_PER_HANDIN) throw feedbackError(400, 'tooManyComments');
    const [row] = await tx
      .insert(handinComments)
      .values({
        handinId: handin.id,
        authorId: caller.id,
        role: isReviewer ? 'teacher' : 'pupil',
        target,
        number: numbered
          ? sql`(select coalesce(max(${handinComments.number}), 0) + 1 from ${handinComments}
                 where ${handinComments.handinId} = ${handin.id})`
          : null,
        text: input.text,
        replyTo: parent?.id ?? null,
      })
      .returning({ id: handinComments.id });
    return row!.id;
  });
  if (isReviewer && !parent) await bankComment(db, caller.id, input.text);
  return presentOne(db, handin, caller.id, id);
}

async function presentOne(db: Db, handin: HandinRow, callerId: string, commentId: string) {
  const comments = await listComments(db, handin, callerId);
  const comment = comments.find((c) => c.id === commentId);
  if (!comment) throw feedbackError(404, 'commentNotFound');
  return comment;
}

/**
 * A new text (the comment's author only; the earlier text is kept in its history) and done (the
 * story's authors, on a returned hand-in). Anything else names no comment of theirs: 404.
 */
export async function updateComment(
  db: Db,
  caller: Caller,
  handinId: string,
  commentId: string,
  change: { text?: string; done?: boolean },
): Promise<FeedbackComment> {
  const { handin, isAuthor } = await findHandin(db, caller, handinId);
  const comment = await findComment(db, handin.id, commentId);
  if (!comment) throw feedbackError(404, 'commentNotFound');
  const canEdit = comment.authorId === caller.id;
  const canMarkDone = isAuthor && handin.status === 'returned';
  if (change.text !== undefined && !canEdit) throw feedbackError(404, 'commentNotFound');
  if (change.done !== undefined && !canMarkDone) throw feedbackError(404, 'commentNotFound');
  const newText = change.text !== undefined && change.text !== comment.text;
  const changes = {
    ...(newText ? { text: change.text, updatedAt: new Date() } : {}),
    ...(change.done !== undefined ? { done: change.done } : {}),
  };
  if (Object.keys(changes).length > 0) {
    await db.transaction(async (tx) => {
      if (newText) {
        await tx.insert(handinCommentEdits).values({ commentId: comment.id, text: comment.text });
      }
      await tx.update(handinComments).set(changes).where(eq(handinComments.id, comment.id));
    });
  }
  return presentOne(db, handin, caller.id, comment.id);
}

/** Deletes the caller's own comment, with the replies to it. */
export async function deleteComment(
  db: Db,
  caller: Caller,
  handinId: string,
  commentId: string,
): Promise<void> {
  const { handin } = await findHandin(db, caller, handinId);
  const comment = await findComment(db, handin.id, commentId);
  if (!comment || comment.authorId !== caller.id) throw feedbackError(404, 'commentNotFound');
  await db
    .delete(handinComments)
    .where(
      and(
        eq(handinComments.handinId, handin.id),
        or(eq(handinComments.id, comment.id), eq(handinComments.replyTo, comment.id)),
      ),
    );
}

import { customLinkUrl, type CustomLink } from '@dsb/core';
import { LINK_FEEDBACK_MESSAGES as FM } from './messages';

/**
 * What a link card shows (docs/product/custom-links.md), with fallbacks for missing
 * values.
 */
export type LinkCardFields = {
  name: string;
  trackingId: string;
  prompt: string;
  room: string | null;
  created: string;
  shareUrl: string;
  openings: string;
  pupils: string;
  /** The rubric's name, or 'None'. */
  rubric: string;
  /** Review before sharing: 'On' or 'Off'. */
  review: string;
};

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/** 'Unknown date' when the date is missing or unreadable. */
export function formatCreated(value: string | null | undefined, locale?: string): string {
  if (!value) return 'Unknown date';
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return 'Unknown date';
  return date.toLocaleDateString(locale, { year: 'numeric', month: 'short', day: 'numeric' });
}

export function linkCardFields(link: CustomLink, origin: string, locale?: string): LinkCardFields {
  return {
    name: link.name?.trim() || 'Unnamed Link',
    trackingId: link.trackingId?.trim() || 'No ID',
    prompt: link.promptId ? link.promptTitle?.trim() || 'Untitled Prompt' : 'None',
    room: link.room?.trim() || null,
    created: formatCreated(link.createdAt, locale),
    shareUrl: link.trackingId ? customLinkUrl(origin, link) : '',
    openings: plural(link.openings ?? 0, 'opening', 'openings'),
    pupils: plural(link.pupilsStarted ?? 0, 'pupil started a story', 'pupils started a story'),
    rubric: link.rubricId ? link.rubricName?.trim() || FM.rubricNone : FM.rubricNone,
    review: link.reviewBeforeSharing ? FM.on : FM.off,
  };
}

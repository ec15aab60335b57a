import { customLinkUrl, type CustomLink } from '@dsb/core';
import { formatDate } from '../../i18n';
import { LINK_FEEDBACK_MESSAGES as FM, linkMessages } from './messages';

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

/** 'Unknown date' when the date is missing or unreadable. */
export function formatCreated(value: string | null | undefined, locale?: string): string {
  if (!value) return linkMessages.fields.unknownDate();
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return linkMessages.fields.unknownDate();
  const options = { year: 'numeric', month: 'short', day: 'numeric' } as const;
  // A caller's locale (tests), else the interface language's.
  return locale ? date.toLocaleDateString(locale, options) : formatDate(date, options);
}

export function linkCardFields(link: CustomLink, origin: string, locale?: string): LinkCardFields {
  const F = linkMessages.fields;
  return {
    name: link.name?.trim() || F.unnamedLink(),
    trackingId: link.trackingId?.trim() || F.noId(),
    prompt: link.promptId ? link.promptTitle?.trim() || F.untitledPrompt() : F.none(),
    room: link.room?.trim() || null,
    created: formatCreated(link.createdAt, locale),
    shareUrl: link.trackingId ? customLinkUrl(origin, link) : '',
    openings: F.openings({ count: link.openings ?? 0 }),
    pupils: F.pupils({ count: link.pupilsStarted ?? 0 }),
    rubric: link.rubricId ? link.rubricName?.trim() || FM.rubricNone() : FM.rubricNone(),
    review: link.reviewBeforeSharing ? FM.on() : FM.off(),
  };
}

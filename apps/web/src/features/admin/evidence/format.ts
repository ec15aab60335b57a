import type { AdminEvidenceItem } from '@dsb/core';
import { MANAGE_TEXT } from './messages';

/** Short month, day and year ('Mar 4, 2025'); missing or unreadable dates say so. */
export function formatDate(iso: string | null | undefined, missing: string = MANAGE_TEXT.noDate) {
  if (!iso) return missing;
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return missing;
  return date.toLocaleDateString('en-US', { month: 'short', day: 'numeric', year: 'numeric' });
}

/** The item's image: our stored copy first, else the address it was added with. */
export function imageOf(item: Pick<AdminEvidenceItem, 's3URL' | 'imageURL'>): string | null {
  return item.s3URL || item.imageURL || null;
}

/** Only web addresses become links; anything else is shown as text. */
export function isWebAddress(url: string | null | undefined): url is string {
  return typeof url === 'string' && /^https?:\/\//i.test(url);
}

import type { CanvasObject, Headline } from '@dsb/core';
import { CANVAS } from '../../editor/model';
import { headlineCardObjects } from './headlineCard';
import { formatHeadlineDate } from './headlineRules';
import { measureText } from './measureText';

/** The canvas objects of a headline's card on the slide (for the editor's 'addObjects' action). */
export function headlineCardForSlide(headline: Headline): CanvasObject[] {
  return headlineCardObjects(
    {
      title: headline.title,
      source: headline.source.name,
      date: formatHeadlineDate(headline.publishedAt),
      url: headline.url,
    },
    CANVAS,
    measureText,
  );
}

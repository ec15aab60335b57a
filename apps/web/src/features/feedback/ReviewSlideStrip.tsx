import { VisuallyHidden } from '@mantine/core';
import type { HandinSlide } from '@dsb/core';
import { formatNumber } from '../../i18n';
import { SlideImage } from '../customLinks';
import { REVIEW_MESSAGES as M } from './reviewMessages';
import classes from './review.module.css';

/** The hand-in's slides in a row to move between, each with how many comments it has. */
export function ReviewSlideStrip({
  slides,
  current,
  counts,
  onSelect,
}: {
  slides: readonly HandinSlide[];
  current: number;
  counts: ReadonlyMap<string, number>;
  onSelect: (index: number) => void;
}) {
  return (
    <nav aria-label={M.slideStrip()}>
      <ol className={classes.strip} data-testid="review-strip">
        {slides.map((slide, i) => {
          const title = slide.title || M.untitledSlide();
          const comments = counts.get(slide.id) ?? 0;
          return (
            <li key={slide.id}>
              <button
                type="button"
                className={classes.stripButton}
                aria-current={i === current ? 'true' : undefined}
                onClick={() => onSelect(i)}
              >
                {/* Named by its hidden text: the picture's own words ('Empty slide') are not. */}
                <VisuallyHidden>{M.slideButton(i + 1, title, comments)}</VisuallyHidden>
                <div aria-hidden="true">
                  <SlideImage
                    previewImage={slide.previewImage}
                    canvasState={slide.canvasState}
                    label={M.slideLabel(i + 1, title)}
                    width="100%"
                  />
                </div>
                <span className={classes.stripNumber} aria-hidden="true">
                  {formatNumber(i + 1)}
                </span>
                {comments > 0 && (
                  <span className={classes.stripCount} aria-hidden="true">
                    {formatNumber(comments)}
                  </span>
                )}
              </button>
            </li>
          );
        })}
      </ol>
    </nav>
  );
}

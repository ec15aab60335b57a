import { Stack, Text } from '@mantine/core';
import type { FeedbackComment, HandinSlide } from '@dsb/core';
import { Fragment, useMemo } from 'react';
import { sentencesOf, type ReviewSentence } from './reviewLogic';
import { REVIEW_MESSAGES as M } from './reviewMessages';
import classes from './review.module.css';

/**
 * A slide's script as sentences the teacher chooses to comment on: the chosen one highlighted,
 * those with comments underlined (dotted) and named so for screen readers.
 */
export function ReviewScript({
  slide,
  comments,
  selected,
  onSelect,
}: {
  slide: HandinSlide;
  comments: readonly FeedbackComment[];
  /** The span of the sentence the comment being written is on. */
  selected: { start: number; end: number } | null;
  onSelect: (sentence: ReviewSentence) => void;
}) {
  const sentences = useMemo(() => sentencesOf(slide, comments), [slide, comments]);
  const script = slide.script;
  return (
    <Stack gap={6} style={{ flex: '1 1 240px', minWidth: 0 }}>
      <Text size="xs" fw={600} c="gray.7" tt="uppercase" component="h3" m={0}>
        {M.script()}
      </Text>
      {sentences.length === 0 ? (
        <Text size="sm" c="gray.7" fs="italic">
          {M.noScript()}
        </Text>
      ) : (
        <>
          <Text size="xs" c="gray.7">
            {M.scriptHelp()}
          </Text>
          <Text
            size="md"
            lh={1.7}
            style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}
            data-testid="review-script"
          >
            {sentences.map((sentence, i) => {
              const gap = script.slice(i === 0 ? 0 : sentences[i - 1]!.end, sentence.start);
              const chosen = selected?.start === sentence.start && selected.end === sentence.end;
              return (
                <Fragment key={sentence.start}>
                  {gap}
                  <button
                    type="button"
                    className={classes.sentence}
                    aria-pressed={chosen}
                    aria-label={M.sentenceButton(sentence.text, sentence.comments)}
                    data-commented={sentence.comments > 0 ? 'true' : undefined}
                    onClick={() => onSelect(sentence)}
                    data-testid="review-sentence"
                  >
                    {script.slice(sentence.start, sentence.end)}
                  </button>
                </Fragment>
              );
            })}
          </Text>
        </>
      )}
    </Stack>
  );
}

import { ActionIcon, Button, em, Grid, Group, Stack, Text, Title } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconArrowsDiff, IconChevronLeft, IconChevronRight } from '@tabler/icons-react';
import type { CommentTarget, FeedbackComment, HandinDetail } from '@dsb/core';
import { useQueryClient } from '@tanstack/react-query';
import { useMemo, useRef, useState } from 'react';
import { linkKeys } from '../customLinks';
import { feedbackKeys, saveScores } from './api';
import { BankPanel } from './BankPanel';
import { CompareView } from './CompareView';
import { commentCardId, ReviewCommentList } from './ReviewCommentList';
import { ReviewComposer } from './ReviewComposer';
import { ReviewHeader } from './ReviewHeader';
import {
  commentsPerSlide,
  insertSnippet,
  levelsChanged,
  topLevel,
  type Point,
} from './reviewLogic';
import { REVIEW_MESSAGES as M } from './reviewMessages';
import { ReviewReturn } from './ReviewReturn';
import { ReviewScript } from './ReviewScript';
import { ReviewSlide } from './ReviewSlide';
import { ReviewSlideStrip } from './ReviewSlideStrip';
import { ScoreGrid } from './ScoreGrid';
import { useSearchParamsUpdate } from '../../lib/useSearchParamsUpdate';

/**
 * The review of one hand-in (docs/product/feedback.md, "The review screen"): the slide with its
 * markers and script, the slide strip, the comment box with the bank, the comments, the rubric,
 * Return, and 'Compare with version N-1' (?compare=1).
 */
export function ReviewWorkspace({ handin, linkId }: { handin: HandinDetail; linkId: string }) {
  const client = useQueryClient();
  const [params, updateParams] = useSearchParamsUpdate();
  const comparing = params.get('compare') === '1' && handin.previousId !== null;
  const [slideIndex, setSlideIndex] = useState(0);
  const [target, setTarget] = useState<CommentTarget>({ kind: 'story' });
  const [text, setText] = useState('');
  const [levels, setLevels] = useState<Record<string, number>>(handin.scores?.levels ?? {});
  const box = useRef<HTMLTextAreaElement>(null);
  const slideTop = useRef<HTMLDivElement>(null);
  const twoColumns = useMediaQuery(`(min-width: ${em(992)})`, true, {
    getInitialValueInEffect: false,
  });
  const counts = useMemo(() => commentsPerSlide(handin.comments), [handin.comments]);

  const refresh = () =>
    Promise.all([
      client.invalidateQueries({ queryKey: feedbackKeys.handin(handin.id) }),
      client.invalidateQueries({ queryKey: ['feedback', 'bank'] }),
      client.invalidateQueries({ queryKey: linkKeys.classView(linkId) }),
    ]);
  const focusBox = () => requestAnimationFrame(() => box.current?.focus());
  const pinTo = (next: CommentTarget) => {
    setTarget(next);
    focusBox();
  };
  const insert = (snippet: string) => {
    const el = box.current;
    // Where the caret was in the box (a box never focused has it at the end of its text).
    const caret = el ? { start: el.selectionStart, end: el.selectionEnd } : null;
    const next = insertSnippet(text, snippet, caret);
    setText(next.text);
    requestAnimationFrame(() => {
      if (!box.current) return;
      box.current.focus();
      box.current.setSelectionRange(next.caret, next.caret);
    });
  };
  const showComment = (commentId: string) => {
    const card = document.getElementById(commentCardId(commentId));
    card?.scrollIntoView({ block: 'nearest' });
    card?.focus();
  };
  const showTarget = (comment: FeedbackComment) => {
    const { target } = comment;
    if (target.kind === 'story') return;
    const index = handin.slides.findIndex((s) => s.id === target.slideId);
    if (index < 0) return;
    setSlideIndex(index);
    slideTop.current?.scrollIntoView({ block: 'start' });
  };
  const setCompare = (on: boolean) =>
    updateParams((out) => {
      if (on) out.set('compare', '1');
      else out.delete('compare');
      return out;
    });

  const compareButton = handin.previousId && (
    <Button
      variant="default"
      leftSection={<IconArrowsDiff size={16} aria-hidden />}
      onClick={() => setCompare(!comparing)}
      aria-pressed={comparing}
    >
      {comparing ? M.closeCompare() : M.compare(handin.version - 1)}
    </Button>
  );
  const returnActions = (
    <ReviewReturn
      handin={handin}
      beforeReturn={() =>
        handin.rubric && levelsChanged(levels, handin.scores?.levels ?? {})
          ? saveScores(handin.id, levels)
          : Promise.resolve()
      }
      onDone={refresh}
    />
  );
  const header = (
    <ReviewHeader
      handin={handin}
      actions={
        <>
          {compareButton}
          {returnActions}
        </>
      }
    />
  );
  if (comparing && handin.previousId)
    return (
      <Stack gap="md">
        {header}
        <CompareView handin={handin} previousId={handin.previousId} />
      </Stack>
    );

  const slide = handin.slides[slideIndex];
  const slideTitle = slide ? M.slideLabel(slideIndex + 1, slide.title || M.untitledSlide()) : '';
  const onSlide = slide
    ? topLevel(handin.comments).filter(
        (c) => c.target.kind !== 'story' && c.target.slideId === slide.id,
      )
    : [];
  // Two columns: the rubric under the slide. One (a tablet upright, a phone): after the comments,
  // so the comment box comes right after the slide it is about.
  const scores = handin.rubric && (
    <ScoreGrid
      handinId={handin.id}
      rubric={handin.rubric}
      saved={handin.scores}
      levels={levels}
      onLevels={setLevels}
      onSaved={refresh}
    />
  );
  const go = (delta: number) =>
    setSlideIndex((i) => Math.min(handin.slides.length - 1, Math.max(0, i + delta)));

  return (
    <Stack gap="md">
      {header}
      <ReviewSlideStrip
        slides={handin.slides}
        current={slideIndex}
        counts={counts}
        onSelect={setSlideIndex}
      />
      <Grid gap="md">
        <Grid.Col span={{ base: 12, md: 7 }}>
          <Stack gap="md">
            {slide ? (
              <Stack
                gap="xs"
                ref={slideTop}
                component="section"
                aria-labelledby="review-slide-title"
              >
                <Group gap="xs" wrap="nowrap">
                  <ActionIcon
                    variant="default"
                    aria-label={M.previousSlide()}
                    disabled={slideIndex === 0}
                    onClick={() => go(-1)}
                  >
                    <IconChevronLeft size={16} aria-hidden className="dsb-mirror" />
                  </ActionIcon>
                  <Title
                    order={3}
                    size="h4"
                    id="review-slide-title"
                    style={{ flex: 1, minWidth: 0 }}
                  >
                    {slideTitle}
                  </Title>
                  <ActionIcon
                    variant="default"
                    aria-label={M.nextSlide()}
                    disabled={slideIndex >= handin.slides.length - 1}
                    onClick={() => go(1)}
                  >
                    <IconChevronRight size={16} aria-hidden className="dsb-mirror" />
                  </ActionIcon>
                </Group>
                <Group align="flex-start" gap="md" wrap="wrap">
                  <ReviewSlide
                    key={slide.id}
                    slide={slide}
                    label={slideTitle}
                    comments={onSlide}
                    draftPoint={
                      target.kind === 'slide' && target.slideId === slide.id ? target : null
                    }
                    onPoint={(p: Point) => pinTo({ kind: 'slide', slideId: slide.id, ...p })}
                    onShowComment={showComment}
                  />
                  <ReviewScript
                    slide={slide}
                    comments={handin.comments}
                    selected={
                      target.kind === 'script' && target.slideId === slide.id ? target : null
                    }
                    onSelect={({ start, end }) =>
                      pinTo({ kind: 'script', slideId: slide.id, start, end })
                    }
                  />
                </Group>
              </Stack>
            ) : (
              <Text c="gray.7">{M.noSlides()}</Text>
            )}
            {twoColumns && scores}
          </Stack>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 5 }}>
          <Stack gap="md">
            <ReviewComposer
              handinId={handin.id}
              slides={handin.slides}
              target={target}
              text={text}
              onText={setText}
              onStoryInstead={() => pinTo({ kind: 'story' })}
              onAdded={() => {
                setTarget({ kind: 'story' }); // its marker or highlight now shows the comment
                return refresh();
              }}
              textareaRef={box}
            />
            <BankPanel onInsert={insert} />
            <ReviewCommentList
              handinId={handin.id}
              comments={handin.comments}
              slides={handin.slides}
              onChanged={refresh}
              onShow={showTarget}
            />
            {!twoColumns && scores}
          </Stack>
        </Grid.Col>
      </Grid>
    </Stack>
  );
}

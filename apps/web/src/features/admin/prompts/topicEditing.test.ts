import { describe, expect, it } from 'vitest';
import { GENERAL_TOPIC, MAX_TOPICS, type Topic } from '@dsb/core';
import {
  addTopic,
  addTopicProblem,
  initialTopics,
  isLastTopic,
  removeTopic,
  topicsForSave,
} from './topicEditing';

const climate: Topic = { topicTag: 'climate', topicLabel: 'Climate' };

describe('topic editing', () => {
  it('makes the tag lowercase with hyphens and capitalises the label', () => {
    const result = addTopic([climate], '  labour   market ');
    expect(result).toEqual({
      ok: true,
      topics: [climate, { topicTag: 'labour-market', topicLabel: 'Labour market' }],
    });
  });

  it('turns an empty input into General', () => {
    const result = addTopic([climate], '   ');
    expect(result.ok && result.topics.at(-1)).toEqual(GENERAL_TOPIC);
  });

  it('refuses a topic that is already there, and a full list', () => {
    const duplicate = addTopic([climate], 'CLIMATE');
    expect(duplicate).toEqual({ ok: false, reason: 'duplicate', topics: [climate] });
    expect(addTopicProblem('duplicate', 'CLIMATE')).toBe('CLIMATE is already a topic');
    const full = Array.from({ length: MAX_TOPICS }, (_, i) => ({
      topicTag: `t-${i}`,
      topicLabel: `T ${i}`,
    }));
    const refused = addTopic(full, 'one more');
    expect(refused.ok).toBe(false);
    expect(refused.topics).toHaveLength(MAX_TOPICS);
    expect(addTopicProblem('full', 'x')).toBe(`At most ${MAX_TOPICS} topics`);
  });

  it('never removes the last topic', () => {
    expect(isLastTopic([climate])).toBe(true);
    expect(removeTopic([climate], 'climate')).toEqual([climate]);
    const two = [climate, GENERAL_TOPIC];
    expect(isLastTopic(two)).toBe(false);
    expect(removeTopic(two, 'climate')).toEqual([GENERAL_TOPIC]);
  });

  it('opens with at least one topic and saves a normalised, non-empty list', () => {
    expect(initialTopics([])).toEqual([GENERAL_TOPIC]);
    expect(initialTopics(['sea level'])).toEqual([
      { topicTag: 'sea-level', topicLabel: 'Sea level' },
    ]);
    expect(topicsForSave([])).toEqual([GENERAL_TOPIC]);
    expect(
      topicsForSave([{ topicTag: 'health', topicLabel: 'health', topicTagStatic: 'x' }]),
    ).toEqual([{ topicTag: 'health', topicLabel: 'Health' }]);
  });
});

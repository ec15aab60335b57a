import { describe, expect, it } from 'vitest';
import type { EvidenceItem } from '@dsb/core';
import {
  addSaved,
  filterSaved,
  previewDescription,
  readSavedEvidence,
  removeSaved,
  toSavedEvidence,
} from './savedEvidence';

function item(overrides: Partial<EvidenceItem> = {}): EvidenceItem {
  return {
    _id: 'e1',
    type: 'chart',
    isChart: true,
    label: 'Sea level since 1880',
    label_easy: 'The sea is getting higher',
    description: 'How much the sea has risen.',
    description_easy: null,
    research: 'Long research text',
    altText: 'Line chart',
    sourceURL: 'https://example.org/sea',
    sourceLabel: 'EPA',
    imageURL: '/files/charts/sea.png',
    s3URL: '/files/charts/sea.png',
    topicTagStatic: 'climate',
    bigQuestion: null,
    keywords: ['sea'],
    width: 1500,
    height: 1040,
    dataTable: { columns: [], rows: [] },
    ...overrides,
  };
}

describe('toSavedEvidence', () => {
  it('keeps only the compact fields', () => {
    expect(toSavedEvidence(item())).toEqual({
      _id: 'e1',
      label: 'Sea level since 1880',
      description: 'How much the sea has risen.',
      imageURL: '/files/charts/sea.png',
      sourceURL: 'https://example.org/sea',
      sourceLabel: 'EPA',
      topicTagStatic: 'climate',
    });
  });

  it('takes the image from s3URL when imageURL is missing', () => {
    expect(toSavedEvidence(item({ imageURL: null, s3URL: '/files/x.png' })).imageURL).toBe(
      '/files/x.png',
    );
  });
});

describe('readSavedEvidence', () => {
  it('fills missing fields and skips entries without an id', () => {
    const read = readSavedEvidence([
      { _id: 'a', label: 'A', s3URL: '/files/a.png', extra: 1 },
      { _id: '' },
      { _id: 'b' },
    ]);
    expect(read).toEqual([
      {
        _id: 'a',
        label: 'A',
        description: '',
        imageURL: '/files/a.png',
        sourceURL: null,
        sourceLabel: null,
        topicTagStatic: null,
      },
      {
        _id: 'b',
        label: 'Untitled chart',
        description: '',
        imageURL: null,
        sourceURL: null,
        sourceLabel: null,
        topicTagStatic: null,
      },
    ]);
  });
});

describe('a chart the pupil saved (readSavedEvidence)', () => {
  it('keeps its data table and alt text, which library copies do not carry', () => {
    const dataTable = { columns: [{ name: 'Year', title: 'Year', unit: null }], rows: [[2001]] };
    const [chart, copy] = readSavedEvidence([
      { _id: 'pupil-chart-1', kind: 'pupil-chart', label: 'Mine', altText: 'A line.', dataTable },
      { _id: 'lib', label: 'Library', altText: 'Not kept', dataTable },
    ]);
    expect(chart).toMatchObject({ isChart: true, altText: 'A line.', dataTable });
    expect(copy).not.toHaveProperty('dataTable');
  });
});

describe('adding, removing and filtering', () => {
  it('adds newest first, once, and removes by id', () => {
    const one = addSaved([], item());
    const two = addSaved(one, item({ _id: 'e2', label: 'Ice' }));
    expect(two.map((e) => e._id)).toEqual(['e2', 'e1']);
    expect(addSaved(two, item())).toHaveLength(2);
    expect(removeSaved(two, 'e1').map((e) => e._id)).toEqual(['e2']);
  });

  it('filters on every word of the label or description', () => {
    const list = [toSavedEvidence(item()), toSavedEvidence(item({ _id: 'e2', label: 'Ice' }))];
    expect(filterSaved(list, 'SEA 1880').map((e) => e._id)).toEqual(['e1']);
    expect(filterSaved(list, 'risen').map((e) => e._id)).toEqual(['e1', 'e2']);
    expect(filterSaved(list, '  ')).toHaveLength(2);
    expect(filterSaved(list, 'forest')).toEqual([]);
  });
});

describe('previewDescription', () => {
  it('cuts past 100 characters', () => {
    expect(previewDescription('short')).toBe('short');
    const long = 'a'.repeat(99) + ' bcdef';
    expect(previewDescription(long)).toBe(`${'a'.repeat(99)}...`);
    expect(previewDescription('x'.repeat(100))).toBe('x'.repeat(100));
  });
});

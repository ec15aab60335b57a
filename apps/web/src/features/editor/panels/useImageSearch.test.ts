import { describe, expect, it } from 'vitest';
import { IMAGE_SEARCH_MESSAGES } from '@dsb/core';
import { searchNotice } from './useImageSearch';

describe('searchNotice', () => {
  const base = { items: [], provider: 'library' };
  it('says plainly when no web provider is configured', () => {
    expect(searchNotice({ ...base, webSearchConfigured: false }, 'images')).toBe(
      IMAGE_SEARCH_MESSAGES.webImagesNotConfigured,
    );
    expect(searchNotice({ ...base, webSearchConfigured: false }, 'gifs')).toBe(
      IMAGE_SEARCH_MESSAGES.webGifsNotConfigured,
    );
  });
  it('passes a provider failure on and is quiet otherwise', () => {
    expect(
      searchNotice(
        { ...base, webSearchConfigured: true, warning: 'Failed to fetch images...' },
        'images',
      ),
    ).toBe('Failed to fetch images...');
    expect(searchNotice({ ...base, webSearchConfigured: true }, 'images')).toBeNull();
  });
});

import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { VIDEO_WORDS_PER_MINUTE } from '@dsb/core';
import { AUDIENCES, resourcePath, type ResourceBlock } from './model';
import { findResource, RESOURCES, resourcesFor } from './resources';

const blockText = (block: ResourceBlock): string[] => {
  switch (block.kind) {
    case 'text':
      return [block.text];
    case 'list':
      return block.items.flatMap((item) => (typeof item === 'string' ? [item] : [...item]));
    case 'see':
      return [block.text, block.slug];
    case 'tip':
      return [block.title, block.text];
    case 'compare':
      return [block.strong, block.weak, block.why ?? 'why'];
    case 'guide':
      return [block.url, block.title];
  }
};

describe('Resources pages', () => {
  it.each(RESOURCES.map((r) => [r.slug, r] as const))(
    '%s has a title, a slug, a summary and sections with content',
    (_slug, resource) => {
      expect(resource.title.trim()).not.toBe('');
      expect(resource.slug).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
      expect(resource.summary.trim()).not.toBe('');
      expect(AUDIENCES).toContain(resource.audience);
      expect(resource.sections.length).toBeGreaterThan(0);
      for (const section of resource.sections) {
        expect(section.heading.trim()).not.toBe('');
        expect(section.blocks.length).toBeGreaterThan(0);
        for (const block of section.blocks) {
          for (const text of blockText(block)) expect(text.trim()).not.toBe('');
          if (block.kind === 'list') expect(block.items.length).toBeGreaterThan(0);
          if (block.kind === 'see') expect(findResource(block.slug), block.slug).toBeDefined();
        }
      }
      // A page's section headings are distinct: each is a landmark a reader jumps to.
      const headings = resource.sections.map((s) => s.heading);
      expect(new Set(headings).size).toBe(headings.length);
    },
  );

  it('slugs and titles are unique, and each slug finds its page', () => {
    expect(new Set(RESOURCES.map((r) => r.slug)).size).toBe(RESOURCES.length);
    expect(new Set(RESOURCES.map((r) => r.title)).size).toBe(RESOURCES.length);
    for (const resource of RESOURCES) expect(findResource(resource.slug)).toBe(resource);
    expect(findResource('no-such-page')).toBeUndefined();
    expect(findResource(undefined)).toBeUndefined();
    expect(resourcePath('reading-a-chart')).toBe('/resources/reading-a-chart');
  });

  it('has the pages issue #14 asks for, for pupils and for teachers', () => {
    expect(resourcesFor('pupils').map((r) => r.slug)).toEqual([
      'choosing-a-big-question',
      'finding-evidence',
      'reading-a-chart',
      'writing-a-spoken-script',
    ]);
    expect(resourcesFor('teachers').map((r) => r.slug)).toEqual(['teachers-guide']);
  });

  it("embeds the app's existing guides instead of copying them", () => {
    const guides = RESOURCES.flatMap((r) => r.sections.flatMap((s) => s.blocks)).filter(
      (b) => b.kind === 'guide',
    );
    expect(guides.map((g) => g.url).sort()).toEqual([
      '/guides/choosing-a-big-question.html',
      '/guides/finding-evidence.html',
    ]);
    for (const guide of guides) {
      const file = fileURLToPath(new URL(`../../../public${guide.url}`, import.meta.url));
      expect(existsSync(file), file).toBe(true);
    }
  });

  it("the spoken script page uses the app's speaking pace (150 words a minute)", () => {
    expect(VIDEO_WORDS_PER_MINUTE).toBe(150);
    const script = findResource('writing-a-spoken-script')!;
    const words = script.sections.flatMap((s) => s.blocks.flatMap(blockText)).join(' ');
    expect(words).toContain('150 words a minute');
  });
});

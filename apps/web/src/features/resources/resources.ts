import type { Audience, Resource } from './model';
import { choosingABigQuestion, findingEvidence } from './content/guides';
import { readingAChart } from './content/readingAChart';
import { writingASpokenScript } from './content/spokenScript';
import { teachersGuide } from './content/teacherGuide';

/** Every Resources page, in the order a pupil meets the steps; the teacher's guide last. */
export const RESOURCES: readonly Resource[] = [
  choosingABigQuestion,
  findingEvidence,
  readingAChart,
  writingASpokenScript,
  teachersGuide,
];

export function findResource(slug: string | undefined): Resource | undefined {
  return RESOURCES.find((resource) => resource.slug === slug);
}

export function resourcesFor(audience: Audience): Resource[] {
  return RESOURCES.filter((resource) => resource.audience === audience);
}

import { z } from 'zod';
import { imageLink, webLink } from './links';
import { speechVoiceSchema, type SpeechVoiceName } from './speech';
import { storedJson, storedText } from './text';

/** Story limits (docs/product/stories.md, docs/config.md). */
export const MAX_SLIDES_PER_STORY = 100;
export const MAX_CANVAS_OBJECTS_PER_SLIDE = 500;
export const MAX_STORY_BODY_BYTES = 2 * 1024 * 1024;
export const MAX_TITLE_LENGTH = 200;
export const MAX_SCRIPT_LENGTH = 10_000;
export const MAX_SAVED_EVIDENCE = 500;
export const DEFAULT_STORY_TITLE = 'Untitled Story';
export const DEFAULT_TEMPLATE = 'none';
export const AUTOSAVE_DELAY_MS = 3000;
export const AUTOSAVE_MIN_GAP_MS = 3000;

export const STORY_MESSAGES = {
  cannotCreate: 'Cannot create story without template and slides',
  notFound: 'Story not found',
  conflict: 'This story was changed in another tab or on another device.',
  dataUrlImage: 'Images must be uploaded, not embedded in the story',
  tooManySlides: `A story can have at most ${MAX_SLIDES_PER_STORY} slides`,
  tooManyObjects: `A slide can hold at most ${MAX_CANVAS_OBJECTS_PER_SLIDE} canvas objects`,
  tooLarge:
    'This story is too large to save (over 2 MB). Remove some objects or images and try again.',
  saveFailed: 'Failed to save the story. Please try again.',
} as const;

export const SLIDE_ID_PATTERN = /^slide-\d+-\d+$/;

/** Image addresses in a story; data: images are left to the rule above (storyService). */
const storyImageLink = () => imageLink({ passDataImages: true });

/**
 * One Fabric object as stored (docs/product/stories.md). Fabric owns most fields, so unknown
 * keys pass through; the server checks the type, size and that no image is embedded as data.
 * Every string in it is cleaned like other stored text (text.ts), and an image's `src` must be
 * a web address or a path in this app (links.ts).
 */
export const canvasObjectSchema = storedJson(
  z.looseObject({
    type: z.string().min(1).max(40),
    src: storyImageLink().nullish(),
  }),
);
export type CanvasObject = z.infer<typeof canvasObjectSchema>;

/**
 * An evidence item copied into a story (a slide's evidence, the saved evidence list). The copy
 * keeps whatever fields the client sent, cleaned; its links must be valid links.
 */
export const evidenceRefSchema = storedJson(
  z.looseObject({
    _id: z.string().min(1).max(100),
    sourceURL: webLink().nullish(),
    imageURL: storyImageLink().nullish(),
    s3URL: storyImageLink().nullish(),
  }),
);

export const slideImageSchema = z.object({
  url: storyImageLink(),
  alt: storedText().max(500).default('Slide Image'),
});

export const slideSchema = z.object({
  id: z.string().regex(SLIDE_ID_PATTERN, 'Slide ids look like slide-{timestamp}-{index}'),
  title: storedText().max(MAX_TITLE_LENGTH).default(''),
  /** Help text from the template. */
  text: storedText().max(2000).default(''),
  script: storedText()
    .max(MAX_SCRIPT_LENGTH, `A slide script can be at most ${MAX_SCRIPT_LENGTH} characters`)
    .default(''),
  evidence: z.array(evidenceRefSchema).max(100).default([]),
  images: z.array(slideImageSchema).max(100).default([]),
  canvasState: z
    .array(canvasObjectSchema)
    .max(MAX_CANVAS_OBJECTS_PER_SLIDE, STORY_MESSAGES.tooManyObjects)
    .default([]),
  previewImage: storyImageLink().nullable().default(null),
});
export type Slide = z.infer<typeof slideSchema>;

export const savedEvidenceSchema = z.array(evidenceRefSchema).max(MAX_SAVED_EVIDENCE);

const title = storedText()
  .trim()
  .max(MAX_TITLE_LENGTH, `Titles can be at most ${MAX_TITLE_LENGTH} characters`);
const bigQuestion = storedText().trim().max(500).nullable();
const trackingId = storedText().trim().max(100).nullable();
/**
 * The server voice the story is narrated in (Speak, the video), chosen in the voice dialog; null
 * until one is chosen. Kept with the story so it follows the pupil and their co-authors to any
 * device (docs/product/speech.md).
 */
const voice = speechVoiceSchema.nullable();
const slides = z.array(slideSchema).max(MAX_SLIDES_PER_STORY, STORY_MESSAGES.tooManySlides);

export const TEMPLATE_IDS = ['none', 'blank', 'trueForWho', 'takeAStand', 'whatCanBe'] as const;
export const templateIdSchema = z.enum(TEMPLATE_IDS);
export type TemplateId = z.infer<typeof templateIdSchema>;

/** Body of POST /api/stories. */
export const storyCreateSchema = z.object({
  title: title.optional(),
  bigQuestion: bigQuestion.optional(),
  template: templateIdSchema.optional(),
  trackingId: trackingId.optional(),
  voice: voice.optional(),
  savedEvidence: savedEvidenceSchema.optional(),
  slides: slides.optional(),
});
export type StoryCreate = z.infer<typeof storyCreateSchema>;

/** Body of PUT /api/stories/{id}: the fields to change plus the version they were based on. */
export const storyUpdateSchema = z.object({
  version: z.number().int().min(1),
  /** Save over a newer version on purpose ("keep mine" after a conflict). */
  force: z.boolean().optional(),
  title: title.optional(),
  bigQuestion: bigQuestion.optional(),
  template: templateIdSchema.optional(),
  trackingId: trackingId.optional(),
  voice: voice.optional(),
  savedEvidence: savedEvidenceSchema.optional(),
  slides: slides.optional(),
});
export type StoryUpdate = z.infer<typeof storyUpdateSchema>;

/**
 * The story's own fields besides its slides, each kept and saved as a whole value: the shared
 * document's meta map, a patch's field changes and the editor's merge of a live change all go
 * through this one list.
 */
export const STORY_META_FIELDS = [
  'title',
  'bigQuestion',
  'template',
  'trackingId',
  'voice',
  'savedEvidence',
] as const;

export type Story = {
  _id: string;
  title: string;
  bigQuestion: string | null;
  template: TemplateId;
  trackingId: string | null;
  voice: SpeechVoiceName | null;
  savedEvidence: Array<{ _id: string } & Record<string, unknown>>;
  slides: Slide[];
  version: number;
  createdAt: string;
  updatedAt: string;
};

/** A story in the list: no slide contents. */
export type StorySummary = Omit<Story, 'slides' | 'savedEvidence' | 'voice'> & {
  slideCount: number;
  previewImage: string | null;
  /** The caller's part in the story: its owner, or a co-author who joined with a code. */
  role: 'owner' | 'co-author';
  /** The owner's display name (My Data Stories shows it on a co-authored story). */
  ownerName: string;
  /**
   * The latest hand-in (docs/product/feedback.md): waiting for feedback, or returned; null when
   * never handed in. My Data Stories shows it as a badge.
   */
  handin: { status: 'waiting' | 'returned'; version: number } | null;
};

/** True when any string inside the value is a data: URL image (images must be uploaded files). */
export function containsDataUrlImage(value: unknown): boolean {
  if (typeof value === 'string') return /^\s*data:image\//i.test(value);
  if (Array.isArray(value)) return value.some(containsDataUrlImage);
  if (value && typeof value === 'object') return Object.values(value).some(containsDataUrlImage);
  return false;
}

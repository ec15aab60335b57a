import { z } from 'zod';
import { queryText, storedJson, storedText } from './text';
import { aiChartContextSchema } from './charts/pupilChart';
import { interfaceLanguageSchema } from './languages';

/**
 * AI help (issue #16): the chart tutor, region questions, the slide assistant and
 * the connection checks. One schema per payload; the server validates with them, the web client
 * is typed by them. docs/ai.md walks through the calls.
 */

/** AI and connection. */
export const AI_MODEL_DEFAULTS = { temperature: 0.4, maxTokens: 1000 } as const;
export const CONNECTION_CHECK = {
  firstCheckDelayMs: 3000,
  intervalMs: 120_000,
  /** Consecutive failures before the connection bar (and the firewall message) shows. */
  failureConfirmations: 2,
  retryDelayMs: 2000,
  timeoutMs: 8000,
} as const;
export const EVIDENCE_ZOOM = { min: 0.5, max: 4, ratio: 0.2 } as const;
/**
 * A selection box smaller than this on either side (screen pixels) is discarded
 * (docs/product/ai-help.md).
 */
export const SELECTION_MIN_PX = 20;
/** The conversation history sent with a question: the last 5 messages. */
export const CHAT_HISTORY_MESSAGES = 5;
/** Speaking pace used for a script's speaking time (the video's pace). */
export const SPEAKING_WORDS_PER_MINUTE = 150;
/** The story id the evidence modal uses when opened with no story. */
export const RESEARCH_MODE_STORY_ID = 'research-mode';
export const MAX_CHAT_MESSAGE_LENGTH = 20_000;
export const MAX_AI_PROMPT_LENGTH = 4000;
/** Messages kept in one chat; past it the chat answers 409 (a pupil can start another). */
export const MAX_CHAT_MESSAGES = 2000;

/** Shown on every answer the offline guide gives (no model configured). */
export const OFFLINE_GUIDE_LABEL = 'Offline guide (no AI model configured)';
/** The label of an offline guide answer given because the configured model did not answer. */
export const OFFLINE_FALLBACK_LABEL = 'Offline guide (the AI service could not be reached)';
/** The chart description is added to the slide script after this prefix. */
export const VIDEO_SCRIPT_PREFIX = 'Video Script:';
export const GENERATING_DESCRIPTION_LABEL = 'Generating description...';
export const THINKING_PLACEHOLDER = 'Thinking...';
export const TYPE_YOUR_OWN_MESSAGE = 'Type your own message...';

export const CHAT_TYPES = ['chart-analysis', 'slide-assistant'] as const;
export type ChatType = (typeof CHAT_TYPES)[number];

/** Welcome messages and their suggestion buttons. */
export const CHART_CHAT_WELCOME = {
  // The chart chat's greeting, in the slide chat's voice.
  message: "Hi there! I'm here to help you read this chart. What would you like to know?",
  suggestions: ['Connect graph to data story', 'Help me understand the graph'],
} as const;
export const SLIDE_CHAT_WELCOME = {
  message:
    "Hi there! I'm here to help with your slide content and script. What would you like to work on?",
  suggestions: [
    'Help me improve my script',
    'Suggest visuals for this slide',
    'Clarify my main message',
  ],
} as const;
/** What the chart description button asks: a casual 2-3 sentence video script. */
export const CHART_DESCRIPTION_REQUEST =
  'Write a casual 2-3 sentence video script that describes this chart for my data story.';

/** AI chat: the texts a client shows. */
export const AI_MESSAGES = {
  missingDataChart:
    'Cannot initialize chat. Missing required data - please make sure you have selected evidence and are logged in.',
  missingDataSlide:
    'Cannot initialize chat. Missing required data - please make sure you are logged in.',
  initFailed: 'Failed to initialize chat session. Please try again later.',
  initRefresh: 'Failed to initialize chat. Please try refreshing the page.',
  serverConnection: 'Error connecting to the server. Please check your connection and try again.',
  stillLoading:
    'Sorry, I cannot respond right now. The application is still loading or missing required data. Please try refreshing the page.',
  initError: 'Sorry, I encountered an error initializing the chat. Please try refreshing the page.',
  unavailable:
    'Sorry, I cannot respond right now. The AI service appears to be unavailable. Please try again in a moment.',
  regionFailed:
    "Sorry, I couldn't analyze this chart region. There might be an issue with the image data.",
  requestFailed: "Sorry, I couldn't process that request due to an error. Please try again.",
  genericError: 'Sorry, I encountered an error. Please try again.',
  firewall:
    'The AI service is unavailable because it appears to be blocked by your school network or firewall. Please contact your teacher or IT administrator for assistance.',
  waitingForData: 'AI assistant is waiting for required data to load...',
  connectionRetrying: 'Connection to AI service unavailable. Retrying...',
  blankMessage: 'A message must not be blank',
  chatNotFound: 'Chat not found',
  chatFull: `This chat is full (${MAX_CHAT_MESSAGES} messages). Please start a new one.`,
  missingChatId: 'Invalid chat response: missing chat ID',
  rateLimited: (seconds: number) =>
    `You are sending messages very quickly. Please wait ${seconds} seconds and try again.`,
  dailyLimit: (limit: number) =>
    `You have used today's AI help (${limit} messages a day). It starts again tomorrow; until then, keep working with the chart and your script.`,
  dailyTokens: "You have used today's AI help. It starts again tomorrow.",
  authFailed: 'The AI service did not accept this server’s key. Please tell your teacher.',
} as const;

/** Connection bar variants. */
export const CONNECTION_BAR = {
  firewall: { title: 'School Firewall Detected', detail: AI_MESSAGES.firewall },
  network: { title: 'Network Issue', detail: 'Please check your internet connection.' },
  /** The server reached, its model not: the offline guide answers meanwhile. */
  service: {
    title: 'AI Service Unreachable',
    detail:
      'The AI service could not be reached, so the offline guide is answering your questions.',
  },
  /** Added to the firewall bar's text when the server's offline guide answers meanwhile. */
  guideMeanwhile: 'Meanwhile the offline guide is answering your questions.',
  auth: { title: 'Authentication Issue', detail: AI_MESSAGES.authFailed },
  other: { title: 'Connection Problem', detail: null },
  retry: 'Retry Connection',
} as const;

export const CONNECTION_ERROR_TYPES = ['firewall', 'network', 'api', 'auth', 'unknown'] as const;
export type ConnectionErrorType = (typeof CONNECTION_ERROR_TYPES)[number];

export * from './aiInstructions';

const id = (name: string) =>
  queryText({ message: `${name} is required` })
    .min(1, `${name} is required`)
    .max(100, `${name} is too long`);
const optionalId = () => queryText().max(100).nullish();
const slideIndex = z
  .number({ message: 'slideIndex must be a number' })
  .int('slideIndex must be a whole number')
  .min(0, 'slideIndex must not be negative')
  .max(999);

/** POST /api/chats/session. `userId` is accepted for older clients and ignored: the session decides. */
export const chatSessionRequestSchema = z
  .strictObject({
    userId: z.string().max(200).nullish(),
    storyId: id('storyId'),
    chatType: z.enum(CHAT_TYPES, {
      message: "chatType must be 'chart-analysis' or 'slide-assistant'",
    }),
    slideIndex: slideIndex.nullish(),
    evidenceId: optionalId(),
  })
  .superRefine((body, ctx) => {
    // A pupil's own chart has no library id: its chat is keyed 'pupil-chart:<canvas object id>'.
    if (body.chatType === 'chart-analysis' && !body.evidenceId) {
      ctx.addIssue({ code: 'custom', message: 'evidenceId is required for a chart-analysis chat' });
    }
    if (body.chatType === 'slide-assistant' && (body.slideIndex ?? null) === null) {
      ctx.addIssue({
        code: 'custom',
        message: 'slideIndex is required for a slide-assistant chat',
      });
    }
  });
export type ChatSessionRequest = z.infer<typeof chatSessionRequestSchema>;

/** A chat session. */
export const chatSessionSchema = z.object({
  _id: z.string(),
  userId: z.string(),
  storyId: z.string(),
  chatType: z.enum(CHAT_TYPES),
  slideIndex: z.number().int().nullable(),
  evidenceId: z.string().nullable(),
  messageCount: z.number().int(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type ChatSession = z.infer<typeof chatSessionSchema>;

/** GET /api/chats/history (query strings: slideIndex arrives as text). */
export const chatHistoryQuerySchema = z.strictObject({
  userId: z.string().max(200).optional(),
  storyId: id('storyId'),
  chatType: z.enum(CHAT_TYPES, {
    message: "chatType must be 'chart-analysis' or 'slide-assistant'",
  }),
  slideIndex: z.coerce.number().pipe(slideIndex).optional(),
  evidenceId: queryText().max(100).optional(),
});
export type ChatHistoryQuery = z.infer<typeof chatHistoryQuerySchema>;

export const CHAT_SENDERS = ['user', 'ai'] as const;
/**
 * Where an AI message came from: a configured model, the offline guide (no model configured), or
 * the offline guide standing in for a configured model that could not be reached.
 */
export const AI_SOURCES = ['model', 'offline-guide', 'offline-fallback'] as const;
export type AiSource = (typeof AI_SOURCES)[number];

/** When the client wrote it: an ISO date or milliseconds; an unreadable one is taken as now. */
const timestamp = z.union([z.string().max(40), z.number().min(0)]);

const suggestions = z.array(storedText().trim().min(1).max(300)).max(10);

/** A chat message. `label` is the offline guide's label, shown with the message. */
export const chatMessageSchema = z.object({
  _id: z.string(),
  chatId: z.string(),
  sender: z.enum(CHAT_SENDERS),
  role: z.enum(['user', 'assistant']),
  content: z.string(),
  timestamp: z.string(),
  suggestions: z.array(z.string()),
  source: z.enum(AI_SOURCES).nullable(),
  label: z.string().nullable(),
});
export type ChatMessage = z.infer<typeof chatMessageSchema>;
export const chatMessageListSchema = z.array(chatMessageSchema);

/** POST /api/chats/message. Other fields of the client's message (local id, status) are dropped. */
export const addChatMessageRequestSchema = z.strictObject({
  chatId: id('chatId'),
  message: z.object({
    content: storedText()
      .trim()
      .min(1, AI_MESSAGES.blankMessage)
      .max(
        MAX_CHAT_MESSAGE_LENGTH,
        `A message can be at most ${MAX_CHAT_MESSAGE_LENGTH} characters`,
      ),
    sender: z.enum(CHAT_SENDERS, { message: "sender must be 'user' or 'ai'" }),
    timestamp: timestamp.optional(),
    suggestions: suggestions.default([]),
    source: z.enum(AI_SOURCES).nullish(),
  }),
});
export type AddChatMessageRequest = z.infer<typeof addChatMessageRequestSchema>;
export const addChatMessageResponseSchema = chatSessionSchema.extend({
  message: chatMessageSchema,
});

export const AGENT_ACTIVITY_TYPES = [
  'chat_initiated',
  'message_sent',
  'message_received',
  'chat_closed',
] as const;

/** POST /api/agent-activity/log: an agent activity log entry. */
export const agentActivityRequestSchema = z.strictObject({
  chatThreadId: id('chatThreadId'),
  userId: z.string().max(200).nullish(),
  storyId: id('storyId'),
  evidenceId: optionalId(),
  activityType: z.enum(AGENT_ACTIVITY_TYPES, {
    message: `activityType must be one of ${AGENT_ACTIVITY_TYPES.join(', ')}`,
  }),
  details: storedJson(
    z.looseObject({
      slideIndex: z.number().int().min(0).optional(),
      messageContent: z.string().max(MAX_CHAT_MESSAGE_LENGTH).optional(),
      messageType: z.string().max(40).optional(),
      suggestions: z.array(z.string().max(300)).max(10).optional(),
      messageCount: z.number().int().min(0).optional(),
    }),
  ).default({}),
  timestamp: timestamp.optional(),
});
export type AgentActivityRequest = z.infer<typeof agentActivityRequestSchema>;
export const agentActivitySchema = z.object({
  _id: z.string(),
  chatThreadId: z.string(),
  userId: z.string(),
  storyId: z.string(),
  evidenceId: z.string().nullable(),
  activityType: z.enum(AGENT_ACTIVITY_TYPES),
  details: z.record(z.string(), z.unknown()),
  createdAt: z.string(),
});
export type AgentActivity = z.infer<typeof agentActivitySchema>;

const percent = z.number().min(0).max(100);
/** A selection box in percentages of the chart image. */
export const selectionRegionSchema = z
  .object({ x: percent, y: percent, width: percent.gt(0), height: percent.gt(0) })
  .refine((r) => r.x + r.width <= 100.5 && r.y + r.height <= 100.5, {
    message: 'The region must lie inside the chart',
  });
export type SelectionRegion = z.infer<typeof selectionRegionSchema>;

/** The image data a client may send; `src` may be a data: URL of the cropped region. */
export const imageDataSchema = z.object({
  src: z.string().max(1_500_000),
  naturalWidth: z.number().min(0).optional(),
  naturalHeight: z.number().min(0).optional(),
  displayWidth: z.number().min(0).optional(),
  displayHeight: z.number().min(0).optional(),
});

/** What an AI request is for; inferred from the context's fields when not given. */
export const AI_TASKS = [
  'chart-analysis',
  'chart-region',
  'slide-assistant',
  'chart-description',
] as const;
export type AiTask = (typeof AI_TASKS)[number];

const historyEntry = z.object({
  sender: z.enum(CHAT_SENDERS),
  content: storedText().max(MAX_CHAT_MESSAGE_LENGTH),
});

/** POST /api/ai/chat context: the original app's fields, plus `task`, `chatId` and `evidenceIds`. */
export const aiChatContextSchema = z.object({
  task: z.enum(AI_TASKS).optional(),
  chatId: optionalId(),
  storyId: optionalId(),
  evidenceId: optionalId(),
  /** Evidence on the slide not yet saved with the story (the server also reads the saved slide). */
  evidenceIds: z.array(id('evidenceIds[]')).max(20).optional(),
  region: selectionRegionSchema.nullish(),
  imageData: imageDataSchema.nullish(),
  history: z.array(historyEntry).max(50).optional(),
  slideIndex: slideIndex.nullish(),
  slideContent: z.unknown().optional(),
  bigQuestion: storedText().max(500).nullish(),
  script: storedText().max(10_000).nullish(),
  question: storedText().max(MAX_AI_PROMPT_LENGTH).nullish(),
  /** Ignored: the user's saved AI Instructions are used (PUT /api/me/settings). */
  instructions: z.string().max(10_000).nullish(),
  /**
   * A chart the pupil made (docs/ai.md, "A pupil's own chart"): asked about instead of a library
   * chart. A chart question needs this or evidenceId.
   */
  chart: aiChartContextSchema.nullish(),
  /** The chart description request's evidence. */
  evidence: z
    .object({ description: z.string().max(10_000).nullish(), link: z.string().max(2000).nullish() })
    .loose()
    .nullish(),
});
export type AiChatContext = z.infer<typeof aiChatContextSchema>;

export const aiChatRequestSchema = z.strictObject({
  prompt: storedText({ message: 'prompt is required: the question to answer' })
    .trim()
    .min(1, AI_MESSAGES.blankMessage)
    .max(MAX_AI_PROMPT_LENGTH, `A message can be at most ${MAX_AI_PROMPT_LENGTH} characters`),
  context: aiChatContextSchema.default({}),
  /**
   * The pupil's interface language (docs/product/ai-help.md, "In other languages"): the offline
   * guide writes its answer in it and a model is told to answer in it. English when not sent.
   */
  language: interfaceLanguageSchema.default('en'),
});
export type AiChatRequest = z.infer<typeof aiChatRequestSchema>;

/** One data point the offline guide found under a selection box. */
export const regionPointSchema = z.object({
  series: z.string().nullable(),
  x: z.union([z.string(), z.number()]),
  y: z.number(),
});
export const regionSummarySchema = z.object({
  /**
   * 'inside': points drawn inside the box; 'x-range': none was, these are the points in the
   * box's x range; 'none': the box is off the plot or the chart's layout is unknown.
   */
  match: z.enum(['inside', 'x-range', 'none']),
  /** The box in the chart's own units: x from/to (years or category names), y from/to. */
  xFrom: z.union([z.string(), z.number()]).nullable(),
  xTo: z.union([z.string(), z.number()]).nullable(),
  yFrom: z.number().nullable(),
  yTo: z.number().nullable(),
  points: z.array(regionPointSchema),
});
export type RegionSummary = z.infer<typeof regionSummarySchema>;

/** POST /api/ai/chat answer: `response` is the message text (the older clients' field). */
export const aiChatResponseSchema = z.object({
  response: z.string(),
  message: z.string(),
  suggestions: z.array(z.string()),
  source: z.enum(AI_SOURCES),
  label: z.string().nullable(),
  task: z.enum(AI_TASKS),
  region: regionSummarySchema.nullable(),
});
export type AiChatResponse = z.infer<typeof aiChatResponseSchema>;

/** GET /api/ai/test-connection. */
export const connectionCheckSchema = z.object({
  success: z.boolean(),
  connected: z.boolean(),
  error: z.string().nullable(),
  errorType: z.enum(CONNECTION_ERROR_TYPES).nullable(),
  mode: z.enum(['model', 'offline']),
});
export type ConnectionCheck = z.infer<typeof connectionCheckSchema>;

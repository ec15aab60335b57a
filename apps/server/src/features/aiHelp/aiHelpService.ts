import {
  CHART_CHAT_WELCOME,
  SLIDE_CHAT_WELCOME,
  type AiChatContext,
  type AiChatRequest,
  type AiChatResponse,
  type AiSource,
  type AiTask,
  type ChatMessage,
  type RegionSummary,
} from '@dsb/core';
import type { Db } from '../../platform/db/client';
import { badRequest } from '../../platform/http/errors';
import type { ObjectStorage } from '../../platform/storage/storage';
import type { ChartLibrary } from './chartLibrary';
import type { AiSettings } from '../../platform/languageModel/aiSettings';
import { loadChart, loadSlide, type LoadedChart } from './context';
import { PUPIL_CHART_CHAT_PREFIX, PUPIL_CHART_MESSAGES } from '@dsb/core/charts';
import { pupilGuideChart } from './guide/pupilChart';
import { storyForChat } from '../stories';
import {
  answerChartQuestion,
  chartDescriptionScript,
  describeRegion,
  type GuideAnswer,
} from './guide/chartTutor';
import { regionData } from './guide/chartRegion';
import { answerSlideQuestion } from './guide/slideAssistant';
import { ModelCallError } from '../../platform/languageModel/http';
import { dataUrlImage, storedChartImages } from './images';
import { systemInstruction } from './instructions';
import type { ChatModel, ModelImage } from '../../platform/languageModel/model';
import {
  chartContext,
  historyMessages,
  questionMessage,
  regionContext,
  slideContext,
} from './modelPrompt';
import { parseModelReply } from './reply';
import { recordTokens, refundDailyRequest, takeDailyModelRequest, takeMinuteSlot } from './usage';
import { unreachable, type ConnectionChecker } from '../../platform/languageModel/connection';
import { guideLabel, historyFor, ownedChat } from './chatService';
import { readSettings } from '../account';

/**
 * POST /api/ai/chat (docs/product/ai-help.md, issue #16): a question about a chart, a region of it,
 * or a slide, answered by the configured model or, with none, by the offline guide from the app's
 * own data. Everything read is the signed-in user's or the public library.
 */
export type AiDeps = {
  db: Db;
  storage: Pick<ObjectStorage, 'getObject'>;
  settings: AiSettings;
  model: ChatModel | null;
  charts: ChartLibrary;
  /** Library chart titles matching a text (for 'Suggest visuals'). */
  findLibraryCharts: (query: string) => Promise<string[]>;
  /** The model's connection checks: a model that just failed is not waited for again. */
  connection?: Pick<ConnectionChecker, 'recentlyFailed' | 'noteFailure'>;
  /** Where a model failure is reported to the operator (the request's logger). */
  log?: { warn: (details: object, message: string) => void };
};

/** The task a request is for: named, else read from the context fields a client sends. */
export function taskOf(context: AiChatContext): AiTask {
  if (context.task) return context.task;
  if (context.region) return 'chart-region';
  if (context.evidence) return 'chart-description';
  const slide =
    context.slideIndex != null || context.slideContent !== undefined || context.script != null;
  return slide ? 'slide-assistant' : 'chart-analysis';
}

const FALLBACK_SUGGESTIONS: Readonly<Record<AiTask, readonly string[]>> = {
  'chart-analysis': CHART_CHAT_WELCOME.suggestions,
  'chart-region': CHART_CHAT_WELCOME.suggestions,
  'chart-description': [],
  'slide-assistant': SLIDE_CHAT_WELCOME.suggestions,
};

/** What the student asks about, read once for both the guide and a model. */
type Subject = {
  task: AiTask;
  chart: LoadedChart | null;
  region: RegionSummary | null;
  bigQuestion: string | null;
  slide: Awaited<ReturnType<typeof loadSlide>> | null;
};

async function readSubject(
  deps: AiDeps,
  userId: string,
  context: AiChatContext,
  task: AiTask,
): Promise<Subject> {
  if (task === 'slide-assistant') {
    const owned = await storyForChat(deps.db, userId, context.storyId);
    const slide = await loadSlide(deps.db, deps.charts, owned, context, deps.findLibraryCharts);
    return { task, chart: null, region: null, bigQuestion: slide.bigQuestion, slide };
  }
  const story = await storyForChat(deps.db, userId, context.storyId);
  const bigQuestion = context.bigQuestion ?? story?.bigQuestion ?? null;
  if (context.chart) {
    // A chart the pupil made: its rows are the data; no picture is stored to map a box onto.
    if (task === 'chart-region' && !context.region) {
      throw badRequest('region is required to ask about a region');
    }
    const chart = { guide: pupilGuideChart(context.chart), def: null, imageKey: null };
    return { task, chart, region: null, bigQuestion, slide: null };
  }
  if (!context.evidenceId) {
    if (task === 'chart-description' && context.evidence?.description) {
      return { task, chart: null, region: null, bigQuestion, slide: null };
    }
    throw badRequest(PUPIL_CHART_MESSAGES.chartOrEvidence);
  }
  if (context.evidenceId.startsWith(PUPIL_CHART_CHAT_PREFIX)) {
    throw badRequest(PUPIL_CHART_MESSAGES.pupilChartChat);
  }
  const chart = await loadChart(deps.db, deps.charts, context.evidenceId);
  let region: RegionSummary | null = null;
  if (task === 'chart-region') {
    if (!context.region) throw badRequest('region is required to ask about a region');
    const { def, guide } = chart;
    if (def && guide.table && guide.roles) {
      const geometry = await deps.charts.geometry(def, guide.table);
      region = regionData(geometry, guide.table, guide.roles, context.region);
    }
  }
  return { task, chart, region, bigQuestion, slide: null };
}

function offlineAnswer(subject: Subject, request: AiChatRequest): GuideAnswer {
  const { chart } = subject;
  const { prompt, context, language } = request;
  switch (subject.task) {
    case 'slide-assistant':
      return answerSlideQuestion(subject.slide!, prompt, language);
    case 'chart-region':
      return describeRegion(chart!.guide, subject.region, language);
    case 'chart-description':
      if (chart) return chartDescriptionScript(chart.guide, language);
      return { message: context.evidence!.description!.trim(), suggestions: [] };
    default:
      return answerChartQuestion(chart!.guide, prompt, subject.bigQuestion, language);
  }
}

function contextText(subject: Subject, context: AiChatContext): string {
  if (subject.slide) return slideContext(subject.slide);
  const parts = [
    subject.chart
      ? chartContext(subject.chart.guide)
      : `Chart description: ${context.evidence?.description ?? ''}`,
  ];
  if (subject.task === 'chart-region')
    parts.push(regionContext(subject.region, context.region ?? null));
  if (subject.bigQuestion) parts.push(`The student's big question: ${subject.bigQuestion}`);
  return parts.join('\n\n');
}

async function imagesFor(
  deps: AiDeps,
  subject: Subject,
  context: AiChatContext,
): Promise<ModelImage[]> {
  if (!deps.model?.vision || subject.task === 'slide-assistant') return [];
  const stored = subject.chart
    ? await storedChartImages(
        deps.storage,
        subject.chart.imageKey,
        subject.task === 'chart-region' ? context.region : null,
      )
    : [];
  return stored.length ? stored : dataUrlImage(context.imageData?.src);
}

async function modelAnswer(
  deps: AiDeps,
  model: ChatModel,
  userId: string,
  subject: Subject,
  request: AiChatRequest,
): Promise<GuideAnswer> {
  const { context, prompt } = request;
  await takeDailyModelRequest(deps.db, userId, deps.settings);
  try {
    const settings = await readSettings(deps.db, userId);
    let history: Array<Pick<ChatMessage, 'sender' | 'content'>> = context.history ?? [];
    if (!context.history && context.chatId) history = await historyFor(deps.db, context.chatId);
    const answer = await model.complete({
      system: systemInstruction({
        task: subject.task,
        guidance: settings.agentGuidance,
        own: settings.aiInstructions,
        language: request.language,
      }),
      messages: [
        ...historyMessages(history, prompt),
        questionMessage(
          subject.task,
          contextText(subject, context),
          prompt,
          await imagesFor(deps, subject, context),
        ),
      ],
    });
    await recordTokens(deps.db, userId, answer.usage.inputTokens + answer.usage.outputTokens);
    const reply = parseModelReply(answer.text, FALLBACK_SUGGESTIONS[subject.task]);
    if (!reply.message) throw new ModelCallError('api', 'The AI service sent an empty answer');
    return reply;
  } catch (error) {
    if (error instanceof ModelCallError) await refundDailyRequest(deps.db, userId);
    throw error;
  }
}

export async function answerAiChat(
  deps: AiDeps,
  userId: string,
  request: AiChatRequest,
): Promise<AiChatResponse> {
  const context = { ...request.context };
  if (context.chatId) {
    // The chat's own story, chart and slide fill in what the request leaves out.
    const chat = await ownedChat(deps.db, userId, context.chatId);
    context.storyId ??= chat.storyId;
    context.evidenceId ??= chat.evidenceId;
    context.slideIndex ??= chat.slideIndex;
  }
  const task = taskOf(context);
  await takeMinuteSlot(deps.db, userId, deps.settings);
  const subject = await readSubject(deps, userId, context, task);
  let source: AiSource = 'offline-guide';
  let answer: GuideAnswer | null = null;
  const model = deps.model;
  if (model && !deps.connection?.recentlyFailed()) {
    try {
      answer = await modelAnswer(deps, model, userId, subject, { ...request, context });
      source = 'model';
    } catch (error) {
      if (!(error instanceof ModelCallError)) throw error;
      // The pupil still gets help: the offline guide answers, labelled as such (docs/ai.md).
      deps.log?.warn(
        { errorType: error.errorType, detail: error.message },
        'AI model call failed; the offline guide answered',
      );
      if (unreachable(error)) deps.connection?.noteFailure();
    }
  } else if (model) {
    deps.log?.warn({}, 'AI model unreachable at the last check; the offline guide answered');
  }
  if (!answer) {
    answer = offlineAnswer(subject, { ...request, context });
    if (model) source = 'offline-fallback';
  }
  return {
    response: answer.message,
    message: answer.message,
    suggestions: answer.suggestions,
    source,
    label: guideLabel(source),
    task,
    region: subject.region,
  };
}

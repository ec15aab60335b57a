import fp from 'fastify-plugin';
import { ChartLibrary } from './chartLibrary';
import { ConnectionChecker } from '../../platform/languageModel/connection';
import { createChatModel, type ChatModel } from '../../platform/languageModel/model';
import type { AiSettings } from '../../platform/languageModel/aiSettings';

export type AiServices = {
  settings: AiSettings;
  /** The configured model; null: the offline guide answers. */
  model: ChatModel | null;
  charts: ChartLibrary;
  connection: ConnectionChecker;
};

declare module 'fastify' {
  interface FastifyInstance {
    ai: AiServices;
  }
}

/** AI help (issue #16): the model adapter LLM_* selects, chart specifications, connection checks. */
export default fp(
  async (app) => {
    const settings = app.config.ai;
    const model = settings.model ? createChatModel(settings.model) : null;
    if (model) {
      app.log.info({ provider: model.provider, model: model.model }, 'AI help uses a model');
      app.addHook('onClose', () => model.close());
    }
    app.decorate('ai', {
      settings,
      model,
      charts: new ChartLibrary(),
      connection: new ConnectionChecker(model),
    });
  },
  { name: 'ai' },
);

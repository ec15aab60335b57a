import type { PrivacyDeclaration } from '../platform/privacy/declaration';
import { privacy as accessLogPrivacy } from '../features/accessLog/privacy';
import { privacy as retentionPrivacy } from '../features/retention/privacy';
import { privacy as aiHelpPrivacy } from '../features/aiHelp/privacy';
import { privacy as articlesPrivacy } from '../features/articles/privacy';
import { privacy as backupsPrivacy } from '../features/backups/privacy';
import { privacy as collabPrivacy } from '../features/collab/privacy';
import { privacy as collectorPrivacy } from '../features/collector/privacy';
import { privacy as customLinksPrivacy } from '../features/customLinks/privacy';
import { privacy as dataExportPrivacy } from '../features/dataExport/privacy';
import { privacy as deletionPrivacy } from '../features/deletion/privacy';
import { privacy as evidencePrivacy } from '../features/evidence/privacy';
import { privacy as feedbackPrivacy } from '../features/feedback/privacy';
import { privacy as filesPrivacy } from '../features/files/privacy';
import { privacy as googleSlidesPrivacy } from '../features/googleSlides/privacy';
import { privacy as headlinesPrivacy } from '../features/headlines/privacy';
import { privacy as imageSearchPrivacy } from '../features/imageSearch/privacy';
import { privacy as ltiPrivacy } from '../features/lti/privacy';
import { privacy as promptsPrivacy } from '../features/prompts/privacy';
import { privacy as rosterPrivacy } from '../features/roster/privacy';
import { privacy as rubricsPrivacy } from '../features/rubrics/privacy';
import { privacy as savedChartsPrivacy } from '../features/savedCharts/privacy';
import { privacy as storiesPrivacy } from '../features/stories/privacy';
import { privacy as storiesMembersPrivacy } from '../features/stories/members/privacy';
import { privacy as videoPrivacy } from '../features/video/privacy';
import { privacy as activityPrivacy } from '../platform/activity/privacy';
import { privacy as authPrivacy } from '../platform/auth/privacy';
import { privacy as dbPrivacy } from '../platform/db/privacy';
import { privacy as embeddingsPrivacy } from '../platform/embeddings/privacy';
import { privacy as jobsPrivacy } from '../platform/jobs/privacy';
import { privacy as languageModelPrivacy } from '../platform/languageModel/privacy';
import { privacy as mediaPrivacy } from '../platform/media/privacy';
import { privacy as searchPrivacy } from '../platform/search/privacy';
import { privacy as speechPrivacy } from '../platform/speech/privacy';
import { privacy as storagePrivacy } from '../platform/storage/privacy';

/**
 * The data inventory: every folder's privacy.ts, by folder (docs/decisions/0051-data-inventory.md).
 * Gathered here, where the app is composed, because shared machinery may not import features; like
 * jobHandlers.ts it lists every part in one place. Its test fails when a table or storage prefix
 * has no declaration, or a privacy.ts is missing from this list; docs/privacy.md is generated
 * from it (npm run docs:api).
 */
export const PRIVACY_INVENTORY: Readonly<Record<string, PrivacyDeclaration>> = {
  'features/accessLog': accessLogPrivacy,
  'features/aiHelp': aiHelpPrivacy,
  'features/articles': articlesPrivacy,
  'features/backups': backupsPrivacy,
  'features/collab': collabPrivacy,
  'features/collector': collectorPrivacy,
  'features/customLinks': customLinksPrivacy,
  'features/dataExport': dataExportPrivacy,
  'features/deletion': deletionPrivacy,
  'features/evidence': evidencePrivacy,
  'features/feedback': feedbackPrivacy,
  'features/files': filesPrivacy,
  'features/googleSlides': googleSlidesPrivacy,
  'features/headlines': headlinesPrivacy,
  'features/imageSearch': imageSearchPrivacy,
  'features/lti': ltiPrivacy,
  'features/prompts': promptsPrivacy,
  'features/retention': retentionPrivacy,
  'features/roster': rosterPrivacy,
  'features/rubrics': rubricsPrivacy,
  'features/savedCharts': savedChartsPrivacy,
  'features/stories': storiesPrivacy,
  'features/stories/members': storiesMembersPrivacy,
  'features/video': videoPrivacy,
  'platform/activity': activityPrivacy,
  'platform/auth': authPrivacy,
  'platform/db': dbPrivacy,
  'platform/embeddings': embeddingsPrivacy,
  'platform/jobs': jobsPrivacy,
  'platform/languageModel': languageModelPrivacy,
  'platform/media': mediaPrivacy,
  'platform/search': searchPrivacy,
  'platform/speech': speechPrivacy,
  'platform/storage': storagePrivacy,
};

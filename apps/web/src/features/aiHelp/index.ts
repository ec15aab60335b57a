/** AI help (issue #16): the chart tutor, region questions and the connection bar. */
export { ChatPanel } from './ChatPanel';
export { RegionSelector, type RegionChoice } from './RegionSelector';
export { useChartTutor, usePupilChartTutor } from './useChartTutor';
export { PupilChartTutor } from './PupilChartTutor';
export { pupilChartContext } from './pupilChartContext';
export { aiConfigKey, useAiConfig } from './useAiConfig';
export { AiInstructionsButton, AiInstructionsModal } from './AiInstructionsModal';
export { useAiChat } from './useAiChat';
export { useConnection } from './useConnection';
export { SlideAssistant } from './SlideAssistant';
export { askAi } from './api';
export { appendVideoScript, slideEvidenceIds } from './slideContext';

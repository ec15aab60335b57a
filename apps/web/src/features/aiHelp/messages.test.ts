import { afterEach, describe, expect, it } from 'vitest';
import {
  AI_MESSAGES,
  CHART_CHAT_WELCOME,
  CHART_FOLLOW_UP_SUGGESTIONS,
  CONNECTION_BAR,
  OFFLINE_FALLBACK_LABEL,
  OFFLINE_GUIDE_LABEL,
  SLIDE_CHAT_WELCOME,
} from '@dsb/core';
import { speakEnglish, speakTestLanguage } from '../../i18n/testSupport';
import arabic from './locales/ar.json';
import spanish from './locales/es.json';
import { connectionBar, INITIAL_CONNECTION, recordCheck } from './connectionMonitor';
import { noticeFor } from './instructionsState';
import { aiHelpMessages, answerLabel, chatText, limitText } from './messages';

afterEach(speakEnglish);

const failedTwice = (errorType: 'network' | 'firewall', fromServer = false) => {
  const outcome = { connected: false as const, errorType, error: null, fromServer };
  return recordCheck(recordCheck(INITIAL_CONNECTION, outcome), outcome);
};

describe('the AI help panels in the interface language', () => {
  it('say in English exactly what core’s texts say', () => {
    expect(aiHelpMessages.states.firewall()).toBe(AI_MESSAGES.firewall);
    expect(aiHelpMessages.states.genericError()).toBe(AI_MESSAGES.genericError);
    expect(aiHelpMessages.bar.authDetail()).toBe(CONNECTION_BAR.auth.detail);
    expect(aiHelpMessages.bar.serviceDetail()).toBe(CONNECTION_BAR.service.detail);
    expect(aiHelpMessages.bar.firewallWithGuide()).toBe(
      `${CONNECTION_BAR.firewall.detail} ${CONNECTION_BAR.guideMeanwhile}`,
    );
    expect(aiHelpMessages.bar.retry()).toBe(CONNECTION_BAR.retry);
    expect(answerLabel(OFFLINE_GUIDE_LABEL)).toBe(OFFLINE_GUIDE_LABEL);
  });

  it('speaks Spanish: the connection bar, the offline guide’s label, the notices', () => {
    speakTestLanguage('es', { 'features/aiHelp': spanish });
    expect(connectionBar(failedTwice('network'))).toEqual({
      title: 'Problema de red',
      detail: 'Comprueba tu conexión a internet.',
      firewall: false,
    });
    expect(connectionBar(failedTwice('firewall', true))?.detail).toContain(
      'Mientras tanto, la guía sin conexión responde a tus preguntas.',
    );
    expect(answerLabel(OFFLINE_GUIDE_LABEL)).toBe(
      'Guía sin conexión (no hay ningún modelo de IA configurado)',
    );
    expect(answerLabel(OFFLINE_FALLBACK_LABEL)).toBe(
      'Guía sin conexión (no se ha podido contactar con el servicio de IA)',
    );
    expect(answerLabel('Something the server made up')).toBe('Something the server made up');
    expect(noticeFor(null)).toBe('Instrucciones restablecidas a las predeterminadas.');
    expect(aiHelpMessages.chat.messagesLog({ title: 'Tutor de gráficos' })).toBe(
      'Mensajes de Tutor de gráficos',
    );
  });

  it('speaks Arabic', () => {
    speakTestLanguage('ar', { 'features/aiHelp': arabic });
    expect(aiHelpMessages.chat.send()).toBe('إرسال');
    expect(aiHelpMessages.instructions.intro.chartAnalysis()).toContain('المعلّم الذكي');
    expect(answerLabel(OFFLINE_GUIDE_LABEL)).toContain('الدليل دون اتصال');
  });
});

describe('the chats’ greetings and suggestions', () => {
  const fixed = [
    CHART_CHAT_WELCOME.message,
    ...CHART_CHAT_WELCOME.suggestions,
    SLIDE_CHAT_WELCOME.message,
    ...SLIDE_CHAT_WELCOME.suggestions,
  ];

  it('read in English exactly as the server stores them', () => {
    for (const text of fixed) expect(chatText(text)).toBe(text);
  });

  it('are shown in the interface language, each its own, and other texts as written', () => {
    speakTestLanguage('es', { 'features/aiHelp': spanish });
    const shown = fixed.map(chatText);
    expect(shown[0]).toBe(spanish.welcome.chart);
    expect(chatText(SLIDE_CHAT_WELCOME.suggestions[0])).toBe('Ayúdame a mejorar mi guion');
    expect(new Set(shown).size).toBe(fixed.length);
    for (const [i, text] of shown.entries()) expect(text).not.toBe(fixed[i]);
    expect(chatText('The highest value is 42 in 2020.')).toBe('The highest value is 42 in 2020.');
    speakTestLanguage('ar', { 'features/aiHelp': arabic });
    expect(chatText(CHART_CHAT_WELCOME.suggestions[1])).toBe('ساعدني على فهم المخطط');
  });
});

describe('a limit the server refused with', () => {
  const minute = { error: AI_MESSAGES.rateLimited(42), limit: 'minute', retryAfterSeconds: 42 };
  const day = {
    error: AI_MESSAGES.dailyLimit(20),
    limit: 'day',
    retryAfterSeconds: 3600,
    requestsPerDay: 20,
  };

  it('reads in English exactly as the server writes it', () => {
    expect(limitText(minute)).toBe(AI_MESSAGES.rateLimited(42));
    expect(limitText(day)).toBe(AI_MESSAGES.dailyLimit(20));
    expect(limitText({ ...day, limit: 'day-tokens', requestsPerDay: undefined })).toBe(
      AI_MESSAGES.dailyTokens,
    );
  });

  it('is written in Spanish and Arabic from its numbers, with plurals', () => {
    speakTestLanguage('es', { 'features/aiHelp': spanish });
    expect(limitText(minute)).toBe(
      'Estás enviando mensajes muy rápido. Espera 42 segundos y vuelve a intentarlo.',
    );
    expect(limitText({ ...minute, retryAfterSeconds: 1 })).toContain('Espera 1 segundo y');
    expect(limitText(day)).toContain('(20 mensajes al día)');
    speakTestLanguage('ar', { 'features/aiHelp': arabic });
    const seconds = new Intl.NumberFormat('ar').format(42);
    expect(limitText(minute)).toBe(
      `أنت ترسل الرسائل بسرعة كبيرة. انتظر ${seconds} ثانية ثم حاول مرة أخرى.`,
    );
  });

  it('is null for a body that is not a limit, so the server’s text is shown', () => {
    expect(
      limitText({ error: 'Too many requests. Please wait a moment and try again.' }),
    ).toBeNull();
    expect(limitText(null)).toBeNull();
  });
});

describe('the chart tutor’s follow-up suggestions', () => {
  it('are shown in the interface language, sent in English', () => {
    speakTestLanguage('es', { 'features/aiHelp': spanish });
    expect(chatText(CHART_FOLLOW_UP_SUGGESTIONS.changedMost)).toBe('¿Qué cambió más?');
    expect(chatText(CHART_FOLLOW_UP_SUGGESTIONS.source)).toBe('¿De dónde vienen estos datos?');
    speakEnglish();
    expect(chatText(CHART_FOLLOW_UP_SUGGESTIONS.limits)).toBe(CHART_FOLLOW_UP_SUGGESTIONS.limits);
  });
});

import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from '#client/lib/texts.tsx';
import { toast } from '#client/lib/toast.tsx';
import type { Language } from '#client/lib/i18n.ts';

/** The part of the Web Speech API the search uses; not in TypeScript's DOM library. */
interface Recognition {
  lang: string;
  continuous: boolean;
  interimResults: boolean;
  maxAlternatives: number;
  onstart: (() => void) | null;
  onresult: ((event: { results: ArrayLike<ArrayLike<{ transcript: string }>> }) => void) | null;
  onerror: ((event: { error: string }) => void) | null;
  onend: (() => void) | null;
  start(): void;
  stop(): void;
  abort(): void;
}
type RecognitionConstructor = new () => Recognition;

/** Speech recognition settings of the specification (section 2 and 9). */
export const VOICE_LANGUAGES: Record<Language, string> = { ar: 'ar-SA', en: 'en-US' };
export const VOICE_MAX_ALTERNATIVES = 3;

function recognitionConstructor(): RecognitionConstructor | undefined {
  const scope = window as unknown as { SpeechRecognition?: RecognitionConstructor; webkitSpeechRecognition?: RecognitionConstructor };
  return scope.SpeechRecognition ?? scope.webkitSpeechRecognition;
}

export type VoiceStatus = 'idle' | 'listening';

/**
 * Voice search: idle → listening → idle. One final result in the reader's language (ar-SA or
 * en-US), up to three alternatives; the best transcript goes to `onResult`.
 */
export function useVoiceSearch(language: Language, onResult: (transcript: string) => void) {
  const { t } = useTranslation();
  const [status, setStatus] = useState<VoiceStatus>('idle');
  const recognition = useRef<Recognition | null>(null);
  const resultHandler = useRef(onResult);
  useEffect(() => {
    resultHandler.current = onResult;
  }, [onResult]);
  useEffect(() => () => recognition.current?.abort(), []);

  const start = useCallback(() => {
    const Constructor = recognitionConstructor();
    if (!Constructor) {
      toast.error(t('shell.voice.unsupportedTitle'), { description: t('shell.voice.unsupportedBody') });
      return;
    }
    const instance = new Constructor();
    instance.lang = VOICE_LANGUAGES[language];
    instance.continuous = false;
    instance.interimResults = false;
    instance.maxAlternatives = VOICE_MAX_ALTERNATIVES;
    instance.onstart = () => {
      setStatus('listening');
      toast(t('shell.voice.activeTitle'), { description: t('shell.voice.activeBody') });
    };
    instance.onresult = (event) => {
      const transcript = event.results[0]?.[0]?.transcript.trim();
      if (transcript) resultHandler.current(transcript);
    };
    instance.onerror = (event) => {
      setStatus('idle');
      // Stopping on purpose is not an error the reader needs to hear about.
      if (event.error === 'aborted') return;
      toast.error(t('shell.voice.errorTitle'), { description: t('shell.voice.errorBody') });
    };
    instance.onend = () => {
      setStatus('idle');
      recognition.current = null;
    };
    recognition.current = instance;
    try {
      instance.start();
    } catch {
      recognition.current = null;
      toast.error(t('shell.voice.errorTitle'), { description: t('shell.voice.errorBody') });
    }
  }, [language, t]);

  const stop = useCallback(() => {
    recognition.current?.stop();
  }, []);

  return { status, start, stop };
}

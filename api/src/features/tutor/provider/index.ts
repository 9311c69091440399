import type { Config } from '../../../config';
import { EmbeddedTutor } from './embedded';
import { OpenAiCompatibleTutor } from './openai';
import type { TutorProvider } from './types';

export type { TutorProvider, TutorRequest, TutorTurn, LearnerContext } from './types';
export { TutorProviderError } from './openai';

/** The OpenAI-compatible client when TUTOR_API_URL is set, else the embedded tutor. */
export function createTutorProvider(config: Pick<Config, 'tutor'>): TutorProvider {
  const { apiUrl, apiKey, model } = config.tutor;
  return apiUrl ? new OpenAiCompatibleTutor(apiUrl, apiKey, model) : new EmbeddedTutor();
}

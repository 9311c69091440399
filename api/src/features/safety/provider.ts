import { safetyProviderFromEnv } from '../../config';
import {
  excerptAround,
  mergeFlags,
  SAFETY_CATEGORIES,
  type Flag,
  type SafetyCategory,
  type Severity,
} from './types';

/**
 * The optional external moderation provider (SAFETY_API_URL): an OpenAI-compatible
 * /v1/moderations endpoint, or a chat model asked to classify. It runs next to the embedded
 * screen and can only add flags or raise their severity (the stricter verdict wins). It is
 * sent the masked text, never the child's personal details. Any error, garbage answer or a
 * time-out leaves the embedded verdict standing, with a warning.
 */
export interface ProviderConfig {
  apiUrl: string;
  apiKey?: string;
  model: string;
  mode: 'moderations' | 'chat';
  /** 2000 unless set (tests shorten it). */
  timeoutMs?: number;
  /** Where a failure is reported; a process warning unless set. */
  warn?: (message: string) => void;
}

export const PROVIDER_TIMEOUT_MS = 2000;

/** OpenAI moderation categories, as ours (with the severity each brings). */
const MODERATION_MAP: Record<string, [SafetyCategory, Severity][]> = {
  'self-harm': [['self_harm', 'medium']],
  'self-harm/intent': [['self_harm', 'critical']],
  'self-harm/instructions': [['self_harm', 'critical']],
  violence: [['violence', 'high']],
  'violence/graphic': [['violence', 'high']],
  harassment: [['bullying', 'medium']],
  'harassment/threatening': [['violence', 'high']],
  hate: [['bullying', 'medium']],
  'hate/threatening': [['violence', 'high']],
  sexual: [['sexual', 'high']],
  'sexual/minors': [
    ['abuse', 'critical'],
    ['sexual', 'high'],
  ],
  illicit: [['drugs', 'medium']],
  'illicit/violent': [['violence', 'high']],
};

/** What the chat model is told; its answer must be this JSON and nothing else. */
export const CHAT_INSTRUCTIONS = `You are a child-safety classifier for messages written by or to children aged 8 to 17, in any language. Answer with JSON only: {"categories": [...], "severity": "low"|"medium"|"high"|"critical"|null}. Categories, any of: ${SAFETY_CATEGORIES.join(', ')}. self_harm: suicide, self-injury, eating-disorder harm, goodbyes; violence: threats or plans to hurt others, weapons at school; abuse: a child hurt or neglected by someone, or grooming (secrets, meeting alone, gifts); sexual: sexual content or requests, nude pictures; bullying: insults, harassment, or a child reporting being bullied; drugs: minors using, buying or hiding drugs, alcohol or vapes; personal_info: phone numbers, addresses, e-mails, handles, passwords, full name with school. An innocent message (homework, games, idioms, history) has "categories": [] and "severity": null.`;

const DEFAULT_SEVERITY: Record<SafetyCategory, Severity> = {
  self_harm: 'critical',
  violence: 'high',
  abuse: 'high',
  sexual: 'high',
  bullying: 'medium',
  drugs: 'medium',
  personal_info: 'medium',
};

function endpoint(apiUrl: string, path: string): string {
  const url = new URL(apiUrl);
  if (!/^https?:$/.test(url.protocol)) throw new Error('SAFETY_API_URL must be an http(s) URL');
  const base = url.toString().replace(/\/+$/, '');
  if (base.endsWith(path)) return base;
  return /\/v\d+$/.test(base) ? `${base}${path}` : `${base}/v1${path}`;
}

function flagsFromModeration(body: unknown, masked: string): Flag[] {
  const results = (body as { results?: unknown }).results;
  if (!Array.isArray(results) || results.length === 0) throw new Error('no results');
  const flags: Flag[] = [];
  for (const result of results as { categories?: Record<string, unknown> }[]) {
    if (!result || typeof result.categories !== 'object' || result.categories === null) {
      throw new Error('a result without categories');
    }
    for (const [name, on] of Object.entries(result.categories)) {
      if (on !== true) continue;
      for (const [category, severity] of MODERATION_MAP[name] ?? []) {
        flags.push(providerFlag(category, severity, masked));
      }
    }
  }
  return flags;
}

function flagsFromChat(body: unknown, masked: string): Flag[] {
  const content = (body as { choices?: { message?: { content?: unknown } }[] }).choices?.[0]
    ?.message?.content;
  if (typeof content !== 'string') throw new Error('no message content');
  const json = /\{[^]*\}/.exec(content)?.[0];
  if (!json) throw new Error('the answer is not JSON');
  const parsed = JSON.parse(json) as { categories?: unknown; severity?: unknown };
  if (!Array.isArray(parsed.categories)) throw new Error('no categories in the answer');
  const severity =
    typeof parsed.severity === 'string' &&
    ['low', 'medium', 'high', 'critical'].includes(parsed.severity)
      ? (parsed.severity as Severity)
      : null;
  return parsed.categories.map((c) => {
    if (!(SAFETY_CATEGORIES as readonly unknown[]).includes(c)) {
      throw new Error(`unknown category ${String(c)}`);
    }
    const category = c as SafetyCategory;
    return providerFlag(category, severity ?? DEFAULT_SEVERITY[category], masked);
  });
}

function providerFlag(category: SafetyCategory, severity: Severity, masked: string): Flag {
  return {
    category,
    severity,
    reported: false,
    excerpt: excerptAround(masked, 0, 140),
    source: 'provider',
  };
}

/**
 * The provider's flags for a message (an empty list: it found nothing), or null when no
 * provider is configured or it failed.
 */
export async function moderate(
  masked: string,
  config: ProviderConfig | null = safetyProviderFromEnv(process.env),
): Promise<Flag[] | null> {
  if (!config) return null;
  const warn =
    config.warn ?? ((m: string) => process.emitWarning(m, { code: 'OPTIO_SAFETY_PROVIDER' }));
  try {
    const chat = config.mode === 'chat';
    const response = await fetch(
      endpoint(config.apiUrl, chat ? '/chat/completions' : '/moderations'),
      {
        method: 'POST',
        headers: {
          'Content-Type': 'application/json',
          ...(config.apiKey ? { Authorization: `Bearer ${config.apiKey}` } : {}),
        },
        body: JSON.stringify(
          chat
            ? {
                model: config.model,
                temperature: 0,
                messages: [
                  { role: 'system', content: CHAT_INSTRUCTIONS },
                  { role: 'user', content: masked },
                ],
              }
            : { model: config.model, input: masked },
        ),
        signal: AbortSignal.timeout(config.timeoutMs ?? PROVIDER_TIMEOUT_MS),
      },
    );
    if (!response.ok) throw new Error(`HTTP ${response.status}`);
    const body = (await response.json()) as unknown;
    return chat ? flagsFromChat(body, masked) : flagsFromModeration(body, masked);
  } catch (err) {
    warn(`safety provider failed, the embedded verdict stands: ${(err as Error).message}`);
    return null;
  }
}

/** The stricter of two verdicts: every category either found, at the higher severity. */
export function strictest(embedded: Flag[], external: Flag[]): Flag[] {
  return mergeFlags([...embedded, ...external]);
}

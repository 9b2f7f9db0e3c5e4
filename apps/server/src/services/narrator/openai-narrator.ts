import type { FastifyBaseLogger } from 'fastify';
import OpenAI, {
  APIConnectionError,
  APIConnectionTimeoutError,
  APIError,
  RateLimitError,
} from 'openai';
import type { ChatCompletion } from 'openai/resources/chat/completions';
import { groundingProblems } from './grounding-checks.js';
import { MAX_OUTPUT_TOKENS, RETRY_DELAY_MS } from './limits.js';
import { mergeProse } from './merge-prose.js';
import type { FallbackReason, NarrationFacts, NarrationOutcome, Narrator } from './narrator.js';
import { buildMessages, PROMPT_VERSION } from './prompts.js';
import { proseSchemaFor, strictJsonSchema } from './prose-schemas.js';
import { Semaphore, SemaphoreTimeoutError } from './semaphore.js';

export interface OpenAiNarratorOptions {
  /** Local servers (Ollama, vLLM, llama.cpp) accept any key. */
  apiKey: string | undefined;
  /** Undefined: OpenAI itself. */
  baseUrl: string | undefined;
  model: string;
  timeoutMs: number;
  maxConcurrency: number;
}

const OPENAI_BASE_URL = 'https://api.openai.com/v1';

interface Failure {
  ok: false;
  reason: FallbackReason;
  details: string[];
  retryable: boolean;
}
type Attempt = { ok: true; payload: unknown } | Failure;

const fail = (reason: FallbackReason, retryable: boolean, details: string[] = []): Failure => ({
  ok: false,
  reason,
  details,
  retryable,
});

/** Sorts an SDK error into a fallback reason; timeouts, 429, 5xx and lost connections retry. */
function failureOf(error: unknown): Failure {
  if (error instanceof SemaphoreTimeoutError) return fail('busy', false);
  if (error instanceof APIConnectionTimeoutError) return fail('timeout', true);
  if (error instanceof APIConnectionError) return fail('connection', true);
  if (error instanceof RateLimitError) return fail('rate_limited', true);
  if (error instanceof APIError && typeof error.status === 'number') {
    if (error.status >= 500) return fail('server_error', true, [`HTTP ${error.status}`]);
    return fail('http_error', false, [`HTTP ${error.status}`]);
  }
  return fail('error', false, [error instanceof Error ? error.name : 'unknown']);
}

/** Reads, validates and grounds the model's answer, then merges it into the engine's result. */
function readCompletion(facts: NarrationFacts, completion: ChatCompletion): Attempt {
  const choice = completion.choices[0];
  if (!choice) return fail('empty', true);
  if (choice.message.refusal) return fail('refusal', true);
  if (choice.finish_reason === 'length') return fail('truncated', true);
  if (choice.finish_reason === 'content_filter') return fail('refusal', true, ['content filter']);
  const content = choice.message.content;
  if (!content) return fail('empty', true);
  let json: unknown;
  try {
    json = JSON.parse(content);
  } catch {
    return fail('invalid_json', true);
  }
  const prose = proseSchemaFor(facts).safeParse(json);
  if (!prose.success)
    return fail(
      'schema',
      true,
      prose.error.issues.slice(0, 5).map((issue) => `${issue.path.join('.')}: ${issue.message}`),
    );
  const problems = groundingProblems(facts, prose.data);
  if (problems.length > 0) return fail('grounding', true, problems.slice(0, 10));
  try {
    return { ok: true, payload: mergeProse(facts, prose.data) };
  } catch {
    return fail('schema', true, ['merged result failed the result schema']);
  }
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Any OpenAI-compatible chat-completions server, with strict structured outputs. */
export function createOpenAiNarrator(options: OpenAiNarratorOptions): Narrator {
  const baseURL = options.baseUrl ?? OPENAI_BASE_URL;
  const client = new OpenAI({
    apiKey: options.apiKey ?? 'not-needed',
    baseURL,
    timeout: options.timeoutMs,
    // The one bounded retry is ours, after the answer is checked too.
    maxRetries: 0,
  });
  const slots = new Semaphore(options.maxConcurrency);
  const { model } = options;

  async function attempt(facts: NarrationFacts, log: FastifyBaseLogger, n: number) {
    const started = Date.now();
    const kind = facts.engine.kind;
    try {
      const completion = await slots.run(
        () =>
          client.chat.completions.create({
            model,
            messages: buildMessages(facts),
            response_format: {
              type: 'json_schema',
              json_schema: {
                name: `${kind}_narrative`,
                strict: true,
                schema: strictJsonSchema(proseSchemaFor(facts)),
              },
            },
            max_completion_tokens: MAX_OUTPUT_TOKENS,
          }),
        // Waiting for a slot counts against the same budget as the call itself.
        options.timeoutMs,
      );
      const { usage } = completion;
      log.info(
        {
          ai: {
            model,
            kind,
            attempt: n,
            ms: Date.now() - started,
            promptTokens: usage?.prompt_tokens,
            completionTokens: usage?.completion_tokens,
            totalTokens: usage?.total_tokens,
          },
        },
        'ai call',
      );
      return readCompletion(facts, completion);
    } catch (error) {
      const failure = failureOf(error);
      log.info(
        { ai: { model, kind, attempt: n, ms: Date.now() - started, reason: failure.reason } },
        'ai call failed',
      );
      return failure;
    }
  }

  return {
    id: `openai:${model}@${baseURL}#${PROMPT_VERSION}`,
    engine: `llm:${model}`,
    async narrate(facts, log): Promise<NarrationOutcome> {
      const first = await attempt(facts, log, 1);
      if (first.ok) return { ok: true, payload: first.payload, attempts: 1 };
      if (!first.retryable) return { ...first, attempts: 1 };
      await pause(RETRY_DELAY_MS);
      const second = await attempt(facts, log, 2);
      if (second.ok) return { ok: true, payload: second.payload, attempts: 2 };
      return {
        ok: false,
        reason: second.reason,
        details: [`first: ${first.reason}`, ...second.details],
        attempts: 2,
      };
    },
  };
}

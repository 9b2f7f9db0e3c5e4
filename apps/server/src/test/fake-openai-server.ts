import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { goodNarrative } from './fake-narratives.js';

/** A chat-completions request as the fake server received it. */
export interface ChatRequest {
  headers: http.IncomingHttpHeaders;
  body: {
    model: string;
    messages: { role: string; content: string }[];
    response_format?: {
      type: string;
      json_schema?: { name: string; strict?: boolean; schema: unknown };
    };
  };
}

/** How the fake answers one request. */
export type FakeReply =
  | { type: 'good' }
  /** Message content computed from the request (malformed JSON, invented links …). */
  | { type: 'content'; content: (request: ChatRequest) => string }
  | { type: 'status'; status: number }
  | { type: 'slow'; delayMs: number }
  | { type: 'refusal' }
  | { type: 'truncated' };

export interface FakeOpenAiServer {
  /** The base URL for AI_BASE_URL (…/v1). */
  url: string;
  requests: ChatRequest[];
  /** The most requests answered at the same time so far. */
  maxInFlight: number;
  /** Queues replies for the next requests; once empty, every request gets `good`. */
  reply(...replies: FakeReply[]): void;
  /** Delay of every good answer (to observe concurrency). */
  goodDelayMs: number;
  close(): Promise<void>;
}

const usage = { prompt_tokens: 1200, completion_tokens: 340, total_tokens: 1540 };

function completion(model: string, message: Record<string, unknown>, finishReason = 'stop') {
  return {
    id: `chatcmpl-${Date.now()}`,
    object: 'chat.completion',
    created: Math.floor(Date.now() / 1000),
    model,
    choices: [
      {
        index: 0,
        message: { role: 'assistant', ...message },
        finish_reason: finishReason,
        logprobs: null,
      },
    ],
    usage,
  };
}

/** A local HTTP server that speaks the OpenAI chat-completions protocol, scripted by tests. */
export async function startFakeOpenAiServer(): Promise<FakeOpenAiServer> {
  const queue: FakeReply[] = [];
  let inFlight = 0;
  const fake: FakeOpenAiServer = {
    url: '',
    requests: [],
    maxInFlight: 0,
    goodDelayMs: 0,
    reply: (...replies) => queue.push(...replies),
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };

  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      if (req.method !== 'POST' || req.url !== '/v1/chat/completions') {
        res.writeHead(404).end();
        return;
      }
      const request: ChatRequest = {
        headers: req.headers,
        body: JSON.parse(Buffer.concat(chunks).toString('utf8')) as ChatRequest['body'],
      };
      fake.requests.push(request);
      inFlight += 1;
      fake.maxInFlight = Math.max(fake.maxInFlight, inFlight);
      const send = (status: number, body: unknown) => {
        inFlight -= 1;
        if (res.writableEnded || res.destroyed) return;
        res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
      };
      const reply = queue.shift() ?? { type: 'good' };
      const model = request.body.model;
      // A good answer after `ms`; a client that gave up (timeout) just goes away.
      const later = (ms: number) => {
        const timer = setTimeout(
          () => send(200, completion(model, { content: JSON.stringify(goodNarrative(request)) })),
          ms,
        );
        res.on('close', () => {
          if (res.writableEnded) return;
          clearTimeout(timer);
          inFlight -= 1;
        });
      };
      switch (reply.type) {
        case 'good':
          return later(fake.goodDelayMs);
        case 'content':
          return send(200, completion(model, { content: reply.content(request) }));
        case 'status':
          return send(reply.status, {
            error: { message: 'scripted failure', type: 'server_error' },
          });
        case 'slow':
          return later(reply.delayMs);
        case 'refusal':
          return send(
            200,
            completion(model, { content: null, refusal: 'I cannot help with that.' }),
          );
        case 'truncated':
          return send(200, completion(model, { content: '{"subheading": "cut he' }, 'length'));
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  fake.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`;
  return fake;
}

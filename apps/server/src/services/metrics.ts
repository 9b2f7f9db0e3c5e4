import { collectDefaultMetrics, Counter, Histogram, Registry } from 'prom-client';

/** The app's Prometheus metrics, in a registry of its own (one per app instance). */
export function createMetrics() {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry, prefix: 'acp_' });
  const requests = new Counter({
    name: 'acp_http_requests_total',
    help: 'HTTP requests by method, route and status code',
    labelNames: ['method', 'route', 'status'] as const,
    registers: [registry],
  });
  const requestSeconds = new Histogram({
    name: 'acp_http_request_duration_seconds',
    help: 'HTTP request latency by method and route',
    labelNames: ['method', 'route'] as const,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30],
    registers: [registry],
  });
  const insightSeconds = new Histogram({
    name: 'acp_insight_generation_seconds',
    help: 'Time to generate a result, by kind and engine (local or llm:<model>)',
    labelNames: ['kind', 'engine'] as const,
    buckets: [0.001, 0.005, 0.01, 0.02, 0.05, 0.1, 0.5, 1, 5, 15, 30, 60, 120],
    registers: [registry],
  });
  const aiFallbacks = new Counter({
    name: 'acp_ai_fallbacks_total',
    help: "LLM answers replaced by the engine's own result, by kind and reason",
    labelNames: ['kind', 'reason'] as const,
    registers: [registry],
  });
  const payments = new Counter({
    name: 'acp_payments_total',
    help: 'Payment events by provider and outcome',
    labelNames: ['provider', 'outcome'] as const,
    registers: [registry],
  });
  return {
    registry,
    observeRequest(method: string, route: string, status: number, seconds: number) {
      requests.inc({ method, route, status: String(status) });
      requestSeconds.observe({ method, route }, seconds);
    },
    observeInsight(kind: string, engine: string, seconds: number) {
      insightSeconds.observe({ kind, engine }, seconds);
    },
    countAiFallback(kind: string, reason: string) {
      aiFallbacks.inc({ kind, reason });
    },
    countPayment(
      provider: string,
      outcome: 'order' | 'captured' | 'failed' | 'verify_refused' | 'webhook_replay',
    ) {
      payments.inc({ provider, outcome });
    },
  };
}

export type Metrics = ReturnType<typeof createMetrics>;

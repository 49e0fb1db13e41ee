import { api, type AnswerOf, type BodyArgs, type CallName, type ParamsArgs } from '../../schemas/api.ts';
import { apiFetch, apiRequest, type ApiRequestInit } from './api-client.ts';

// The islands' way to the API: a call of the table (src/schemas/api.ts) by its name, with
// its path's params and its body, typed by the call's schemas:
//   const { items } = await call('basket.update', { key, quantity });
//   const page = await call('pages.load', { division, id });
// Each goes through the shared client (credentials, X-XSRF-TOKEN on writes, the spec's
// failure texts as an ApiRequestError).

export interface CallOptions {
  /** Headers beside the client's own (an Idempotency-Key, a visitor token, another accept). */
  headers?: Record<string, string>;
}

/** A call's arguments after its name: its params (when its path has any), its body (when it sends one), options. */
export type CallArgs<N extends CallName> = [...ParamsArgs<N>, ...BodyArgs<N>, options?: CallOptions];

/** The call's path and the request the shared client sends for it. */
function request<N extends CallName>(name: N, args: readonly unknown[]): { path: string; init: ApiRequestInit } {
  const entry = api[name];
  let at = 0;
  const params = entry.takesParams ? args[at++] : undefined;
  const body = entry.sendsBody ? args[at++] : undefined;
  const options = args[at] as CallOptions | undefined;
  const path = (entry.path as (params: unknown) => string)(params);
  const payload = body instanceof FormData ? { form: body } : { json: body };
  return { path, init: { method: entry.method, ...payload, headers: options?.headers } };
}

/** Calls the API; resolves with the typed answer of a 2xx, rejects with an ApiRequestError otherwise. */
export async function call<N extends CallName>(name: N, ...args: CallArgs<N>): Promise<AnswerOf<N>> {
  return (await callWithStatus(name, ...args)).data;
}

/** As call(), with the answer's status (a 202 means something else than a 200 to some callers). */
export async function callWithStatus<N extends CallName>(name: N, ...args: CallArgs<N>): Promise<{ status: number; data: AnswerOf<N> }> {
  const { path, init } = request(name, args);
  return apiFetch<AnswerOf<N>>(path, init);
}

/** Sends the call and resolves with the response as it came, for answers that are not JSON or are read whatever their status. */
export async function send<N extends CallName>(name: N, ...args: CallArgs<N>): Promise<Response> {
  const { path, init } = request(name, args);
  return apiRequest(path, init);
}

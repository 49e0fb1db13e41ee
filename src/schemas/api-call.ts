import type { z } from 'zod';

// The builders of the API's table (api.ts): a call is its method and its path (a function of
// the path's params when it has any), with its schemas named for the type checker only, so a
// script that imports the table carries no entity's schema. Every builder is free of side
// effects, so a bundle keeps only the calls it reads.

export type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

declare const named: unique symbol;
/** A zod schema named for the type checker (or FormData for a multipart body); nothing at run time. */
export interface SchemaName<S> {
  readonly [named]?: S;
}

/** Names the schema `S` (see SchemaName). */
/* @__NO_SIDE_EFFECTS__ */
export function schema<S extends z.ZodType>(): SchemaName<S> {
  return {};
}

/** A multipart body (FormData): files and text fields. */
/* @__NO_SIDE_EFFECTS__ */
export function form(): SchemaName<FormData> {
  return {};
}

/** One call of the table. Request and Response are its schemas' names, types only. */
export interface ApiCall<Params, Request, Response> {
  readonly method: Method;
  readonly path: (params: Params) => string;
  /** The path takes params (the call's first argument after its name). */
  readonly takesParams: boolean;
  /** The call sends a body (its next argument). */
  readonly sendsBody: boolean;
  readonly request?: SchemaName<Request>;
  readonly response?: SchemaName<Response>;
}

export type PathOf<Params> = string | ((params: Params) => string);

/* @__NO_SIDE_EFFECTS__ */
export function route<Params, Request, Response>(
  method: Method,
  path: PathOf<Params>,
  spec: { sends?: SchemaName<Request>; answers?: SchemaName<Response> },
): ApiCall<Params, Request, Response> {
  return {
    method,
    path: typeof path === 'string' ? () => path : path,
    takesParams: typeof path !== 'string',
    sendsBody: spec.sends !== undefined,
  };
}

/* @__NO_SIDE_EFFECTS__ */
export const get = <Params = undefined, Response = undefined>(path: PathOf<Params>, spec: { answers?: SchemaName<Response> } = {}) =>
  route<Params, undefined, Response>('GET', path, spec);
/* @__NO_SIDE_EFFECTS__ */
export const post = <Params = undefined, Request = undefined, Response = undefined>(
  path: PathOf<Params>,
  spec: { sends?: SchemaName<Request>; answers?: SchemaName<Response> } = {},
) => route<Params, Request, Response>('POST', path, spec);
/* @__NO_SIDE_EFFECTS__ */
export const put = <Params = undefined, Request = undefined, Response = undefined>(
  path: PathOf<Params>,
  spec: { sends?: SchemaName<Request>; answers?: SchemaName<Response> } = {},
) => route<Params, Request, Response>('PUT', path, spec);
/* @__NO_SIDE_EFFECTS__ */
export const patch = <Params = undefined, Request = undefined, Response = undefined>(
  path: PathOf<Params>,
  spec: { sends?: SchemaName<Request>; answers?: SchemaName<Response> } = {},
) => route<Params, Request, Response>('PATCH', path, spec);
/* @__NO_SIDE_EFFECTS__ */
export const del = <Params = undefined, Response = undefined>(path: PathOf<Params>, spec: { answers?: SchemaName<Response> } = {}) =>
  route<Params, undefined, Response>('DELETE', path, spec);

/** `?a=1&b=2` from the params that are set (in the order given), or nothing. */
export function query(params: Record<string, string | number | undefined>): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) if (value !== undefined && value !== '') search.set(key, String(value));
  const text = search.toString();
  return text ? `?${text}` : '';
}

export type Id = { id: number };
export type Division = { division: number };
export type DivisionOrCode = { division: number | string };
export type PageRef = { division: number; id: number };
export type ChatRef = { chatId: number };
export type OrderHash = { hash: string };

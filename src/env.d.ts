/// <reference types="astro/client" />

declare namespace App {
  interface Locals {
    /** The process's shared services, handed in by the front server (src/app/runtime.ts). */
    runtime: import('./app/runtime.ts').Runtime;
    /** What the Host header named: a store, the platform itself, or nothing we know. */
    host: import('./platform/front/host-match.ts').HostMatch;
    /** Set when the host is a store: the store every service call acts for. */
    scope?: import('./server/stores/scope.ts').StoreScope;
    /** Who is asking: user, session, client address (resolved by the middleware). */
    identity: import('./lib/identity.ts').Identity;
    /** Set when a guard refuses the page: the 403 page shows this text (and `intro` below it, when given). */
    forbidden?: { message: string; intro?: string };
    /** The page service's verdict on sharing its result (absent: never kept); the front server applies it. */
    cache?: import('./platform/render-cache/policy.ts').CacheVerdict;
  }
}

/** The scoped CSS of the blocks' components, and which of it each block type needs (src/build/block-styles-plugin.ts). */
declare module 'virtual:printfront/block-styles' {
  export const STYLE_PARTS: readonly string[];
  export const BLOCK_STYLES: Readonly<Record<string, readonly number[]>>;
}

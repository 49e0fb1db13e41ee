import type { NewId } from './tree-node.ts';

/** Web Crypto, present in browsers and Node alike, so ids are made the same on both sides. */
export const randomBlockId: NewId = () => globalThis.crypto.randomUUID();

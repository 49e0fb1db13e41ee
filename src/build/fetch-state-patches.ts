import type { AstroPatch } from './astro-patch.ts';

export const FETCH_STATE = 'astro/dist/core/fetch/fetch-state.js';

// ── A finished render dies young (fetch-state.js) ────────────────────────────────────────────
// Astro's per-request code gives a request's objects getters of their own; rewritten so that a
// finished render's objects die young instead of living until the next full garbage collection.
//
// Why: V8 keeps accessor pairs and maps in the old generation. An object literal with
// `get x() { return state.… }`, `Object.defineProperty(o, k, { get: () => state.… })` or
// `Object.create(perRequestObject)` therefore leaves an old object pointing at a closure (or
// a prototype) of this request, and a young-generation collection keeps whatever that
// reaches alive: the whole FetchState, its Request, Response, context and result. Measured
// by tests/api/render-garbage.test.ts, every finished render was
// promoted this way (about 10 KB for /robots.txt, 25–50 KB for a home page), which made each
// scavenge copy it and brought a 10–16 ms mark-compact every few seconds under load: the
// uncached home page's p99.
//
// The rewrite keeps Astro's behaviour: the same properties, still enumerable own getters on
// the contexts middleware and endpoints see, but with getter functions made once per module
// that read the request's state through `this`; the Astro global of each component is an
// instance of one class instead of an object whose prototype is made per request (which
// also gives every component's `Astro` the same shape).

/** Astro's own warning for `Astro.session` without session storage, kept word for word. */
const SESSION_WARNING =
  '"`Astro.session` was accessed but no session storage is configured. Either configure the storage manually or use an adapter that provides session storage. For more information, see https://docs.astro.build/en/guides/sessions/"';

const providerGetters: AstroPatch = {
  file: FETCH_STATE,
  name: 'defineProviderGetters: one accessor per provider key',
  why: "defineProviderGetters gave each context a getter per provider key closing over the request's state, and a per-request session getter: rewritten whole, with one accessor per key shared by every request, the state set on the target, and the missing-session warning (Astro's own text) given once per request.",
  expected: `  defineProviderGetters(target) {
    const state = this;
    if (this.#providers) {
      for (const key of this.#providers.keys()) {
        Object.defineProperty(target, key, {
          get: () => state.resolve(key),
          enumerable: true,
          configurable: true
        });
      }
    }
    if (!this.#providers?.has("session")) {
      let warned = false;
      Object.defineProperty(target, "session", {
        get() {
          if (!warned) {
            warned = true;
            state.logger.warn(
              "session",
              ${SESSION_WARNING}
            );
          }
          return void 0;
        },
        enumerable: true,
        configurable: true
      });
    }
  }
`,
  replacement: `  hasProvider(key) {
    return this.#providers?.has(key) ?? false;
  }
  printfrontWarnMissingSession() {
    if (this.printfrontWarnedSession) return;
    this.printfrontWarnedSession = true;
    this.logger.warn("session", ${SESSION_WARNING});
  }
  defineProviderGetters(target) {
    target[fetchStateSymbol] = this;
    if (this.#providers) {
      for (const key of this.#providers.keys()) Object.defineProperty(target, key, printfrontProviderGetter(key));
    }
    if (!this.#providers?.has("session")) Object.defineProperty(target, "session", printfrontGetters.missingSession);
  }
`,
};

const renderOptionsLocals: AstroPatch = {
  file: FETCH_STATE,
  name: 'render options: locals read through this',
  why: "The render options' `locals` getter closed over the request's state (`self`): it becomes one shared accessor that finds the state under fetchStateSymbol on the options object.",
  expected: `    const self = this;
    this.renderOptions = {
      ...options ?? {
        addCookieHeader: false,
        clientAddress: void 0,
        prerenderedErrorPageFetch: fetch,
        routeData: void 0,
        waitUntil: void 0
      },
      get locals() {
        return self.locals;
      }
    };`,
  replacement: `    this.renderOptions = Object.defineProperty({
      ...options ?? {
        addCookieHeader: false,
        clientAddress: void 0,
        prerenderedErrorPageFetch: fetch,
        routeData: void 0,
        waitUntil: void 0
      },
      [fetchStateSymbol]: this
    }, "locals", printfrontGetters.renderOptionsLocals);`,
};

const resultHeaders: AstroPatch = {
  file: FETCH_STATE,
  name: 'result response: headers through this',
  why: "The page result's response had a get/set pair closing over its headers: the headers sit on the object under a symbol, read by one shared accessor (setting them still throws Astro's error).",
  expected: `      get headers() {
        return headers;
      },
      set headers(_) {
        throw new AstroError(AstroErrorData.AstroResponseHeadersReassigned);
      }
    };`,
  replacement: `      [printfrontHeaders]: headers
    };
    Object.defineProperty(response, "headers", printfrontGetters.resultHeaders);`,
};

const astroGlobal: AstroPatch = {
  file: FETCH_STATE,
  name: 'Astro global: one class, no per-request prototype',
  why: "Each component's `Astro` was made with Object.create(page partial): a prototype per request. It becomes an instance of PrintfrontAstroGlobal (appended below): one class, one shape for every component.",
  expected: `    const Astro = Object.assign(Object.create(astroPagePartial), {
      props,
      self: null
    });
    Object.defineProperty(Astro, slotValuesSymbol, {
      value: slotValues,
      writable: true,
      configurable: true,
      enumerable: false
    });
    return Astro;`,
  replacement: `    return new PrintfrontAstroGlobal(astroPagePartial, props, slotValues);`,
};

const astroPagePartial: AstroPatch = {
  file: FETCH_STATE,
  name: 'Astro page partial: data only',
  why: "The page partial held getters closing over the request's state: it becomes plain data (with the state, result and logger) that PrintfrontAstroGlobal's getters read.",
  expected: `    const partial = {
      generator: ASTRO_GENERATOR,
      routePattern: this.routeData.route,
      isPrerendered: this.routeData.prerender,
      cookies,
      get slots() {
        const slotsByAstro = result._metadata.slotsByAstro ??= /* @__PURE__ */ new WeakMap();
        let slots = slotsByAstro.get(this);
        if (slots === void 0) {
          slots = new Slots(
            result,
            this[slotValuesSymbol] ?? null,
            logger
          );
          slotsByAstro.set(this, slots);
        }
        return slots;
      },
      get clientAddress() {
        return state.getClientAddress();
      },
      get currentLocale() {
        return state.computeCurrentLocale();
      },
      params,
      get preferredLocale() {
        return state.computePreferredLocale();
      },
      get preferredLocaleList() {
        return state.computePreferredLocaleList();
      },
      locals,
      redirect,
      rewrite,
      request: this.request,
      response,
      site: getSite(this.manifest),
      getActionResult: createGetActionResult(locals),
      get callAction() {
        return callAction;
      },
      url,
      get originPathname() {
        return getOriginPathname(state.request);
      },
      get csp() {
        return state.getCsp();
      },
      get logger() {
        return astroToRuntimeLogger(logger);
      }
    };
    this.defineProviderGetters(partial);
    return partial;`,
  replacement: `    return {
      state,
      result,
      logger,
      generator: ASTRO_GENERATOR,
      routePattern: this.routeData.route,
      isPrerendered: this.routeData.prerender,
      cookies,
      params,
      locals,
      redirect,
      rewrite,
      request: this.request,
      response,
      site: getSite(this.manifest),
      getActionResult: createGetActionResult(locals),
      callAction,
      url
    };`,
};

const actionContext: AstroPatch = {
  file: FETCH_STATE,
  name: 'action API context: getters made once',
  why: "The action API context's getters closed over the state: they become accessors made once per module (printfrontGetters.actionContext) that read the state under fetchStateSymbol.",
  expected: `    const state = this;
    const ctx = {
      get cookies() {
        return state.cookies;
      },
      routePattern: this.routeData.route,
      isPrerendered: this.routeData.prerender,
      get clientAddress() {
        return state.getClientAddress();
      },
      get currentLocale() {
        return state.computeCurrentLocale();
      },
      generator: ASTRO_GENERATOR,
      get locals() {
        return state.locals;
      },
      set locals(_) {
        throw new AstroError(AstroErrorData.LocalsReassigned);
      },
      // SAFETY: getActionAPIContext is only called after route resolution,
      // so routeData is always set and the params getter always returns a value.
      params: this.params,
      get preferredLocale() {
        return state.computePreferredLocale();
      },
      get preferredLocaleList() {
        return state.computePreferredLocaleList();
      },
      request: this.request,
      site: getSite(this.manifest),
      url: this.url,
      get originPathname() {
        return getOriginPathname(state.request);
      },
      get csp() {
        return state.getCsp();
      },
      get logger() {
        return astroToRuntimeLogger(state.logger);
      }
    };`,
  replacement: `    const ctx = Object.defineProperties({
      [fetchStateSymbol]: this,
      routePattern: this.routeData.route,
      isPrerendered: this.routeData.prerender,
      generator: ASTRO_GENERATOR,
      params: this.params,
      request: this.request,
      site: getSite(this.manifest),
      url: this.url
    }, printfrontGetters.actionContext);`,
};

/**
 * Added after fetch-state.js's exports: the getters, shared by every request. Each reads the
 * request's FetchState from the object it is read on (`this[fetchStateSymbol]`, or the Astro
 * global's page record), never from a closure.
 */
const sharedGetters: AstroPatch = {
  file: FETCH_STATE,
  name: 'shared getters and the Astro global class, added at the end',
  why: 'The accessors and the PrintfrontAstroGlobal class the patches above use, declared once for the module; placed after its last statement, where its imports are in scope.',
  expected: `export {
  FetchState,
  getFetchStateFromAPIContext
};
`,
  replacement: `export {
  FetchState,
  getFetchStateFromAPIContext
};

const printfrontHeaders = Symbol("printfront.resultHeaders");
const printfrontPage = Symbol("printfront.astroPage");
const printfrontAccessor = (get, set) => ({ get, set, enumerable: true, configurable: true });
const printfrontStateOf = (target) => target[fetchStateSymbol];
const printfrontGetters = {
  renderOptionsLocals: printfrontAccessor(function () {
    return printfrontStateOf(this).locals;
  }),
  resultHeaders: printfrontAccessor(function () {
    return this[printfrontHeaders];
  }, function (_) {
    throw new AstroError(AstroErrorData.AstroResponseHeadersReassigned);
  }),
  missingSession: printfrontAccessor(function () {
    printfrontStateOf(this).printfrontWarnMissingSession();
    return void 0;
  }),
  actionContext: {
    cookies: printfrontAccessor(function () {
      return printfrontStateOf(this).cookies;
    }),
    clientAddress: printfrontAccessor(function () {
      return printfrontStateOf(this).getClientAddress();
    }),
    currentLocale: printfrontAccessor(function () {
      return printfrontStateOf(this).computeCurrentLocale();
    }),
    locals: printfrontAccessor(function () {
      return printfrontStateOf(this).locals;
    }, function (_) {
      throw new AstroError(AstroErrorData.LocalsReassigned);
    }),
    preferredLocale: printfrontAccessor(function () {
      return printfrontStateOf(this).computePreferredLocale();
    }),
    preferredLocaleList: printfrontAccessor(function () {
      return printfrontStateOf(this).computePreferredLocaleList();
    }),
    originPathname: printfrontAccessor(function () {
      return getOriginPathname(printfrontStateOf(this).request);
    }),
    csp: printfrontAccessor(function () {
      return printfrontStateOf(this).getCsp();
    }),
    logger: printfrontAccessor(function () {
      return astroToRuntimeLogger(printfrontStateOf(this).logger);
    })
  }
};
const printfrontProviderGetters = new Map();
function printfrontProviderGetter(key) {
  let descriptor = printfrontProviderGetters.get(key);
  if (!descriptor) {
    descriptor = printfrontAccessor(function () {
      return printfrontStateOf(this).resolve(key);
    });
    printfrontProviderGetters.set(key, descriptor);
  }
  return descriptor;
}
/** A component's Astro global: the page's record, read through getters on this one class. */
class PrintfrontAstroGlobal {
  constructor(page, props, slotValues) {
    this[printfrontPage] = page;
    this.props = props;
    this.self = null;
    this[slotValuesSymbol] = slotValues;
  }
  get generator() { return this[printfrontPage].generator; }
  get routePattern() { return this[printfrontPage].routePattern; }
  get isPrerendered() { return this[printfrontPage].isPrerendered; }
  get cookies() { return this[printfrontPage].cookies; }
  get params() { return this[printfrontPage].params; }
  get locals() { return this[printfrontPage].locals; }
  get redirect() { return this[printfrontPage].redirect; }
  get rewrite() { return this[printfrontPage].rewrite; }
  get request() { return this[printfrontPage].request; }
  get response() { return this[printfrontPage].response; }
  get site() { return this[printfrontPage].site; }
  get getActionResult() { return this[printfrontPage].getActionResult; }
  get callAction() { return this[printfrontPage].callAction; }
  get url() { return this[printfrontPage].url; }
  get slots() {
    const { result, logger } = this[printfrontPage];
    const slotsByAstro = result._metadata.slotsByAstro ??= /* @__PURE__ */ new WeakMap();
    let slots = slotsByAstro.get(this);
    if (slots === void 0) {
      slots = new Slots(result, this[slotValuesSymbol] ?? null, logger);
      slotsByAstro.set(this, slots);
    }
    return slots;
  }
  /** The request's state, for the getters it shares with the API context (below). */
  get [fetchStateSymbol]() { return this[printfrontPage].state; }
  get cache() { return this[printfrontPage].state.resolve("cache"); }
  get session() {
    const state = this[printfrontPage].state;
    if (state.hasProvider("session")) return state.resolve("session");
    state.printfrontWarnMissingSession();
    return void 0;
  }
}
for (const key of ["clientAddress", "currentLocale", "preferredLocale", "preferredLocaleList", "originPathname", "csp", "logger"]) {
  Object.defineProperty(PrintfrontAstroGlobal.prototype, key, { ...printfrontGetters.actionContext[key], enumerable: false });
}
`,
  inScope: ['fetchStateSymbol', 'slotValuesSymbol', 'Slots', 'AstroError', 'AstroErrorData', 'getOriginPathname', 'astroToRuntimeLogger'],
};

/** The fetch-state.js patches, in the order they apply. */
export const FETCH_STATE_PATCHES: readonly AstroPatch[] = [
  providerGetters,
  renderOptionsLocals,
  resultHeaders,
  astroGlobal,
  astroPagePartial,
  actionContext,
  sharedGetters,
];

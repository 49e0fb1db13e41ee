import type { IncomingMessage, ServerResponse } from 'node:http';
import { randomBytes } from 'node:crypto';
import type { Runtime } from './runtime.ts';
import type { HostMatch } from '../platform/front/host-match.ts';
import { activeSplitTests } from '../server/engagement/index.ts';
import { recordStarts } from '../server/engagement/index.ts';
import { defaultVariation, parseSplitVar, startSessions, type SplitTest } from '../lib/split-tests/rules.ts';
import { formatSplitCookie, NO_SESSION_VISITOR, parseSplitCookie, SPLIT_TEST_COOKIE, SPLIT_TEST_COOKIE_DAYS } from '../lib/split-tests/cookie.ts';
import { isBot } from '../lib/bots.ts';
import { CLIENT_IP_HEADER, SECURE_HEADER } from '../platform/front/forwarded.ts';
import { recordServerEvents } from '../server/engagement/index.ts';
import { EVENT_LIMITS } from '../schemas/event.ts';
import { SPLIT_TEST_START_EVENT } from '../lib/event-calls.ts';
import { cacheKey } from '../platform/render-cache/policy.ts';
import { readCookie, setCookieHeader, withCookie } from '../lib/cookies.ts';

type StoreMatch = Extract<HostMatch, { kind: 'store' }>;

/** Calls, build assets, media and files (a dot in the last segment) are not pages a visitor discovers a test on. */
const NOT_A_PAGE = /^\/(omnis|_astro|fonts|media|event-collector)\/|\.[a-z0-9]+$/i;

/**
 * The front server's split-test step, before the page cache. A visitor meeting a
 * running test (a page the cache knows shows it) starts their session for it: the test is
 * discovered, given a variation, remembered in the cookie and recorded as a start event; a
 * split-var link forces its variation on any page. The request's Cookie header is then
 * rewritten to the session, with the default standing for every test not (yet) in it, so
 * the cache key (one copy per variation, src/platform/render-cache/policy.ts) and the
 * rendering agree on this very request. Bots (and clients sending no user agent) get no
 * session: the defaults.
 */
export async function splitTestStep(
  runtime: Runtime,
  req: IncomingMessage,
  res: ServerResponse,
  match: StoreMatch,
  pathname: string,
  now = new Date(),
): Promise<void> {
  if ((req.method !== 'GET' && req.method !== 'HEAD') || NOT_A_PAGE.test(pathname)) return;
  const tests = await activeSplitTests({ db: runtime.db, division: match.division, runtime });
  const cookieHeader = req.headers.cookie ?? '';
  const held = parseSplitCookie(readCookie(cookieHeader, SPLIT_TEST_COOKIE));
  if (tests.length === 0 && !held) return;
  const { defaults, noSession } = defaultsOf(tests);
  // No user agent at all is a script or a probe, not a person's browser: no session either.
  const userAgent = req.headers['user-agent'];
  if (!userAgent || isBot(userAgent)) {
    req.headers.cookie = withCookie(cookieHeader, SPLIT_TEST_COOKIE, noSession);
    return;
  }
  const query = new URL(req.url ?? '/', 'http://host').searchParams;
  const real = held && held.visitor !== NO_SESSION_VISITOR ? held : null;
  const step = startSessions(
    tests,
    real?.assignments ?? new Map(),
    parseSplitVar(query.get('split-var')),
    Math.random,
    testsShownAt(runtime, req, pathname, match),
  );
  const visitor = real?.visitor ?? (step.assignments.size > 0 ? randomBytes(12).toString('base64url') : NO_SESSION_VISITOR);
  const session = { visitor, assignments: step.assignments };
  req.headers.cookie = withCookie(cookieHeader, SPLIT_TEST_COOKIE, formatSplitCookie({ visitor, assignments: new Map([...defaults, ...step.assignments]) }));
  if (step.started.length > 0) {
    await recordStarts(runtime.db, visitor, step.started, now);
    // Each start is also an analytics event, under the visitor's events hash.
    const starts = step.started.map((start) => ({ name: SPLIT_TEST_START_EVENT, data: { testId: start.testId, variationId: start.variationId } }));
    await recordServerEvents(runtime.db, starts, eventVisit(req, match, pathname, userAgent), now);
  }
  if (visitor !== NO_SESSION_VISITOR && (!real || formatSplitCookie(session) !== formatSplitCookie(real))) {
    res.appendHeader(
      'set-cookie',
      setCookieHeader(SPLIT_TEST_COOKIE, formatSplitCookie(session), {
        path: '/',
        maxAge: SPLIT_TEST_COOKIE_DAYS * 86_400,
        sameSite: 'lax',
        secure: req.headers[SECURE_HEADER] === '1',
      }),
    );
  }
}

interface Defaults {
  /** Each test's default variation. */
  defaults: ReadonlyMap<number, number>;
  /** The cookie value of a request that holds no session: every default. */
  noSession: string;
}

// By the store's list of active tests, which activeSplitTests keeps per content version: a
// crawler's or script's request (no session) is then answered without sorting and joining
// the same cookie again (2% of an uncached render of a page under test, in CPU profiles).
const defaultsByTests = new WeakMap<readonly SplitTest[], Defaults>();

function defaultsOf(tests: readonly SplitTest[]): Defaults {
  let known = defaultsByTests.get(tests);
  if (!known) {
    const defaults = new Map(tests.map((test) => [test.id, defaultVariation(test).id]));
    known = { defaults, noSession: formatSplitCookie({ visitor: NO_SESSION_VISITOR, assignments: defaults }) };
    defaultsByTests.set(tests, known);
  }
  return known;
}

/**
 * The tests this page shows, as the cache learnt when it last rendered it at this content
 * version (its `split:{id}` dimensions). The first rendering after a change shows the
 * defaults; the visitors after it start their sessions.
 */
function testsShownAt(runtime: Runtime, req: IncomingMessage, pathname: string, match: StoreMatch): Set<number> {
  const record = runtime.pages.pathRecord(cacheKey(req.headers.host ?? '', pathname), match.division.contentVersion);
  return new Set((record?.vary ?? []).filter((dimension) => dimension.startsWith('split:')).map((dimension) => Number(dimension.slice(6))));
}

/** The request as the events store sees a visit: the same address and browser as the page views of this visitor. */
function eventVisit(req: IncomingMessage, match: StoreMatch, pathname: string, userAgent: string) {
  const address = req.headers[CLIENT_IP_HEADER];
  const scheme = req.headers[SECURE_HEADER] === '1' ? 'https' : 'http';
  return {
    division: { id: match.division.id, name: match.division.name },
    clientIp: (Array.isArray(address) ? address[0] : address) ?? '',
    userAgent,
    location: `${scheme}://${req.headers.host ?? ''}${pathname}`,
    path: pathname.slice(0, EVENT_LIMITS.pathLength),
  };
}

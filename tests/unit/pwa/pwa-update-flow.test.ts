// Service worker updates: the update rules and their timings, and the page's registration flow,
// driven through fake workers, a fake container and fake timers.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { isStaleWorker, needsReloadAfterControllerChange, routeChangeReloads, updateApplies } from '../../../src/lib/pwa/update-rules.ts';
import { REGISTRATION_SCRIPT, UPDATE_FLOW, registerServiceWorker, type PageWindow } from '../../../src/lib/pwa/registration.ts';
import { SHELL_SCRIPT } from '../../../src/lib/shell-script.ts';

describe('update rules', () => {
  it('lets a waiting worker in only within 60 s of the registration', () => {
    expect(updateApplies(1_000, 1_000, 60_000)).toBe(true);
    expect(updateApplies(1_000, 61_000, 60_000)).toBe(true);
    expect(updateApplies(1_000, 61_001, 60_000)).toBe(false);
  });

  it('names every worker but /sw.js stale', () => {
    expect(isStaleWorker('https://demo.example/sw.js', '/sw.js')).toBe(false);
    expect(isStaleWorker('https://demo.example/service-worker.js', '/sw.js')).toBe(true);
    expect(isStaleWorker('https://demo.example/assets/sw.js', '/sw.js')).toBe(true);
    expect(isStaleWorker('not a url', '/sw.js')).toBe(true);
  });

  it('reloads once, on a route change to another path, after a new worker took over a controlled page', () => {
    expect(needsReloadAfterControllerChange(true)).toBe(true);
    expect(needsReloadAfterControllerChange(false)).toBe(false);
    expect(routeChangeReloads({ needsReload: true, reloaded: false }, '/a/', '/b/')).toBe(true);
    expect(routeChangeReloads({ needsReload: true, reloaded: false }, '/a/', '/a/')).toBe(false);
    expect(routeChangeReloads({ needsReload: true, reloaded: true }, '/a/', '/b/')).toBe(false);
    expect(routeChangeReloads({ needsReload: false, reloaded: false }, '/a/', '/b/')).toBe(false);
  });
});

class FakeWorker extends EventTarget {
  messages: unknown[] = [];
  scriptURL: string;
  state: string;
  constructor(scriptURL: string, state = 'installing') {
    super();
    this.scriptURL = scriptURL;
    this.state = state;
  }
  postMessage(message: unknown) {
    this.messages.push(message);
  }
  moveTo(state: string) {
    this.state = state;
    this.dispatchEvent(new Event('statechange'));
  }
}

class FakeRegistration extends EventTarget {
  installing: FakeWorker | null = null;
  waiting: FakeWorker | null = null;
  active: FakeWorker | null = null;
  updates = 0;
  unregistered = false;
  async update() {
    this.updates += 1;
  }
  async unregister() {
    this.unregistered = true;
    return true;
  }
  found(worker: FakeWorker) {
    this.installing = worker;
    this.dispatchEvent(new Event('updatefound'));
  }
}

class FakeContainer extends EventTarget {
  registered: string[] = [];
  controller: unknown;
  registration: FakeRegistration;
  others: FakeRegistration[];
  constructor(controller: unknown, registration: FakeRegistration, others: FakeRegistration[] = []) {
    super();
    this.controller = controller;
    this.registration = registration;
    this.others = others;
  }
  async register(script: string) {
    this.registered.push(script);
    return this.registration;
  }
  async getRegistrations() {
    return [this.registration, ...this.others];
  }
}

function fakeWindow(container: FakeContainer, readyState = 'complete') {
  const win = Object.assign(new EventTarget(), {
    navigator: { serviceWorker: container },
    navigation: new EventTarget(),
    location: { pathname: '/a/', assign: vi.fn() },
    document: { readyState },
    setTimeout: (handler: () => void, ms: number) => setTimeout(handler, ms),
    setInterval: (handler: () => void, ms: number) => setInterval(handler, ms),
  });
  return win satisfies PageWindow;
}

function navigate(win: ReturnType<typeof fakeWindow>, url: string, sameDocument: boolean) {
  const event = Object.assign(new Event('navigate', { cancelable: true }), { destination: { url, sameDocument } });
  win.navigation.dispatchEvent(event);
  return event;
}

describe('registration flow', () => {
  beforeEach(() => vi.useFakeTimers({ now: 1_000_000 }));
  afterEach(() => vi.useRealTimers());

  it('registers /sw.js once the page has loaded, then checks for an update every hour', async () => {
    const registration = new FakeRegistration();
    const container = new FakeContainer(null, registration);
    const win = fakeWindow(container, 'loading');
    registerServiceWorker(win, UPDATE_FLOW);
    expect(container.registered).toEqual([]);
    win.dispatchEvent(new Event('load'));
    await vi.advanceTimersByTimeAsync(0);
    expect(container.registered).toEqual(['/sw.js']);
    await vi.advanceTimersByTimeAsync(3_599_999);
    expect(registration.updates).toBe(0);
    await vi.advanceTimersByTimeAsync(1);
    expect(registration.updates).toBe(1);
    await vi.advanceTimersByTimeAsync(3_600_000);
    expect(registration.updates).toBe(2);
  });

  it('tells a worker waiting behind the controller to take over 200 ms after it installed, within 60 s of registration', async () => {
    const registration = new FakeRegistration();
    const win = fakeWindow(new FakeContainer({}, registration));
    registerServiceWorker(win, UPDATE_FLOW);
    await vi.advanceTimersByTimeAsync(10_000);
    const worker = new FakeWorker('https://demo.example/sw.js');
    registration.found(worker);
    worker.moveTo('installed');
    await vi.advanceTimersByTimeAsync(199);
    expect(worker.messages).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    expect(worker.messages).toEqual([{ type: 'SKIP_WAITING' }]);
  });

  it('leaves a worker found later than 60 s after registration waiting for the next visit', async () => {
    const registration = new FakeRegistration();
    const win = fakeWindow(new FakeContainer({}, registration));
    registerServiceWorker(win, UPDATE_FLOW);
    await vi.advanceTimersByTimeAsync(60_000);
    const worker = new FakeWorker('https://demo.example/sw.js');
    registration.found(worker);
    worker.moveTo('installed');
    await vi.advanceTimersByTimeAsync(1_000);
    expect(worker.messages).toEqual([]);
  });

  it('does not count a worker that moved on within 200 ms (it skipped waiting itself) as waiting', async () => {
    const registration = new FakeRegistration();
    const win = fakeWindow(new FakeContainer({}, registration));
    registerServiceWorker(win, UPDATE_FLOW);
    await vi.advanceTimersByTimeAsync(0);
    const worker = new FakeWorker('https://demo.example/sw.js');
    registration.found(worker);
    worker.moveTo('installed');
    await vi.advanceTimersByTimeAsync(100);
    worker.moveTo('activating');
    await vi.advanceTimersByTimeAsync(200);
    expect(worker.messages).toEqual([]);
  });

  it('reloads once on the next route change to another path after a new worker takes over a controlled page', async () => {
    const win = fakeWindow(new FakeContainer({}, new FakeRegistration()));
    const state = registerServiceWorker(win, UPDATE_FLOW)!;
    navigate(win, 'https://demo.example/b/', true);
    expect(win.location.assign).not.toHaveBeenCalled();
    win.navigator.serviceWorker.dispatchEvent(new Event('controllerchange'));
    expect(state.needsReload).toBe(true);
    const samePath = navigate(win, 'https://demo.example/a/?sort=new', true);
    expect(samePath.defaultPrevented).toBe(false);
    const other = navigate(win, 'https://demo.example/b/', true);
    expect(other.defaultPrevented).toBe(true);
    expect(win.location.assign).toHaveBeenCalledExactlyOnceWith('https://demo.example/b/');
    navigate(win, 'https://demo.example/c/', true);
    expect(win.location.assign).toHaveBeenCalledTimes(1);
  });

  it('does not mark a page that had no worker (first install claiming it) for reload', async () => {
    const win = fakeWindow(new FakeContainer(null, new FakeRegistration()));
    const state = registerServiceWorker(win, UPDATE_FLOW)!;
    win.navigator.serviceWorker.dispatchEvent(new Event('controllerchange'));
    expect(state.needsReload).toBe(false);
    navigate(win, 'https://demo.example/b/', true);
    expect(win.location.assign).not.toHaveBeenCalled();
  });

  it('unregisters workers not named as the expected script', async () => {
    const ours = new FakeRegistration();
    ours.active = new FakeWorker('https://demo.example/sw.js', 'activated');
    const stale = new FakeRegistration();
    stale.active = new FakeWorker('https://demo.example/service-worker.js', 'activated');
    registerServiceWorker(fakeWindow(new FakeContainer({}, ours, [stale])), UPDATE_FLOW);
    await vi.advanceTimersByTimeAsync(0);
    expect(stale.unregistered).toBe(true);
    expect(ours.unregistered).toBe(false);
  });

  it('stays quiet when the browser refuses workers and register() answers nothing (automation blocking them)', async () => {
    const container = new FakeContainer(null, new FakeRegistration());
    container.register = async () => undefined as unknown as FakeRegistration;
    container.getRegistrations = async () => undefined as unknown as FakeRegistration[];
    const rejections: unknown[] = [];
    const note = (reason: unknown) => rejections.push(reason);
    process.on('unhandledRejection', note);
    registerServiceWorker(fakeWindow(container), UPDATE_FLOW);
    await vi.advanceTimersByTimeAsync(0);
    // Node reports an unhandled rejection after the microtasks run: a real turn of the loop.
    vi.useRealTimers();
    await new Promise((resolve) => setTimeout(resolve, 20));
    process.off('unhandledRejection', note);
    expect(rejections).toEqual([]);
  });

  it('ships inside the shell script as the same function and rules', () => {
    expect(SHELL_SCRIPT).toContain(REGISTRATION_SCRIPT);
    expect(REGISTRATION_SCRIPT).toMatch(/^\(function\(win,flow\)\{/);
    expect(REGISTRATION_SCRIPT).toContain('checkMs:3600000,windowMs:60000,waitingMs:200');
    // Runs as a script on its own: a window without service workers is left alone.
    expect(() => new Function('window', REGISTRATION_SCRIPT)({ navigator: {} })).not.toThrow();
  });

  it('registers and checks hourly when run from its inline text', async () => {
    const registration = new FakeRegistration();
    const container = new FakeContainer({}, registration);
    new Function('window', REGISTRATION_SCRIPT)(fakeWindow(container));
    await vi.advanceTimersByTimeAsync(3_600_000);
    expect(container.registered).toEqual(['/sw.js']);
    expect(registration.updates).toBe(1);
  });
});

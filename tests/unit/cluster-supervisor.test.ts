// src/platform/front/supervisor.ts: a dead instance is started again, with backoff, and one stopped
// on purpose is not. Fake instances and a controlled clock: sleeping resolves when the test says.
import { describe, expect, it } from 'vitest';
import { superviseInstances, type SupervisedInstance } from '../../src/platform/front/supervisor.ts';

/** An instance whose process the test crashes; start() brings up a new one. */
function fakeInstance(index: number, options: { failStarts?: number } = {}) {
  let crash: (code: number | string | null) => void = () => {};
  let exit = new Promise<number | string | null>((resolve) => (crash = resolve));
  let stopRequested = false;
  let failStarts = options.failStarts ?? 0;
  const instance: SupervisedInstance & { starts: number; crash(code?: number | string | null): void; stop(): void } = {
    index,
    port: 4000 + index,
    starts: 0,
    exited: () => exit,
    async start() {
      instance.starts += 1;
      stopRequested = false;
      exit = new Promise<number | string | null>((resolve) => (crash = resolve));
      if (failStarts > 0) {
        failStarts -= 1;
        crash(1); // it dies before it is ready, as start() reports
        throw new Error(`Instance ${index} exited with 1 before it was ready`);
      }
    },
    stopRequested: () => stopRequested,
    crash: (code = null) => crash(code),
    stop() {
      stopRequested = true;
      crash(0);
    },
  };
  return instance;
}

/** A clock the test moves: each sleep is recorded and resolves at once, advancing the clock. */
function controlledClock() {
  let time = 0;
  const sleeps: number[] = [];
  return {
    sleeps,
    now: () => time,
    advance: (ms: number) => {
      time += ms;
    },
    sleep: async (ms: number) => {
      sleeps.push(ms);
      time += ms;
    },
  };
}

const settle = () => new Promise((resolve) => setImmediate(resolve));

describe('the cluster supervisor', () => {
  it('starts an instance that died on its own again, after a second, and logs it', async () => {
    const clock = controlledClock();
    const lines: string[] = [];
    const [one, two] = [fakeInstance(1), fakeInstance(2)];
    const supervisor = superviseInstances([one, two], { log: (line) => lines.push(line), sleep: clock.sleep, now: clock.now });
    one.crash();
    await settle();
    expect(one.starts).toBe(1);
    expect(two.starts).toBe(0);
    expect(clock.sleeps).toEqual([1_000]);
    expect(supervisor.restarts.get(1)).toBe(1);
    expect(lines).toEqual([
      'Instance 1 (port 4001) exited (signal); starting it again in 1 s, the others serve meanwhile',
      'Instance 1 (port 4001) is serving again',
    ]);
    supervisor.stop();
  });

  it('names the process by its own label, with the signal that ended it, as an error', async () => {
    const clock = controlledClock();
    const lines: [string, string][] = [];
    const worker = Object.assign(fakeInstance(1), { label: () => 'Worker 1 (pid 4242)' });
    const supervisor = superviseInstances([worker], { log: (line, level) => lines.push([level, line]), sleep: clock.sleep, now: clock.now });
    worker.crash('SIGKILL');
    await settle();
    expect(lines).toEqual([
      ['error', 'Worker 1 (pid 4242) exited (SIGKILL); starting it again in 1 s, the others serve meanwhile'],
      ['info', 'Instance 1 (port 4001) is serving again'],
    ]);
    supervisor.stop();
  });

  it('backs off while it keeps dying (1, 2, 4 … 30 s) and starts from 1 s after a healthy minute', async () => {
    const clock = controlledClock();
    const instance = fakeInstance(1, { failStarts: 6 });
    const supervisor = superviseInstances([instance], { log: () => {}, sleep: clock.sleep, now: clock.now });
    instance.crash(1);
    await settle();
    // Six failed starts, the seventh serves.
    expect(clock.sleeps).toEqual([1_000, 2_000, 4_000, 8_000, 16_000, 30_000, 30_000]);
    expect(instance.starts).toBe(7);
    clock.advance(61_000);
    instance.crash(1);
    await settle();
    expect(clock.sleeps.at(-1)).toBe(1_000);
    supervisor.stop();
  });

  it('leaves an instance stopped on purpose, and stops restarting once the cluster stops', async () => {
    const clock = controlledClock();
    const [one, two] = [fakeInstance(1), fakeInstance(2)];
    const supervisor = superviseInstances([one, two], { log: () => {}, sleep: clock.sleep, now: clock.now });
    one.stop();
    await settle();
    expect(one.starts).toBe(0);
    supervisor.stop();
    two.crash();
    await settle();
    expect(two.starts).toBe(0);
    expect(clock.sleeps).toEqual([]);
  });
});

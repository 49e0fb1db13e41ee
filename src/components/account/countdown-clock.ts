import { COUNTDOWN_UNITS, timeLeft, timeLeftSentence, unitText } from './countdown.ts';

// Ticks every [data-countdown] element once a second. The server rendered the same
// numbers, so without JavaScript the page still says when the store opens.
export function startCountdowns(root: ParentNode): void {
  root.querySelectorAll<HTMLElement>('[data-countdown]').forEach((clock) => {
    const launchAt = Number(clock.dataset.countdown);
    if (!Number.isFinite(launchAt)) return;
    const sentence = clock.querySelector<HTMLElement>('[data-countdown-sentence]');
    const tick = () => {
      const left = timeLeft(launchAt, Date.now());
      for (const unit of COUNTDOWN_UNITS) {
        const cell = clock.querySelector<HTMLElement>(`[data-unit="${unit}"]`);
        if (cell) cell.textContent = unitText(unit, left[unit]);
      }
      if (sentence) sentence.textContent = timeLeftSentence(left);
      if (left.launched) {
        clock.dataset.launched = '';
        clearInterval(timer);
      }
    };
    const timer = setInterval(tick, 1000);
    tick();
  });
}

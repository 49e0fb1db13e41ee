import { preloadDelay, SLIDES, startIndex, wrapIndex } from './timing.ts';

// Turns a server-rendered slideshow (a scroll-snap track) into a rotating one:
// it advances every `speed` ms and wraps; next/previous wrap and restart the timer; the
// next slide's image is fetched 2 s ahead; it stops while hovered, focused, off screen,
// in a hidden tab, when the visitor asks for reduced motion or presses pause.

type PauseReason = 'hover' | 'focus' | 'offscreen' | 'hidden' | 'motion' | 'user';

/** One slideshow's state and moves: which slide shows, why it is paused, the timer. */
interface Slideshow {
  root: HTMLElement;
  track: HTMLElement;
  dots: HTMLElement[];
  toggle: HTMLButtonElement | null;
  reducedMotion: MediaQueryList;
  paused: Set<PauseReason>;
  /** The slide showing. */
  index(): number;
  /** Records which slide is showing (the track may already be there, e.g. after a swipe). */
  select(position: number): void;
  /** Scrolls to a slide (wrapping). */
  show(position: number, instant?: boolean): void;
  pause(reason: PauseReason, on: boolean): void;
}

/** Names each slide for assistive technology: "2 of 5". */
function labelSlides(slides: readonly HTMLElement[]): void {
  slides.forEach((slide, position) => {
    slide.setAttribute('role', 'group');
    slide.setAttribute('aria-roledescription', 'slide');
    slide.setAttribute('aria-label', `${position + 1} of ${slides.length}`);
  });
}

/** Fetches a slide's images and video now, ahead of showing it. */
function preload(slide: HTMLElement): void {
  for (const image of slide.querySelectorAll('img')) image.loading = 'eager';
  for (const video of slide.querySelectorAll('video')) video.preload = 'auto';
  slide.dataset.slideshowPreloaded = '';
}

/** The rotation: every `speed` ms the next slide (its images fetched ahead), unless something pauses it. */
function rotation(root: HTMLElement, track: HTMLElement): Slideshow {
  const slides = [...track.children] as HTMLElement[];
  const count = slides.length;
  const dots = [...root.querySelectorAll<HTMLElement>('[data-slideshow-dot]')];
  const toggle = root.querySelector<HTMLButtonElement>('[data-slideshow-toggle]');
  const speed = Number(root.dataset.speed) || SLIDES.slideshowInterval;
  const reducedMotion = matchMedia('(prefers-reduced-motion: reduce)');
  const paused = new Set<PauseReason>();
  const timers: ReturnType<typeof setTimeout>[] = [];
  let index = 0;
  labelSlides(slides);

  const schedule = () => {
    timers.splice(0).forEach(clearTimeout);
    if (paused.size > 0 || count < 2) return;
    const next = slides[wrapIndex(index + 1, count)]!;
    timers.push(
      setTimeout(() => preload(next), preloadDelay(speed)),
      setTimeout(() => show(index + 1), speed),
    );
  };

  const select = (position: number) => {
    index = wrapIndex(position, count);
    root.dataset.slideshowIndex = String(index);
    for (const [at, dot] of dots.entries()) {
      if (at === index) dot.setAttribute('aria-current', 'true');
      else dot.removeAttribute('aria-current');
    }
    schedule();
  };

  const show = (position: number, instant = false) => {
    select(position);
    track.scrollTo({ left: index * track.clientWidth, behavior: instant || reducedMotion.matches ? 'auto' : 'smooth' });
  };

  const pause = (reason: PauseReason, on: boolean) => {
    if (on) paused.add(reason);
    else paused.delete(reason);
    const stopped = paused.has('user') || paused.has('motion');
    root.toggleAttribute('data-paused', stopped);
    toggle?.setAttribute('aria-label', stopped ? 'Play slideshow' : 'Pause slideshow');
    // Announce slide changes only while nothing moves on its own (ARIA carousel pattern).
    track.setAttribute('aria-live', paused.size > 0 ? 'polite' : 'off');
    schedule();
  };

  return { root, track, dots, toggle, reducedMotion, paused, index: () => index, select, show, pause };
}

/** Previous, next, the dots, pause/play (shown once the script runs) and the arrow keys. */
function wireControls({ root, dots, toggle, paused, index, show, pause }: Slideshow): void {
  root.querySelector('[data-slideshow-prev]')?.addEventListener('click', () => show(index() - 1));
  root.querySelector('[data-slideshow-next]')?.addEventListener('click', () => show(index() + 1));
  for (const [at, dot] of dots.entries()) {
    dot.addEventListener('click', (event) => {
      event.preventDefault();
      show(at);
    });
  }
  toggle?.addEventListener('click', () => {
    const stopped = paused.has('user') || paused.has('motion');
    paused.delete('motion');
    pause('user', !stopped);
  });
  for (const control of root.querySelectorAll<HTMLElement>('[hidden][data-slideshow-prev], [hidden][data-slideshow-next], [hidden][data-slideshow-toggle]')) {
    control.hidden = false;
  }
  root.addEventListener('keydown', (event) => {
    const step = event.key === 'ArrowRight' ? 1 : event.key === 'ArrowLeft' ? -1 : 0;
    if (step === 0) return;
    event.preventDefault();
    show(index() + step);
  });
}

/** Paused while hovered, focused, off screen, in a hidden tab, or when the visitor asks for reduced motion. */
function wirePauses({ root, reducedMotion, pause }: Slideshow): void {
  root.addEventListener('pointerenter', () => pause('hover', true));
  root.addEventListener('pointerleave', () => pause('hover', false));
  root.addEventListener('focusin', () => pause('focus', true));
  root.addEventListener('focusout', (event) => {
    if (!root.contains(event.relatedTarget as Node | null)) pause('focus', false);
  });
  reducedMotion.addEventListener('change', () => pause('motion', reducedMotion.matches));
  document.addEventListener('visibilitychange', () => pause('hidden', document.hidden));
  new IntersectionObserver(([entry]) => pause('offscreen', !entry?.isIntersecting)).observe(root);
}

/** A swipe or a scroll (or focus moving into a slide) changes the slide without us: follow it once it settles. */
function followScroll({ track, index, select }: Slideshow): void {
  let settle: ReturnType<typeof setTimeout> | undefined;
  track.addEventListener(
    'scroll',
    () => {
      clearTimeout(settle);
      settle = setTimeout(() => {
        const seen = Math.round(track.scrollLeft / track.clientWidth);
        if (seen !== index()) select(seen);
      }, 100);
    },
    { passive: true },
  );
}

function enhance(root: HTMLElement): void {
  const track = root.querySelector<HTMLElement>('[data-slideshow-track]');
  if (!track || 'enhanced' in root.dataset) return;
  root.dataset.enhanced = '';
  const slideshow = rotation(root, track);
  wireControls(slideshow);
  wirePauses(slideshow);
  followScroll(slideshow);

  if (slideshow.reducedMotion.matches) slideshow.paused.add('motion');
  slideshow.pause('hidden', document.hidden);
  const start = startIndex(root.dataset.mode, track.children.length);
  if (start > 0) slideshow.show(start, true);
}

/** Enhances every slideshow under `scope` once. */
export function enhanceSlideshows(scope: ParentNode): void {
  scope.querySelectorAll<HTMLElement>('[data-slideshow]').forEach(enhance);
}

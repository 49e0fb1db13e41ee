import { isVideoId, youtubeEmbedUrl } from './video-id.ts';

// The facade is a link to the video's page. With this script a plain click swaps it for
// the no-cookie player instead, the first moment anything is fetched from YouTube.
// Modified clicks (new tab, new window) keep the link's own behaviour.

/** Only what the player needs: no top navigation, no forms, no downloads. */
const SANDBOX = 'allow-scripts allow-same-origin allow-presentation allow-popups allow-popups-to-escape-sandbox';
const ALLOW = 'autoplay; encrypted-media; picture-in-picture; fullscreen';

function play(facade: HTMLAnchorElement): void {
  const id = facade.dataset.youtube ?? '';
  if (!isVideoId(id)) return;
  const frame = document.createElement('iframe');
  frame.src = youtubeEmbedUrl(id, Number(facade.dataset.youtubeStart) || 0);
  frame.title = facade.dataset.youtubeTitle || 'YouTube video';
  frame.allow = ALLOW;
  frame.allowFullscreen = true;
  // YouTube refuses to play embeds that send no referrer.
  frame.referrerPolicy = 'strict-origin-when-cross-origin';
  frame.setAttribute('sandbox', SANDBOX);
  facade.replaceWith(frame);
  frame.focus();
}

/** Plays any YouTube facade clicked under `scope` (one listener for every video). */
export function playYoutubeOnClick(scope: Document): void {
  scope.addEventListener('click', (event) => {
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    const facade = (event.target as Element | null)?.closest<HTMLAnchorElement>('a[data-youtube]');
    if (!facade) return;
    event.preventDefault();
    play(facade);
  });
}

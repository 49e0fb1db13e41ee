import { armChunkReload } from './chunk-reload.ts';
import { trackEvent } from './events/browser.ts';
import { CHUNK_LOAD_FAILED_EVENT } from '../event-calls.ts';

// Runs before the page's islands hydrate (injected by integrations/chunk-reload.ts). The
// report goes through the page's event client: sent with its next flush, or by sendBeacon
// when the page is left.
armChunkReload((message) => trackEvent(CHUNK_LOAD_FAILED_EVENT, { message }));

// Events are skipped for bots. One pattern serves the server (which drops what
// a bot sends anyway) and the browser (the shell script inlines its source, the client
// module imports it), so both sides agree on who is a bot.
export const BOT_PATTERN =
  /bot|crawl|spider|slurp|mediapartners|facebookexternalhit|lighthouse|pingdom|headlesschrome|phantomjs|curl\/|wget|python-requests|go-http-client/i;

/** A missing user agent counts as a bot: browsers always send one. */
export function isBot(userAgent: string | null | undefined): boolean {
  return !userAgent || BOT_PATTERN.test(userAgent);
}

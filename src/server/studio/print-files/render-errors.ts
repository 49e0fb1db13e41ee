/**
 * A render failure no retry can mend (an image gone from the media store, a blank without
 * studio data): the design.render job marks the design failed with this message at once.
 * It never reaches an API answer — a save checks the same things first and answers 422.
 */
export class PermanentRenderError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'PermanentRenderError';
  }
}

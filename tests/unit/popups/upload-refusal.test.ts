import { describe, expect, it } from 'vitest';
import { uploadRefusal } from '../../../islands/popups/use-uploads.ts';
import { MAX_UPLOAD_BYTES, mediaKindOf } from '../../../src/lib/media-uploads.ts';

describe('the upload button refuses what the server would, with the same words', () => {
  it('refuses other formats with the spec ext message', () => {
    expect(uploadRefusal({ name: 'notes.txt', size: 10 })).toBe('Must upload the following formats: jpg, jpeg, png, webp, gif, pdf.');
    expect(uploadRefusal({ name: 'no-extension', size: 10 })).toBe('Must upload the following formats: jpg, jpeg, png, webp, gif, pdf.');
  });

  it('refuses files over 10 MB', () => {
    expect(uploadRefusal({ name: 'big.jpg', size: MAX_UPLOAD_BYTES + 1 })).toBe('Must upload a file no larger than 10 MB.');
    expect(uploadRefusal({ name: 'fits.JPG', size: MAX_UPLOAD_BYTES })).toBeNull();
  });

  it('sorts pictures from drive files by extension, ignoring case', () => {
    expect(mediaKindOf('Photo.JPEG')).toBe('image');
    expect(mediaKindOf('guide.pdf')).toBe('file');
    expect(mediaKindOf('archive.zip')).toBeUndefined();
  });
});

// Studio images: uploads for image layers (docs/studio-uploads.md).
export { storeStudioUpload, takeStudioUploadSlot, studioUploadLimitKey, STUDIO_UPLOAD_LIMIT, type Uploader } from './store-upload.ts';
export { readStudioUpload, UPLOAD_SIZE_MESSAGE } from './upload-body.ts';
export { prepareUpload, UPLOAD_MESSAGES, MAX_UPLOAD_PIXELS } from './prepare-upload.ts';
export { sanitiseSvg, isSafeCss } from './svg-sanitise.ts';
export { sniffFormat } from './sniff.ts';
export { isStoreImage } from './store-image.ts';

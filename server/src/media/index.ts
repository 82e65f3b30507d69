/** The media domain's public surface: other domains and the composition root import only this file. */
export { LocalMediaStorage } from './local-storage';
export { S3MediaStorage, type S3Settings, type SignInput, signV4 } from './s3-storage';
export { mediaRouter } from './media.routes';

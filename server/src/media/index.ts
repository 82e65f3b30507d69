/** The media domain's public surface: other domains and the composition root import only this file. */
export * from './local-storage';
export * from './s3-storage';
export * from './media.routes';

/** The pages domain's public surface: other domains and the composition root import only this file. */
export { type EditableField, PAGE_KINDS, type PageKind, type PageKindSpec, type PageRoute } from './pages.kinds';
export { pagesService } from './pages.service';
export { pagesResolvers } from './pages.resolvers';
export { pagesRoutes } from './pages.routes';
export { type ImageUpload, processImage } from './pages.images';
export { imageUpload, uploadedImage } from './pages.upload';

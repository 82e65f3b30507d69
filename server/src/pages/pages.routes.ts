import { Router, type Request } from 'express';
import { bodyOf, contextOf } from '../core/http';
import { PAGE_KINDS, type PageKindSpec, type PageRoute } from './pages.kinds';
import { pagesService } from './pages.service';
import { imageUpload, uploadedImage } from './pages.upload';

/** The edit input of a route: the body's documented names mapped onto the table's input names. */
function editInput(req: Request, route: PageRoute): Record<string, unknown> {
  const body = bodyOf(req);
  return Object.fromEntries(Object.entries(route.body ?? {}).map(([bodyName, inputName]) => [inputName, body[bodyName]]));
}

function mount(router: Router, spec: PageKindSpec, route: PageRoute) {
  const idOf = (req: Request) => (route.idField ? bodyOf(req)[route.idField] : req.params.id);
  const handlers =
    route.action === 'image'
      ? [
          (req: Request, _res: import('express').Response, next: (error?: unknown) => void) => {
            pagesService.assertMayUpload(contextOf(req));
            next();
          },
          imageUpload,
          async (req: Request, res: import('express').Response) => {
            const ctx = contextOf(req);
            const owner = await pagesService.uploadImage(ctx, spec.kind, idOf(req), route.slot!, uploadedImage(req, ...route.files!));
            res.json(await spec.rest.respond(ctx, owner));
          },
        ]
      : [
          async (req: Request, res: import('express').Response) => {
            const ctx = contextOf(req);
            const owner = await pagesService.update(ctx, spec.kind, idOf(req), editInput(req, route));
            res.json(await spec.rest.respond(ctx, owner));
          },
        ];
  router[route.method](route.path, ...handlers);
}

/** The page editing REST families of document 2, section 7, generated from the page table. */
export function pagesRoutes(): Router {
  const router = Router();
  for (const spec of Object.values(PAGE_KINDS)) for (const route of spec.rest.routes) mount(router, spec, route);
  return router;
}

import http from 'node:http';
import sharp from 'sharp';
import { signUp, uploadFile } from '../../test/accounts';
import { startTestApp, type TestApp } from '../../test/harness';

/** With S3_* set, an upload through the REST facade lands in the bucket and the page points at the bucket's URL. */
let t: TestApp;
let bucket: http.Server;
const objects = new Map<string, { type: string | undefined; bytes: Buffer }>();

beforeAll(async () => {
  bucket = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c) => chunks.push(c));
    req.on('end', () => {
      objects.set(req.url!, { type: req.headers['content-type'], bytes: Buffer.concat(chunks) });
      res.writeHead(200).end();
    });
  });
  await new Promise<void>((r) => bucket.listen(0, '127.0.0.1', r));
  const port = (bucket.address() as { port: number }).port;
  t = await startTestApp(__filename, {
    S3_BUCKET: 'clutch-media',
    S3_ENDPOINT: `http://127.0.0.1:${port}`,
    S3_ACCESS_KEY_ID: 'AKID',
    S3_SECRET_ACCESS_KEY: 'secret',
    S3_PUBLIC_URL: 'https://cdn.clutch.test',
  });
});
afterAll(async () => {
  await t?.stop();
  bucket?.close();
});

it('stores a resized picture in the bucket and saves its public URL on the page', async () => {
  const alice = await signUp(t, 's3alice');
  const png = await sharp({ create: { width: 900, height: 700, channels: 3, background: '#c82860' } }).png().toBuffer();
  const res = await uploadFile(t, 'PUT', `/api/user/update-user-profile-pic/${alice.userId}`, 'user_profile_pic', { bytes: png, name: 'me.png', type: 'image/png' }, alice.token);
  expect(res.status).toBe(200);
  const url: string = res.body.users_page[0].user_profile_pic;
  expect(url.startsWith('https://cdn.clutch.test/')).toBe(true);
  const stored = objects.get('/clutch-media/' + url.slice('https://cdn.clutch.test/'.length));
  expect(stored?.type).toBe('image/webp');
  expect(await sharp(stored!.bytes).metadata()).toMatchObject({ format: 'webp', width: 512, height: 512 });
});

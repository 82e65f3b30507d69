import crypto from 'node:crypto';
import http from 'node:http';
import { S3MediaStorage, signV4 } from './s3-storage';

describe('SigV4 signing', () => {
  it('matches the AWS documentation example (GET /test.txt with a Range header)', () => {
    const emptyHash = crypto.createHash('sha256').update('').digest('hex');
    const authorization = signV4({
      method: 'GET',
      path: '/test.txt',
      headers: { Host: 'examplebucket.s3.amazonaws.com', Range: 'bytes=0-9', 'x-amz-content-sha256': emptyHash, 'x-amz-date': '20130524T000000Z' },
      payloadHash: emptyHash,
      amzDate: '20130524T000000Z',
      region: 'us-east-1',
      service: 's3',
      accessKeyId: 'AKIAIOSFODNN7EXAMPLE',
      secretAccessKey: 'wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY',
    });
    expect(authorization).toBe(
      'AWS4-HMAC-SHA256 Credential=AKIAIOSFODNN7EXAMPLE/20130524/us-east-1/s3/aws4_request,' +
        'SignedHeaders=host;range;x-amz-content-sha256;x-amz-date,Signature=f0e8bdb87c964420e857bd35b5d6ed310bd44f0170aba48dd91039c6036bdb41',
    );
  });
});

describe('S3MediaStorage', () => {
  it('PUTs the bytes path-style with a signed request and returns the public URL', async () => {
    const received: Array<{ method?: string; url?: string; headers: http.IncomingHttpHeaders; body: Buffer }> = [];
    const server = http.createServer((req, res) => {
      const chunks: Buffer[] = [];
      req.on('data', (c) => chunks.push(c));
      req.on('end', () => {
        received.push({ method: req.method, url: req.url, headers: req.headers, body: Buffer.concat(chunks) });
        res.writeHead(200).end();
      });
    });
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
    const port = (server.address() as { port: number }).port;
    try {
      const storage = new S3MediaStorage({
        endpoint: `http://127.0.0.1:${port}`,
        bucket: 'clutch-media',
        region: 'us-east-1',
        accessKeyId: 'AKID',
        secretAccessKey: 'secret',
        publicUrl: 'https://cdn.example.test/media',
      });
      const bytes = Buffer.from('fake image bytes');
      const url = await storage.put('users/abc/profile-1a2b.webp', bytes, 'image/webp');
      expect(url).toBe('https://cdn.example.test/media/users/abc/profile-1a2b.webp');
      expect(received).toHaveLength(1);
      const [put] = received;
      expect(put.method).toBe('PUT');
      expect(put.url).toBe('/clutch-media/users/abc/profile-1a2b.webp');
      expect(put.body.equals(bytes)).toBe(true);
      expect(put.headers['x-amz-content-sha256']).toBe(crypto.createHash('sha256').update(bytes).digest('hex'));
      expect(put.headers.authorization).toMatch(/^AWS4-HMAC-SHA256 Credential=AKID\/\d{8}\/us-east-1\/s3\/aws4_request,SignedHeaders=content-type;host;x-amz-content-sha256;x-amz-date,Signature=[0-9a-f]{64}$/);
    } finally {
      server.close();
    }
  });

  it('fails loudly when the bucket refuses the upload', async () => {
    const server = http.createServer((_req, res) => res.writeHead(403).end('AccessDenied'));
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
    const port = (server.address() as { port: number }).port;
    try {
      const storage = new S3MediaStorage({ endpoint: `http://127.0.0.1:${port}`, bucket: 'b', region: 'us-east-1', accessKeyId: 'a', secretAccessKey: 's' });
      await expect(storage.put('k.webp', Buffer.from('x'), 'image/webp')).rejects.toThrow('S3 upload failed: 403 AccessDenied');
    } finally {
      server.close();
    }
  });
});

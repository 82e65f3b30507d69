/* global document, MediaRecorder, requestAnimationFrame, Blob, btoa, Buffer */
/**
 * Renders client/public/videos/clutch-promo.webm (the home banner's video slide): a looping neon
 * animation drawn on a canvas and recorded with MediaRecorder in the system Chromium. No network,
 * no external footage. Run: node client/scripts/make-promo-video.cjs
 */
const { chromium } = require('playwright-core');
const fs = require('node:fs');
const os = require('node:os');
const path = require('node:path');
const { CHROMIUM_ARGS } = require('../e2e/support/chromium.cjs');

const OUT = path.resolve(__dirname, '..', 'public', 'videos', 'clutch-promo.webm');

(async () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'vidprof-'));
  const ctx = await chromium.launchPersistentContext(dir, {
    executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
    headless: true,
    args: CHROMIUM_ARGS,
  });
  const page = ctx.pages()[0] || (await ctx.newPage());
  const b64 = await page.evaluate(async () => {
    const W = 1280,
      H = 480,
      FPS = 30,
      SECONDS = 8;
    const c = document.createElement('canvas');
    c.width = W;
    c.height = H;
    document.body.appendChild(c);
    const g = c.getContext('2d');
    const stream = c.captureStream(FPS);
    const mime = ['video/webm;codecs=vp9', 'video/webm;codecs=vp8', 'video/webm'].find((m) => MediaRecorder.isTypeSupported(m));
    const rec = new MediaRecorder(stream, { mimeType: mime, videoBitsPerSecond: 450000 });
    const chunks = [];
    rec.ondataavailable = (e) => e.data.size && chunks.push(e.data);
    const stars = Array.from({ length: 90 }, () => [Math.random() * W, Math.random() * H * 0.55, Math.random() * 1.5 + 0.3]);
    const particles = Array.from({ length: 40 }, () => [
      Math.random() * W,
      Math.random() * H,
      Math.random() * 0.6 + 0.2,
      Math.random() < 0.5,
    ]);
    const T = SECONDS * 1000;
    let start;
    function frame(now) {
      if (!start) start = now;
      const t = ((now - start) % T) / T; // 0..1 loop
      const hy = H * 0.58,
        vx = W * 0.68;
      // sky
      const sky = g.createLinearGradient(0, 0, 0, H);
      sky.addColorStop(0, '#050814');
      sky.addColorStop(0.55, '#141a4a');
      sky.addColorStop(0.58, '#3b1060');
      sky.addColorStop(0.58, '#070a18');
      sky.addColorStop(1, '#05060f');
      g.fillStyle = sky;
      g.fillRect(0, 0, W, H);
      for (const [x, y, r] of stars) {
        g.globalAlpha = 0.35 + 0.35 * Math.sin(t * 2 * Math.PI * 2 + x);
        g.fillStyle = '#eef1ff';
        g.beginPath();
        g.arc(x, y, r, 0, 7);
        g.fill();
      }
      g.globalAlpha = 1;
      // sun glow pulsing
      const pulse = 0.75 + 0.25 * Math.sin(t * 2 * Math.PI * 2);
      const sun = g.createRadialGradient(vx, hy, 0, vx, hy, 260);
      sun.addColorStop(0, `rgba(255,43,214,${0.7 * pulse})`);
      sun.addColorStop(1, 'rgba(255,43,214,0)');
      g.fillStyle = sun;
      g.fillRect(0, 0, W, H);
      // perspective grid moving toward viewer
      g.save();
      g.beginPath();
      g.rect(0, hy, W, H - hy);
      g.clip();
      g.strokeStyle = 'rgba(0,240,255,0.45)';
      g.lineWidth = 1.5;
      for (let i = -24; i <= 24; i++) {
        g.beginPath();
        g.moveTo(vx, hy);
        g.lineTo(vx + i * 130, H);
        g.stroke();
      }
      for (let k = 0; k < 14; k++) {
        const p = ((k + t * 4) % 14) / 14;
        const y = hy + Math.pow(p, 2.2) * (H - hy);
        g.globalAlpha = Math.min(1, p * 2);
        g.beginPath();
        g.moveTo(0, y);
        g.lineTo(W, y);
        g.stroke();
      }
      g.restore();
      g.globalAlpha = 1;
      g.shadowColor = '#ff2bd6';
      g.shadowBlur = 16;
      g.strokeStyle = '#ff2bd6';
      g.lineWidth = 3;
      g.beginPath();
      g.moveTo(0, hy);
      g.lineTo(W, hy);
      g.stroke();
      g.shadowBlur = 0;
      // equalizer-like bars (live signal) on the right
      for (let i = 0; i < 9; i++) {
        const h = 40 + 110 * Math.abs(Math.sin(t * 2 * Math.PI * 3 + i * 0.7));
        const x = 720 + i * 58;
        g.shadowColor = '#00f0ff';
        g.shadowBlur = 18;
        g.fillStyle = '#0c1538';
        g.strokeStyle = '#5ff8ff';
        g.lineWidth = 3;
        g.beginPath();
        g.roundRect(x, hy - h - 8, 40, h, 6);
        g.fill();
        g.stroke();
        g.shadowBlur = 0;
      }
      // particles rising
      for (const p of particles) {
        const y = (p[1] - t * H * p[2] * 3 + H * 3) % H;
        g.globalAlpha = 0.6;
        g.fillStyle = p[3] ? '#00f0ff' : '#ff2bd6';
        g.fillRect(p[0], y, 2, 2);
      }
      g.globalAlpha = 1;
      // LIVE badge blinking
      const on = Math.floor(t * 16) % 2 === 0;
      g.fillStyle = '#ff4d6d';
      g.beginPath();
      g.roundRect(W - 190, 36, 130, 46, 10);
      g.fill();
      g.fillStyle = on ? '#ffffff' : 'rgba(255,255,255,0.35)';
      g.beginPath();
      g.arc(W - 164, 59, 8, 0, 7);
      g.fill();
      g.fillStyle = '#fff';
      g.font = 'bold 26px DejaVu Sans, Arial, sans-serif';
      g.fillText('LIVE', W - 146, 69);
      if (now - start < T + 200) requestAnimationFrame(frame);
      else rec.stop();
    }
    const done = new Promise((r) => (rec.onstop = r));
    rec.start(500);
    requestAnimationFrame(frame);
    await done;
    const blob = new Blob(chunks, { type: 'video/webm' });
    const buf = new Uint8Array(await blob.arrayBuffer());
    let s = '';
    for (let i = 0; i < buf.length; i += 0x8000) s += String.fromCharCode.apply(null, buf.subarray(i, i + 0x8000));
    return btoa(s);
  });
  fs.writeFileSync(OUT, Buffer.from(b64, 'base64'));
  console.log(`wrote ${path.relative(process.cwd(), OUT)}`);
  await ctx.close();
  fs.rmSync(dir, { recursive: true, force: true });
})().catch((e) => {
  console.error(e);
  process.exit(1);
});

const { chromium } = require('playwright-core');
(async () => {
  const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--headless', '--no-sandbox', '--disable-gpu'] });
  const base = 'http://localhost:4610';
  for (const [name, viewport] of [['desk', { width: 1366, height: 900 }], ['phone', { width: 375, height: 812 }]]) {
    const page = await browser.newPage({ viewport });
    await page.goto(base + '/login');
    await page.fill('input[type=email]', 'demo@clutch.gg');
    await page.fill('input[type=password]', 'clutch-demo');
    await page.keyboard.press('Enter');
    await page.waitForTimeout(2500);
    await page.goto(base + '/league/Valorant%20NA%20Ladder');
    await page.waitForSelector('[data-testid="standings-row"]', { timeout: 15000 }).catch(() => {});
    await page.waitForTimeout(1500);
    await page.screenshot({ path: `/tmp/league-${name}.png`, fullPage: name === 'desk' });
    await page.goto(base + '/global-leaderboard');
    await page.waitForTimeout(3000);
    await page.screenshot({ path: `/tmp/lb-${name}.png` });
    await page.close();
  }
  await browser.close();
})();

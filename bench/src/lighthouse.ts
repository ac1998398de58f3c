import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { endpoints, urlOf } from '@svc/contract';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import puppeteer from 'puppeteer-core';
import { clientDigest } from '../../apps/server/src/lib/passwords';
import { startServer } from './server-process';

const root = path.resolve(import.meta.dirname, '../..');
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/lib/chromium/chromium';

export interface PageScore {
  page: string;
  performance: number;
  /** Chromium's own installability check (Page.getInstallabilityErrors): empty means installable. */
  installErrors: string[];
  lcpMs: number;
  tbtMs: number;
  /** Every run's score, lowest first: the score printed is their median (Lighthouse's own advice). */
  runs: number[];
}

/** Runs per page: the score of one run on this shared 2-core machine moves by up to 10 points. */
const RUNS = Number(process.env.LIGHTHOUSE_RUNS ?? 3);

/**
 * Lighthouse (npm, mobile preset: a mid-range phone on a slow 4G line, simulated) on /login and, signed in,
 * on /requestrepair, against the built app served as `npm run serve` serves it on a fresh embedded database.
 * Lighthouse 12 dropped its PWA category, so installability is Chromium's own verdict on the page.
 */
export async function lighthouseScores(port: number): Promise<PageScore[]> {
  const webDist = path.join(root, 'apps/web/dist');
  if (!fs.existsSync(path.join(webDist, 'index.html')))
    throw new Error('apps/web/dist is missing: run `npm run build` first');
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'svc-lighthouse-'));
  const server = await startServer({ WEB_DIST: webDist, DATA_DIR: dataDir }, port);
  const chrome = await chromeLauncher.launch({
    chromePath: CHROMIUM,
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'],
  });
  try {
    const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${chrome.port}` });
    const page = await browser.newPage();
    const scores: PageScore[] = [];
    const once = async (route: string, attempt = 1): Promise<Omit<PageScore, 'runs'>> => {
      const url = `${server.base}${route}`;
      const result = await lighthouse(
        url,
        {
          port: chrome.port,
          output: 'json',
          logLevel: 'error',
          onlyCategories: ['performance'],
          disableStorageReset: true,
        },
        undefined,
        page,
      );
      const lhr = result?.lhr;
      if (lhr?.runtimeError) {
        // "Something went wrong with recording the trace … Please run Lighthouse again": once more, then fail.
        if (lhr.runtimeError.code === 'NO_NAVSTART' && attempt < 2) return once(route, attempt + 1);
        throw new Error(`Lighthouse on ${route}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
      }
      const cdp = await page.createCDPSession();
      await page.goto(url, { waitUntil: 'networkidle0' });
      const { installabilityErrors } = (await cdp.send('Page.getInstallabilityErrors')) as {
        installabilityErrors: { errorId: string }[];
      };
      await cdp.detach();
      return {
        page: route,
        performance: Math.round((lhr?.categories.performance?.score ?? 0) * 100),
        installErrors: installabilityErrors.map((e) => e.errorId),
        lcpMs: Math.round(lhr?.audits['largest-contentful-paint']?.numericValue ?? 0),
        tbtMs: Math.round(lhr?.audits['total-blocking-time']?.numericValue ?? 0),
      };
    };
    /** A first visit: nothing stored for the site, no service worker, nothing cached. */
    const forget = async () => {
      const cdp = await page.createCDPSession();
      await cdp.send('Storage.clearDataForOrigin', { origin: server.base, storageTypes: 'all' });
      await cdp.send('Network.clearBrowserCache');
      await cdp.detach();
    };
    // Signed in as the app keeps a session: the reply of the sign-in call under `userDetails`.
    const signedIn = async () => {
      const res = await fetch(`${server.base}${urlOf(endpoints.authenticate)}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ username: 'admin', password: clientDigest('Admin@12345') }),
      });
      const { userDetails } = (await res.json()) as { userDetails: unknown };
      await page.goto(`${server.base}/login`, { waitUntil: 'networkidle0' });
      await page.evaluate(
        (v) =>
          (globalThis as unknown as { localStorage: { setItem(k: string, v: string): void } }).localStorage.setItem(
            'userDetails',
            v,
          ),
        JSON.stringify(userDetails),
      );
    };
    const score = async (route: string, before: () => Promise<void>) => {
      const all: Omit<PageScore, 'runs'>[] = [];
      for (let i = 0; i < RUNS; i++) {
        // From a blank page: Lighthouse loading the address the tab is already on lost its trace's start.
        await page.goto('about:blank');
        await forget();
        await before();
        all.push(await once(route));
      }
      all.sort((a, b) => a.performance - b.performance);
      const median = all[Math.floor(all.length / 2)] as Omit<PageScore, 'runs'>;
      scores.push({ ...median, runs: all.map((r) => r.performance) });
    };
    // /login as a first visit; /requestrepair as someone who signed in on this phone before (the app shell
    // is in the service worker's cache, as it is for every signed-in visit but the very first).
    await score('/login', async () => {});
    await score('/requestrepair', signedIn);
    await browser.disconnect();
    return scores;
  } finally {
    chrome.kill();
    await server.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

import { JSDOM } from 'jsdom';
import { absoluteSrcset, stripScripts } from './strip-scripts';

const PAGE = 'http://localhost:4600/hotels-in-bengaluru/';

/** A page written to slip scripts past a careless filter: every trick a stripper must see through. */
const HOSTILE = `<!doctype html>
<HTML lang="en"><HEAD>
<meta http-equiv="Content-Security-Policy" content="default-src 'self'">
<SCRIPT SRC="/main.js"></SCRIPT>
<ScRiPt type="module">import('/evil.js')</sCrIpT>
<script type="application/ld+json">{"@type":"ItemList"}</script>
<script>document.write('<\\/script><img src=x onerror=alert(1)>')</script>
<LINK REL="ModulePreload" href="/chunk.js">
<link rel="preload" AS="Script" href="/remoteEntry.js" crossorigin>
<link rel="prefetch" as="worker" href="/sw.js">
<link rel="preload" as="image" href="/hero.jpg" imagesrcset="/hero-1x.jpg 1x, /hero-2x.jpg 2x">
<link rel="stylesheet" href="/main.css">
<style>.banner{background:url('/img/banner.jpg')}</style>
</HEAD>
<BODY ONLOAD="steal()">
<h1 OnClick="x()">Hotels in Bengaluru</h1>
<img src="/img/a.jpg" srcset="/img/a-400.jpg 400w, /img/a-800.jpg 800w" onerror="alert(1)" alt="A">
<div style="background-image: url(&quot;/img/b.jpg&quot;)">B</div>
<a href="JaVaScRiPt:alert(1)">bad link</a>
<a href="java&#09;script:alert(2)">tab link</a>
<a href="&#01; javascript:alert(7)">control link</a>
<a href="#rooms">rooms</a>
<a href="/hotels-in-bengaluru/nivaas-suites-marathahalli-1042/">hotel</a>
<iframe srcdoc="<script>alert(3)</script>"></iframe>
<svg><script>alert(4)</script><a xlink:href="javascript:alert(5)"><text>svg</text></a></svg>
<form action="/api/search"><button formaction="javascript:alert(6)">Go</button></form>
</BODY></HTML>`;

const parse = (html: string) => new JSDOM(html).window.document;

describe('stripScripts on a hostile page', () => {
  const html = stripScripts(HOSTILE, PAGE);
  const doc = parse(html);

  it('leaves no script element in any casing, in HTML or SVG', () => {
    expect(doc.querySelectorAll('script')).toHaveLength(0);
    expect(html).not.toMatch(/<script/i);
    expect(html).not.toMatch(/alert\(4\)|evil\.js|main\.js/);
  });

  it('removes modulepreload and preloads or prefetches of scripts and workers, and only those', () => {
    const links = Array.from(doc.querySelectorAll('link')).map((l) => `${l.rel} ${l.getAttribute('href')}`);
    expect(links).toEqual(['preload http://localhost:4600/hero.jpg', 'stylesheet http://localhost:4600/main.css']);
  });

  it('removes every inline handler, javascript: URL and srcdoc', () => {
    for (const element of Array.from(doc.querySelectorAll('*')))
      for (const attribute of Array.from(element.attributes)) expect(attribute.name).not.toMatch(/^on/i);
    expect(html).not.toMatch(/javascript:|steal\(\)|alert\(/i);
    expect(doc.querySelector('iframe')?.hasAttribute('srcdoc')).toBe(false);
  });

  it('drops a CSP meta, whose self would be the reference server', () => {
    expect(doc.querySelector('meta[http-equiv]')).toBeNull();
  });

  it('keeps the content and makes asset URLs absolute against the page', () => {
    expect(doc.querySelector('h1')?.textContent).toBe('Hotels in Bengaluru');
    const img = doc.querySelector('img');
    expect(img?.getAttribute('src')).toBe('http://localhost:4600/img/a.jpg');
    expect(img?.getAttribute('srcset')).toBe(
      'http://localhost:4600/img/a-400.jpg 400w, http://localhost:4600/img/a-800.jpg 800w',
    );
    expect(doc.querySelector('link[rel=preload]')?.getAttribute('imagesrcset')).toBe(
      'http://localhost:4600/hero-1x.jpg 1x, http://localhost:4600/hero-2x.jpg 2x',
    );
    expect(doc.querySelector('style')?.textContent).toContain("url('http://localhost:4600/img/banner.jpg')");
    expect(doc.querySelector('div')?.getAttribute('style')).toContain('url("http://localhost:4600/img/b.jpg")');
    expect(doc.querySelector('a[href*="1042"]')?.getAttribute('href')).toBe(
      'http://localhost:4600/hotels-in-bengaluru/nivaas-suites-marathahalli-1042/',
    );
    expect(doc.querySelector('a[href="#rooms"]')).not.toBeNull();
    expect(doc.querySelector('form')?.getAttribute('action')).toBe('http://localhost:4600/api/search');
  });

  it('keeps the doctype, so the copy renders in standards mode as the page does', () => {
    expect(html.startsWith('<!DOCTYPE html>')).toBe(true);
  });

  it('resolves against a <base> when the page has one', () => {
    const based = parse(
      stripScripts(
        '<html><head><base href="http://cdn.test/assets/"></head><body><img src="a.jpg"></body></html>',
        PAGE,
      ),
    );
    expect(based.querySelector('img')?.getAttribute('src')).toBe('http://cdn.test/assets/a.jpg');
  });
});

describe('absoluteSrcset', () => {
  const absolute = (url: string) => new URL(url, 'http://h.test/p/').href;

  it('keeps a data: URL whole though it holds a comma', () => {
    expect(absoluteSrcset('data:image/png;base64,AAA= 1x, b.png 2x', absolute)).toBe(
      'data:image/png;base64,AAA= 1x, http://h.test/p/b.png 2x',
    );
  });

  it('reads candidates without spaces after commas, and a URL with no descriptor', () => {
    expect(absoluteSrcset('a.png 1x,b.png 2x', absolute)).toBe('http://h.test/p/a.png 1x, http://h.test/p/b.png 2x');
    expect(absoluteSrcset('  a.png,  ', absolute)).toBe('http://h.test/p/a.png');
  });
});

import {
  areaOf,
  blockingTime,
  BROWSER_WORK,
  cleanSource,
  GARBAGE_COLLECTION,
  largest,
  mainThreadReport,
  NATIVE_CALLS,
  sumReports,
  type CpuProfile,
  type Locate,
} from './main-thread-report';

const frame = (functionName: string, url = '', lineNumber = 0, columnNumber = 0) => ({
  functionName,
  url,
  lineNumber,
  columnNumber,
});

describe('cleanSource', () => {
  it('keeps the path from node_modules on, also behind a loader folder', () => {
    expect(
      cleanSource(
        'webpack://@nivaas/shell/../node_modules/source-map-loader/dist/node_modules/react-dom/cjs/react-dom-client.production.js',
      ),
    ).toBe('node_modules/react-dom/cjs/react-dom-client.production.js');
  });

  it('drops the webpack namespace and leading ./ or ../ of a workspace file', () => {
    expect(cleanSource('webpack://@nivaas/shell/./src/boot/warm-intl.ts')).toBe('src/boot/warm-intl.ts');
    expect(cleanSource('webpack://discovery/../libs/domain/src/formats/format-day.ts')).toBe(
      'libs/domain/src/formats/format-day.ts',
    );
    expect(cleanSource('webpack://@nivaas/shell/webpack/bootstrap')).toBe('webpack/bootstrap');
    expect(cleanSource('webpack://@nivaas/shell/webpack/runtime/load script')).toBe('webpack/runtime/load script');
  });

  it('reads the names a source-map reader hands out, with the .. folded into the namespace', () => {
    expect(cleanSource('webpack://@nivaas/libs/state/src/adapters/cookie-jar.ts')).toBe(
      'libs/state/src/adapters/cookie-jar.ts',
    );
    expect(cleanSource('webpack://@nivaas/node_modules/@module-federation/runtime-core/src/shared/index.ts')).toBe(
      'node_modules/@module-federation/runtime-core/src/shared/index.ts',
    );
    expect(cleanSource('webpack://@nivaas/shell/src/boot/warm-intl.ts')).toBe('src/boot/warm-intl.ts');
    expect(cleanSource('webpack://discovery/src/screens/listing/logic/recompute.ts')).toBe(
      'src/screens/listing/logic/recompute.ts',
    );
  });
});

describe('areaOf', () => {
  it.each([
    ['node_modules/react-dom/cjs/react-dom-client.production.js', 'react-dom'],
    ['node_modules/scheduler/cjs/scheduler.production.js', 'react'],
    ['node_modules/react/cjs/react.production.js', 'react'],
    ['node_modules/@module-federation/runtime-core/src/shared/index.ts', 'federation runtime'],
    ['node_modules/react-router/dist/production/index.mjs', 'router'],
    ['node_modules/@babel/runtime/helpers/esm/extends.js', '@babel/runtime'],
    ['node_modules/rxjs/dist/esm/internal/Subject.js', 'rxjs'],
    ['webpack/runtime/jsonp chunk loading', 'webpack runtime'],
    ['libs/domain/src/formats/format-day.ts', 'libs/domain'],
    ['src/screens/listing/listing-screen.tsx', 'discovery'],
  ])('%s is %s', (source, area) => {
    expect(areaOf(source, 'discovery')).toBe(area);
  });
});

describe('mainThreadReport', () => {
  const locate: Locate = (url, line, column) =>
    url.endsWith('/886.js')
      ? { app: 'shell', source: 'webpack://@nivaas/shell/../node_modules/react-dom/cjs/client.js' }
      : url.endsWith('/listing.js') && line === 0 && column === 10
        ? { app: 'discovery', source: 'webpack://discovery/./src/screens/listing/card.tsx' }
        : null;

  const profile: CpuProfile = {
    nodes: [
      { id: 1, callFrame: frame('(root)') },
      { id: 2, callFrame: frame('(idle)') },
      { id: 3, callFrame: frame('(program)') },
      { id: 4, callFrame: frame('(garbage collector)') },
      { id: 5, callFrame: frame('appendChild') },
      { id: 6, callFrame: frame('Ru', 'http://localhost:4600/886.js', 0, 99) },
      { id: 7, callFrame: frame('u', 'http://localhost:4601/listing.js', 0, 10) },
      { id: 8, callFrame: frame('', 'blob:http://localhost:4600/6eedc9cb?x') },
    ],
    // Each sample owns the time up to the next one: 2 ms idle, then 1, 3, 4, 5, 6, 7 and 8 ms; the last owns none.
    samples: [2, 3, 4, 5, 6, 7, 8, 6, 1],
    timeDeltas: [0, 2000, 1000, 3000, 4000, 5000, 6000, 7000, 8000],
  };

  it('gives each sample the time up to the next one, leaving idle time out', () => {
    const report = mainThreadReport(profile, locate);
    expect(report.busyMs).toBe(1 + 3 + 4 + 5 + 6 + 7 + 8);
    expect(Object.fromEntries(report.byArea)).toEqual({
      [BROWSER_WORK]: 1,
      [GARBAGE_COLLECTION]: 3,
      [NATIVE_CALLS]: 4,
      'react-dom': 5 + 8,
      discovery: 6,
      '6eedc9cb': 7,
    });
    expect(report.bySource.get('discovery: src/screens/listing/card.tsx')).toBe(6);
    expect(report.bySource.get('shell: node_modules/react-dom/cjs/client.js')).toBe(13);
    expect(report.bySource.get('appendChild (native)')).toBe(4);
  });

  it('reads a profile without samples as an idle one', () => {
    const report = mainThreadReport({ nodes: profile.nodes }, locate);
    expect(report.busyMs).toBe(0);
    expect(report.byArea.size).toBe(0);
  });

  it('adds runs up and lists the largest first', () => {
    const one = mainThreadReport(profile, locate);
    const both = sumReports([one, one]);
    expect(both.busyMs).toBe(2 * one.busyMs);
    expect(largest(both.byArea, 2)).toEqual([
      ['react-dom', 26],
      ['6eedc9cb', 14],
    ]);
  });
});

describe('blockingTime', () => {
  it("counts each task's time over 50 ms", () => {
    expect(blockingTime([40, 50, 51, 120, 300])).toBe(1 + 70 + 250);
    expect(blockingTime([])).toBe(0);
  });
});

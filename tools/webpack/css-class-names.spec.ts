import { cssClassNames, CssClassNamesPlugin, setCssClassNames, shortClassName } from './css-class-names';

const context = (resourcePath: string, rootContext = '/site/apps/discovery') => ({ resourcePath, rootContext });

describe('CSS module class names', () => {
  it('given a production build, then a class is short, starts with a letter and depends on the path and the name', () => {
    const card = shortClassName(context('/site/libs/ui/src/card/card.module.css'), 'card');
    expect(card).toMatch(/^n[A-Za-z0-9_-]{7}$/);
    expect(shortClassName(context('/site/libs/ui/src/card/card.module.css'), 'body')).not.toBe(card);
    expect(shortClassName(context('/site/libs/ui/src/tag/tag.module.css'), 'card')).not.toBe(card);
  });

  it("given two apps' builds of one library stylesheet, then its class has one name in both (as the inline CSS needs)", () => {
    const path = '/site/libs/ui/src/card/card.module.css';
    expect(shortClassName(context(path, '/site/apps/shell'), 'card')).toBe(
      shortClassName(context(path, '/site/apps/discovery'), 'card'),
    );
  });

  it('given a development build, then the readable Nx names stay', () => {
    const name = cssClassNames(false)(context('/site/apps/discovery/src/x/listing.module.css'), '', 'screen', {});
    expect(name).toMatch(/^listing_screen__/);
  });

  it('given rules as NxAppWebpackPlugin writes them, then every CSS modules loader gets the function, nested ones too', () => {
    const loader = (modules?: object) => ({ loader: '/node_modules/css-loader/dist/cjs.js', options: { modules } });
    const withModules = loader({ mode: 'local', getLocalIdent: () => 'x' });
    const plain = loader();
    const rules = [
      { test: /\.css$/, oneOf: [{ use: [withModules] }, { use: [plain] }] },
      { rules: [{ use: [withModules] }] },
    ];
    const getLocalIdent = cssClassNames(true);
    expect(setCssClassNames(rules, getLocalIdent)).toBe(2);
    expect((withModules.options.modules as { getLocalIdent: unknown }).getLocalIdent).toBe(getLocalIdent);
    expect(plain.options.modules).toBeUndefined();
  });

  it('given a configuration without CSS modules rules, then the plugin says it was listed too early', () => {
    expect(() => new CssClassNamesPlugin(true).apply({ options: { module: { rules: [] } } })).toThrow(
      /after NxAppWebpackPlugin/,
    );
    expect(() => new CssClassNamesPlugin(false).apply({ options: { module: { rules: [] } } })).not.toThrow();
  });
});

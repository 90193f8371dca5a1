import { renderToString } from 'react-dom/server';
import { AreaLoading } from './area-loading';

describe('AreaLoading', () => {
  it('given a render on the server, then its markup has no style attribute and the skeleton is sized by classes', () => {
    // The streamed page's CSP is sent before this markup exists, so it cannot allow inline styles by hash.
    const html = renderToString(<AreaLoading label="Loading page" />);
    expect(html).not.toMatch(/<[^>]*\sstyle="/);
    const container = document.createElement('div');
    container.innerHTML = html;
    // Jest maps class names to themselves (area-loading.module.css holds the 20 px lines and the 180 px block).
    expect(container.querySelectorAll('.line')).toHaveLength(2);
    expect(container.querySelectorAll('.block')).toHaveLength(1);
  });
});

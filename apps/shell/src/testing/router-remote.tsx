import { useEffect } from 'react';
import { useNavigate, type NavigateFunction, type NavigateOptions, type To } from 'react-router-dom';

/**
 * Test helper: a remote control for the router of a rendered tree. Render `<Navigator />` inside the router,
 * then `navigate(to)` moves it as a link would (wrap it in act). Never imported by app code.
 */
export function routerRemote() {
  let current: NavigateFunction | null = null;
  function Navigator() {
    const navigate = useNavigate();
    useEffect(() => {
      current = navigate;
    }, [navigate]);
    return null;
  }
  const navigate = (to: To | number, options?: NavigateOptions): void => {
    if (!current) throw new Error('render <Navigator /> inside the router first');
    void (typeof to === 'number' ? current(to) : current(to, options));
  };
  return { Navigator, navigate };
}

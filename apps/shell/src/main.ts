// The async boundary lets the federation runtime negotiate shared singletons before any of them runs.
// Its chunk name is how the server finds the layout's stylesheets to inline (tools/webpack/shell-render-bundle.ts).
import(/* webpackChunkName: "bootstrap" */ './bootstrap');

// The aliases the shared subsets import from (tools/webpack/federation.ts subsetAliases) carry the real packages' types.
declare module 'nivaas-react-router-production' {
  export * from 'react-router';
}
declare module 'nivaas-immer-esm' {
  export * from 'immer';
}
declare module 'nivaas-rxjs-esm' {
  export * from 'rxjs';
}

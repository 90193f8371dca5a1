export * from './route-table';
export * from './match-route';
export * from './remote-contract';
export * from './resolve-listing';
export * from './paths';
export { preloadScreen, ScreenView, screenDataKey, screenDataSeed, type ScreenViewProps } from './screen-view';
export { mountRemoteHarness, RemoteHarness } from './remote-harness';

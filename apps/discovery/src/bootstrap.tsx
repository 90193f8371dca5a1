import { mountRemoteHarness } from '@nivaas/routes';
import remote from './routes';

// Standalone harness for the discovery team; in production the shell renders ./Routes instead.
mountRemoteHarness(remote, document.getElementById('root'));
